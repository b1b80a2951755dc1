// swift-tools-version: 6.2
// Prefs has no package dependencies. Its macros build against the SwiftSyntax modules that ship inside the
// Swift toolchain (`<toolchain>/usr/lib/swift/host`), found below. See Docs/Architecture.md.

import CompilerPluginSupport
import Foundation
import PackageDescription

/// The directory holding the toolchain's SwiftSyntax modules (`SwiftSyntax.swiftmodule`, `libSwiftSyntax.so`, …).
///
/// Looked up in order: the `PREFS_SWIFT_HOST_LIBS` environment variable, the `swift` found on `PATH`
/// (symlinks resolved, then `../lib/swift/host`), and the usual install locations.
let toolchainHostLibraries: String = {
    let fileManager = FileManager.default
    func hasSwiftSyntax(_ directory: String) -> Bool {
        fileManager.fileExists(atPath: directory + "/SwiftSyntax.swiftmodule")
    }
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["PREFS_SWIFT_HOST_LIBS"], !override.isEmpty {
        guard hasSwiftSyntax(override) else {
            fatalError(
                "PREFS_SWIFT_HOST_LIBS=\(override) has no SwiftSyntax.swiftmodule; point it at <toolchain>/usr/lib/swift/host."
            )
        }
        return override
    }
    var candidates: [String] = []
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let binDirectory = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(binDirectory.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
    }
    candidates += [
        "/usr/lib/swift/host", "/usr/share/swift/usr/lib/swift/host", "/opt/swift/usr/lib/swift/host",
        "/Library/Developer/Toolchains/swift-latest.xctoolchain/usr/lib/swift/host",
        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host",
    ]
    guard let found = candidates.first(where: hasSwiftSyntax) else {
        fatalError(
            "Prefs could not find the toolchain's SwiftSyntax modules (looked in \(candidates.joined(separator: ", "))); "
                + "set PREFS_SWIFT_HOST_LIBS to <toolchain>/usr/lib/swift/host."
        )
    }
    return found
}()

/// Where the compiler keeps the binary modules it builds from the toolchain's textual interfaces (the SwiftSyntax
/// modules above, and standard ones such as `Testing`) and the C modules they import, shared by every build on this
/// machine that uses the same toolchain.
///
/// Turning the SwiftSyntax interfaces into binary modules is most of a clean build's work, and SwiftPM's own module
/// cache is inside `.build`, so every clean build (and every package that depends on Prefs) would pay it again. This
/// cache outlives `.build`: only the first build with a toolchain pays. It is keyed by the toolchain (the real path
/// of its `usr/lib/swift/host` and the size and date of its `swift-frontend`), and a stale or damaged entry is never
/// used: the compiler checks each cached module against the size and date of every file it was built from, and
/// rebuilds it when they differ or when the file cannot be read (`Scripts/check-module-cache.sh` shows both).
///
/// `PREFS_MODULE_CACHE` names another base directory, or `none` to keep the cache in `.build`. The default base is
/// `$XDG_CACHE_HOME/prefs` (`~/.cache/prefs`; `~/Library/Caches/Prefs` on macOS). If the base cannot be written,
/// the cache stays in `.build`. Deleting the directory at any time is safe.
let sharedModuleCache: String? = {
    let fileManager = FileManager.default
    let environment = ProcessInfo.processInfo.environment
    let home =
        environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? fileManager.homeDirectoryForCurrentUser.path
    let base: String
    if let override = environment["PREFS_MODULE_CACHE"], !override.isEmpty {
        guard override != "none" else { return nil }
        base = override
    } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
        base = xdg + "/prefs"
    } else {
        #if os(macOS)
            base = home + "/Library/Caches/Prefs"
        #else
            base = home + "/.cache/prefs"
        #endif
    }
    // The nearest directory that exists must be writable, or the compiler could not create the cache.
    var existing = URL(fileURLWithPath: base).standardizedFileURL
    while !fileManager.fileExists(atPath: existing.path), existing.path != "/" {
        existing.deleteLastPathComponent()
    }
    guard fileManager.isWritableFile(atPath: existing.path) else { return nil }

    let host = URL(fileURLWithPath: toolchainHostLibraries).resolvingSymlinksInPath()
    let frontend = host.appendingPathComponent("../../../bin/swift-frontend").standardizedFileURL
    var identity = host.path
    if let attributes = try? fileManager.attributesOfItem(atPath: frontend.path) {
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        identity += "|\(size)|\(date)"
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
    for byte in identity.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let key = String(hash, radix: 16)
    return "\(base)/module-cache/toolchain-\(String(repeating: "0", count: 16 - key.count))\(key)"
}()

/// Flags for every target: the shared module cache above, and no index data for the toolchain's modules.
///
/// A debug build writes index data for editors (`.build/.../index`); for a module loaded from a textual interface,
/// such as the SwiftSyntax modules, that means type-checking the interface again and building the standard modules it
/// imports from their interfaces too: seconds in every clean build, for data no one here needs (an editor still shows
/// those modules' declarations, from their interfaces). Prefs' own code is indexed as before.
let buildFlags: [SwiftSetting] = [
    .unsafeFlags(["-index-ignore-system-modules"] + (sharedModuleCache.map { ["-module-cache-path", $0] } ?? []))
]

/// Flags that let a target import and link the toolchain's SwiftSyntax modules.
let toolchainSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHostLibraries])]
let toolchainSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries])
]

let testSettings: [SwiftSetting] = buildFlags + [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
let strictSettings: [SwiftSetting] = testSettings + [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "Prefs",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // PrefsCore is listed beside Prefs, and every target below that uses Prefs depends on it too: SwiftPM rebuilds
        // a target when the modules of its direct dependencies change, and the re-export alone would leave a target
        // compiled against an old PrefsCore (link errors, or worse) after an incremental build.
        .library(name: "Prefs", targets: ["Prefs", "PrefsCore"]),
        .executable(name: "PrefsDemo", targets: ["PrefsDemo"]),
    ],
    targets: [
        .macro(
            name: "PrefsMacros",
            swiftSettings: strictSettings + toolchainSyntaxFlags,
            linkerSettings: toolchainSyntaxLinking
        ),
        // Everything but the macro declarations. It does not depend on the macro target, so it compiles while the
        // plugin's SwiftSyntax modules build (most of a clean build); `Prefs` re-exports it.
        .target(name: "PrefsCore", swiftSettings: strictSettings),
        // The module apps import: the macro declarations, and PrefsCore re-exported.
        .target(name: "Prefs", dependencies: ["PrefsCore", "PrefsMacros"], swiftSettings: strictSettings),
        .executableTarget(name: "PrefsDemo", dependencies: ["Prefs", "PrefsCore"], swiftSettings: strictSettings),
        // The expansion tests compile the macros' sources themselves (`Tests/PrefsMacrosTests/PrefsMacros` is a link
        // to `Sources/PrefsMacros`) instead of depending on the macro target: a test target that depends on a macro
        // makes SwiftPM build a second, host copy of every target that uses the macro (Prefs, PrefsDemo).
        .testTarget(
            name: "PrefsMacrosTests",
            exclude: ["PrefsMacros/Plugin.swift", "PrefsMacros/StandardIOMessageConnection.swift"],
            swiftSettings: strictSettings + toolchainSyntaxFlags,
            linkerSettings: toolchainSyntaxLinking
        ),
        .testTarget(name: "PrefsTests", dependencies: ["Prefs", "PrefsCore"], swiftSettings: testSettings),
        .testTarget(
            name: "PrefsDemoTests", dependencies: ["PrefsDemo", "Prefs", "PrefsCore"], swiftSettings: testSettings),
        // Code written as PrefsKit's documentation writes it (bare `PrefsStorage` existentials included), importing
        // only Foundation, Testing and Prefs.
        .testTarget(
            name: "PrefsKitCompatibilityTests", dependencies: ["Prefs", "PrefsCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
