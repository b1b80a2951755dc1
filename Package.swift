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

/// Flags that let a target import and link the toolchain's SwiftSyntax modules.
let toolchainSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHostLibraries])]
let toolchainSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", toolchainHostLibraries, "-Xlinker", "-rpath", "-Xlinker", toolchainHostLibraries])
]

let testSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]
let strictSettings: [SwiftSetting] = testSettings + [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "Prefs",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Prefs", targets: ["Prefs"]),
        .executable(name: "PrefsDemo", targets: ["PrefsDemo"]),
    ],
    targets: [
        .macro(
            name: "PrefsMacros",
            swiftSettings: strictSettings + toolchainSyntaxFlags,
            linkerSettings: toolchainSyntaxLinking
        ),
        .target(name: "Prefs", dependencies: ["PrefsMacros"], swiftSettings: strictSettings),
        .executableTarget(name: "PrefsDemo", dependencies: ["Prefs"], swiftSettings: strictSettings),
        .testTarget(
            name: "PrefsMacrosTests",
            dependencies: ["PrefsMacros"],
            swiftSettings: testSettings + toolchainSyntaxFlags,
            linkerSettings: toolchainSyntaxLinking
        ),
        .testTarget(name: "PrefsTests", dependencies: ["Prefs"], swiftSettings: testSettings),
        .testTarget(name: "PrefsDemoTests", dependencies: ["PrefsDemo", "Prefs"], swiftSettings: testSettings),
        // Code written as PrefsKit's documentation writes it (bare `PrefsStorage` existentials included), importing
        // only Foundation, Testing and Prefs.
        .testTarget(
            name: "PrefsKitCompatibilityTests", dependencies: ["Prefs"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
