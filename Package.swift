// swift-tools-version: 6.0
// Prefs has no package dependencies and a plain manifest: no toolchain lookup, no unsafe flags. Its macro plugin speaks
// the compiler's plugin protocol itself and imports nothing from the toolchain (see Docs/Architecture.md). 6.0 is the
// lowest tools version that has the Swift 6 language mode, which every target uses.

import CompilerPluginSupport
import PackageDescription

let testSettings: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
let strictSettings: [SwiftSetting] = testSettings + [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "Prefs",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // Every app imports `Prefs`. PrefsCore is listed beside it, and every target below that uses Prefs depends on
        // it too: SwiftPM rebuilds a target when the modules of its direct dependencies change, and the re-export
        // alone would leave a target compiled against an old PrefsCore (link errors, or worse) after an incremental
        // build.
        .library(name: "Prefs", targets: ["Prefs", "PrefsCore"]),
        // Opt-in: ranking a settings tree for a query, for searchable settings screens.
        .library(name: "PrefsSearch", targets: ["PrefsSearch", "Prefs", "PrefsCore"]),
        // Opt-in: conversions of stored values from older forms, `migrate()`.
        .library(name: "PrefsMigrations", targets: ["PrefsMigrations", "Prefs", "PrefsCore"]),
        // Opt-in: PrefsKit's names, for code moved from PrefsKit (it re-exports Prefs).
        .library(name: "PrefsKitCompatibility", targets: ["PrefsKitCompatibility", "Prefs", "PrefsCore"]),
        // Opt-in: the command engine (dump, get, set, reset, search, schema, migrate, watch) for an app's own tool.
        .library(
            name: "PrefsCommandLine",
            targets: ["PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "Prefs", "PrefsCore"]),
        // The demo app's schema and its command-line tool (SPEC section 8).
        .executable(name: "PrefsDemo", targets: ["PrefsDemo"]),
        // The benchmark, `swift run -c release PrefsBench` (Docs/Performance.md).
        .executable(name: "PrefsBench", targets: ["PrefsBench"]),
    ],
    targets: [
        // The macro plugin: a small executable that speaks the compiler's plugin protocol (Sources/PrefsMacros).
        .macro(name: "PrefsMacros", swiftSettings: strictSettings),
        // Everything but the macro declarations. It does not depend on the macro target, so it compiles while the
        // plugin builds; `Prefs` re-exports it.
        .target(name: "PrefsCore", swiftSettings: strictSettings),
        // The module apps import: the macro declarations, and PrefsCore re-exported.
        .target(name: "Prefs", dependencies: ["PrefsCore", "PrefsMacros"], swiftSettings: strictSettings),
        // PrefsKit's names; the `@RawPref` macro is declared here, so it depends on the plugin.
        .target(
            name: "PrefsKitCompatibility", dependencies: ["Prefs", "PrefsCore", "PrefsMacros"],
            swiftSettings: strictSettings),
        .target(name: "PrefsSearch", dependencies: ["Prefs", "PrefsCore"], swiftSettings: strictSettings),
        .target(name: "PrefsMigrations", dependencies: ["Prefs", "PrefsCore"], swiftSettings: strictSettings),
        .target(
            name: "PrefsCommandLine", dependencies: ["PrefsSearch", "PrefsMigrations", "Prefs", "PrefsCore"],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "PrefsDemo",
            dependencies: [
                "PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "PrefsKitCompatibility", "Prefs", "PrefsCore",
            ],
            swiftSettings: strictSettings),
        .executableTarget(
            name: "PrefsBench",
            dependencies: [
                "PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "PrefsKitCompatibility", "Prefs", "PrefsCore",
            ],
            swiftSettings: strictSettings),
        // The child processes of the storage and migration tests (a stress writer, a migration that hangs, the
        // conformance cases) and an app's own command-line tool over its own storage; no product, PrefsDemoTests
        // depends on it so that SwiftPM builds it.
        .executableTarget(
            name: "PrefsTestHelper",
            dependencies: [
                "PrefsCommandLine", "PrefsSearch", "PrefsKitCompatibility", "PrefsMigrations", "Prefs", "PrefsCore",
            ],
            swiftSettings: strictSettings),
        // The expansion tests compile the macros' sources themselves (`Tests/PrefsMacrosTests/PrefsMacros` is a link
        // to `Sources/PrefsMacros`) instead of depending on the macro target: a test target that depends on a macro
        // makes SwiftPM build a second, host copy of every target that uses the macro (Prefs, PrefsDemo). The golden
        // corpus (Tests/Fixtures/MacroCorpus, MacroGoldens) is read from the source tree.
        .testTarget(
            name: "PrefsMacrosTests",
            exclude: ["PrefsMacros/Plugin.swift"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PrefsTests",
            dependencies: [
                "PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "PrefsKitCompatibility", "Prefs", "PrefsCore",
            ],
            swiftSettings: testSettings),
        .testTarget(
            name: "PrefsDemoTests",
            dependencies: [
                "PrefsDemo", "PrefsBench", "PrefsTestHelper",
                "PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "Prefs", "PrefsCore",
            ],
            swiftSettings: testSettings),
        // Code written as PrefsKit's documentation writes it (bare `PrefsStorage` existentials included), importing
        // only Foundation, Testing and PrefsKitCompatibility.
        .testTarget(
            name: "PrefsKitCompatibilityTests", dependencies: ["PrefsKitCompatibility", "Prefs", "PrefsCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
