// swift-tools-version: 6.2
// Prefs has no package dependencies. Its macros build against the SwiftSyntax modules that ship inside the
// Swift toolchain (`<toolchain>/usr/lib/swift/host`), found below. See Docs/Architecture.md.

import CompilerPluginSupport
import PackageDescription

// The C library, not Foundation, except on Apple platforms (for `Process`, to ask `xcrun` under Xcode: Swift does not
// offer `popen` there). SwiftPM compiles a manifest before it evaluates it (a package that depends on Prefs evaluates
// this one while it resolves, and editors whenever they load the package), and on Linux importing Foundation was half
// of that: a cold `swift package dump-package` of this manifest took 1.45 s with Foundation, 0.73 s without.
#if canImport(Darwin)
    import Darwin
    import Foundation
    import MachO  // _dyld_image_count, _dyld_get_image_name
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The value of the environment variable `name`; `nil` when it is unset or empty.
func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name), value.pointee != 0 else { return nil }
    return String(cString: value)
}

func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// `path` with every symbolic link, `.` and `..` resolved; `nil` when it does not exist.
func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// `path` without its last component: `/a/b/c` → `/a/b`.
func parentDirectory(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// The part of `text` before the first `marker`; `nil` when `marker` is not in it. (Foundation's `range(of:)` is not
/// imported on Linux, and the standard library's `firstRange(of:)` needs macOS 13 where a manifest may be built for less.)
func prefix(of text: String, before marker: String) -> String? {
    let bytes = Array(text.utf8)
    let pattern = Array(marker.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
        return String(decoding: bytes[..<start], as: UTF8.self)
    }
    return nil
}

/// The path of the `swiftc` that `xcrun` finds with `DEVELOPER_DIR` set to `developer` (so `TOOLCHAINS` applies to that
/// Xcode); `nil` when it fails. Only Apple platforms have `xcrun`.
func xcrunSwiftc(developer: String) -> String? {
    #if canImport(Darwin)
        let xcrun = Process()
        xcrun.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        xcrun.arguments = ["--find", "swiftc"]
        xcrun.environment = ProcessInfo.processInfo.environment.merging(["DEVELOPER_DIR": developer]) { _, new in new }
        let output = Pipe()
        xcrun.standardOutput = output
        guard (try? xcrun.run()) != nil else { return nil }
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        xcrun.waitUntilExit()
        let swiftc = path.trimmingCharacters(in: .whitespacesAndNewlines)
        return xcrun.terminationStatus == 0 && !swiftc.isEmpty ? swiftc : nil
    #else
        return nil
    #endif
}

/// Ends the evaluation with `sentence` on standard error.
func stop(_ sentence: String) -> Never {
    let line = Array((sentence + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

/// The directory holding the toolchain's SwiftSyntax modules (`SwiftSyntax.swiftmodule`, `libSwiftSyntax.so`, …).
///
/// It must belong to the toolchain that evaluates this manifest, whose compiler builds the plugin; the `swift` on
/// `PATH` may be another one (under Xcode started from the Dock it is the `/usr/bin` shim). Looked up in order:
/// 1. the `PREFS_SWIFT_HOST_LIBS` environment variable;
/// 2. the `PackageDescription` library this manifest process has loaded: SwiftPM links the manifest against the
///    `lib/swift/pm/ManifestAPI` of its own toolchain, so `lib/swift/host` beside it is that toolchain's. Xcode (the
///    app and `xcodebuild`) links it against a copy inside `Xcode.app/Contents/…/SwiftPM.framework` instead; then the
///    toolchain is the one `TOOLCHAINS` selects, if set (asked of `xcrun` with this Xcode's `DEVELOPER_DIR`), else
///    this Xcode's `XcodeDefault.xctoolchain`.
/// Nothing else is guessed. Without `SwiftSyntax.swiftmodule` there, the manifest stops with one sentence saying
/// what to set. See Docs/Architecture.md.
let toolchainHostLibraries: String = {
    func hasSwiftSyntax(_ directory: String) -> Bool { fileExists(directory + "/SwiftSyntax.swiftmodule") }
    if let override = environmentValue("PREFS_SWIFT_HOST_LIBS") {
        guard hasSwiftSyntax(override) else {
            stop(
                "error: PREFS_SWIFT_HOST_LIBS=\(override) has no SwiftSyntax.swiftmodule; "
                    + "set it to the usr/lib/swift/host directory of the toolchain that builds Prefs.")
        }
        return override
    }
    // The PackageDescription library loaded in this process, as the dynamic loader opened it.
    var loaded: [String] = []
    #if canImport(Darwin)
        for index in 0..<_dyld_image_count() {
            if let name = _dyld_get_image_name(index) { loaded.append(String(cString: name)) }
        }
    #else
        // Read to the end with read(2): /proc files report a size of 0, and a reader that trusts the size stops early.
        var maps: [UInt8] = []
        let file = open("/proc/self/maps", O_RDONLY)
        if file >= 0 {
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                maps += chunk[..<count]
            }
            close(file)
        }
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            if let slash = line.firstIndex(of: "/") { loaded.append(String(line[slash...])) }
        }
    #endif
    let library = loaded.first { $0.split(separator: "/").last?.hasPrefix("libPackageDescription.") == true }
    var host: String?
    if let library {
        let manifestAPI = parentDirectory(library)
        if manifestAPI.hasSuffix("/lib/swift/pm/ManifestAPI") {
            // A toolchain's own SwiftPM (`swift build`, `swift test`, `swift package`, any toolchain, any PATH).
            host = String(manifestAPI.dropLast("pm/ManifestAPI".count)) + "host"
        } else if let app = prefix(of: library, before: ".app/Contents/") {
            // Xcode: its toolchain is the one TOOLCHAINS selects, else this Xcode's default one.
            let developer = app + ".app/Contents/Developer"
            if environmentValue("TOOLCHAINS") != nil {
                if let swiftc = xcrunSwiftc(developer: developer), let resolved = resolvedPath(swiftc) {
                    host = parentDirectory(parentDirectory(resolved)) + "/lib/swift/host"
                }
            } else {
                host = developer + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host"
            }
        }
    }
    guard let host, hasSwiftSyntax(host) else {
        let place =
            host.map { "\($0) has no SwiftSyntax.swiftmodule" }
            ?? "no toolchain directory could be derived from the PackageDescription library this manifest loaded ("
            + (library ?? "none found") + ")"
        stop(
            "error: Prefs builds its macros against the SwiftSyntax modules of the toolchain that builds it, and "
                + "\(place): set PREFS_SWIFT_HOST_LIBS to that toolchain's usr/lib/swift/host directory.")
    }
    return host
}()

/// An opt-in module cache that outlives `.build`, for this repository's own development: `PREFS_MODULE_CACHE=<dir>`.
///
/// Off by default, so that a build of Prefs (and of every package that depends on it) writes nothing outside its own
/// build directory. A contributor who rebuilds from clean often may set it to keep the binary modules the compiler
/// builds from the toolchain's interfaces (the SwiftSyntax modules, `Testing`…) between clean builds; the compiler
/// checks each cached module against the files it was built from and rebuilds a stale one. The directory is keyed by
/// the toolchain below it, and deleting it at any time is safe. See Docs/Contributing.md.
let sharedModuleCache: String? = {
    guard let base = environmentValue("PREFS_MODULE_CACHE"), base.hasPrefix("/") else { return nil }
    let host = resolvedPath(toolchainHostLibraries) ?? toolchainHostLibraries
    var identity = host
    var status = stat()
    if stat(host + "/../../../bin/swift-frontend", &status) == 0 {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        identity += "|\(status.st_size)|\(modified.tv_sec).\(modified.tv_nsec)"
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
    for byte in identity.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let key = String(hash, radix: 16)
    return "\(base)/module-cache/toolchain-\(String(repeating: "0", count: 16 - key.count))\(key)"
}()

/// Flags for every target: no index data for the toolchain's modules, and the opt-in module cache above.
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
        // The expansion tests compile the macros' sources themselves (`Tests/PrefsMacrosTests/PrefsMacros` is a link
        // to `Sources/PrefsMacros`) instead of depending on the macro target: a test target that depends on a macro
        // makes SwiftPM build a second, host copy of every target that uses the macro (Prefs, PrefsDemo).
        .testTarget(
            name: "PrefsMacrosTests",
            exclude: ["PrefsMacros/Plugin.swift", "PrefsMacros/StandardIOMessageConnection.swift"],
            swiftSettings: strictSettings + toolchainSyntaxFlags,
            linkerSettings: toolchainSyntaxLinking
        ),
        .testTarget(
            name: "PrefsTests",
            dependencies: [
                "PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "PrefsKitCompatibility", "Prefs", "PrefsCore",
            ],
            swiftSettings: testSettings),
        .testTarget(
            name: "PrefsDemoTests",
            dependencies: ["PrefsDemo", "PrefsCommandLine", "PrefsSearch", "PrefsMigrations", "Prefs", "PrefsCore"],
            swiftSettings: testSettings),
        // Code written as PrefsKit's documentation writes it (bare `PrefsStorage` existentials included), importing
        // only Foundation, Testing and PrefsKitCompatibility.
        .testTarget(
            name: "PrefsKitCompatibilityTests", dependencies: ["PrefsKitCompatibility", "Prefs", "PrefsCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
