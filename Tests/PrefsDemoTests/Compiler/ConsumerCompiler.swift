import Foundation
import Synchronization
import Testing

/// Compiles Swift files as a package that depends on Prefs compiles them: in the Swift 6 language mode, importing the
/// `Prefs` module and loading the macro plugin that this test run built, with no other flags. It uses the `swiftc` on
/// `PATH`, which must be the compiler that built them (`swift test` runs with it).
///
/// One file is one module (a `main.swift`), so top-level code and names of its own are allowed in each. A file takes
/// about a quarter of a second: the module cache of the build is reused, so nothing is compiled twice.
struct ConsumerCompiler: Sendable {
    /// A class of this module, whose bundle is the test bundle on Apple platforms.
    private final class BundleMarker {}

    /// The directory holding `Prefs.swiftmodule`.
    let modules: URL
    /// The macro plugin executable.
    let plugin: URL
    /// The build's module cache (Foundation, Glibc, …, already compiled).
    let moduleCache: URL?

    /// The compiler set up from the build products beside the running tests, or a failure naming where it looked.
    ///
    /// The build system puts the test code and the products it was built with in one directory, and that directory
    /// is found from the test code itself, not from a list of likely folders: on Linux, the directory of the running
    /// test executable (`.build/debug/PrefsPackageTests.xctest` with SwiftPM's native build system,
    /// `…/out/Products/Debug-linux/PrefsDemoTests-test-runner` with Swift Build); on Apple platforms, the directory of
    /// the `.xctest` bundle holding this code. The two build systems lay that directory out differently:
    /// - native: `Modules/Prefs.swiftmodule`, the plugin `PrefsMacros-tool`, the module cache `ModuleCache`;
    /// - Swift Build: `Prefs.swiftmodule`, the plugin `PrefsMacros`, the module cache `../../ModuleCache.noindex`.
    static let current: Result<ConsumerCompiler, LookupFailure> = {
        #if canImport(Darwin)
            let products = Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
        #else
            guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
                return .failure(LookupFailure(searched: []))
            }
            let products = executable.deletingLastPathComponent()
        #endif
        let fileManager = FileManager.default
        func modificationDate(_ url: URL) -> Date? {
            (try? fileManager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        }
        // Native: SwiftPM builds `-tool` copies of the modules when a test target depends on a macro target; the
        // package no longer does, but a `.build` from before may still hold a stale copy, so the newest is used.
        let native = ["Modules-tool", "Modules"].map { products.appending(path: $0) }
            .compactMap { modules in
                modificationDate(modules.appending(path: "Prefs.swiftmodule")).map { (modules, $0) }
            }
            .max { $0.1 < $1.1 }
        let layouts: [(modules: URL, plugin: URL, cache: URL)] = [
            native.map {
                ($0.0, products.appending(path: "PrefsMacros-tool"), products.appending(path: "ModuleCache"))
            },
            (
                products, products.appending(path: "PrefsMacros"),
                products.appending(path: "../../ModuleCache.noindex").standardizedFileURL
            ),
        ].compactMap { $0 }
        for layout in layouts
        where modificationDate(layout.modules.appending(path: "Prefs.swiftmodule")) != nil
            && fileManager.isExecutableFile(atPath: layout.plugin.path)
        {
            return .success(
                ConsumerCompiler(
                    modules: layout.modules, plugin: layout.plugin,
                    moduleCache: fileManager.fileExists(atPath: layout.cache.path) ? layout.cache : nil))
        }
        return .failure(LookupFailure(searched: [products]))
    }()

    struct LookupFailure: Error, CustomStringConvertible {
        let searched: [URL]
        var description: String {
            "no Prefs.swiftmodule with PrefsMacros-tool (native build) or PrefsMacros (Swift Build) beside the running "
                + "tests, in "
                + (searched.isEmpty
                    ? "(the test executable's location is unknown)" : searched.map(\.path).joined(separator: ", "))
        }
    }

    /// What to do with the file.
    enum Mode: Sendable {
        /// Type-check only (errors a missing declaration or a misuse of the macros cause).
        case typecheck
        /// Also run the compiler's mandatory SIL passes, which report data races, uninitialised variables and
        /// unreachable code, as a real build does; no object code is produced.
        case sil
    }

    /// One diagnostic the compiler printed.
    struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
        /// The file's name; `<macro expansion>` for code a macro generated.
        let file: String
        let line: Int
        let column: Int
        /// `error`, `warning`, `note` or `remark`.
        let severity: String
        /// The message without the compiler's ` (from macro '…')` suffix.
        let message: String

        var description: String { "\(file):\(line):\(column): \(severity): \(message)" }
    }

    struct Outcome: Sendable {
        let status: Int32
        let diagnostics: [Diagnostic]
        /// Everything the compiler printed.
        let output: String
    }

    /// Compiles `file` on its own, as the `main.swift` of a module named `module`.
    func compile(_ file: URL, module: String = "Consumer", mode: Mode = .typecheck) throws -> Outcome {
        var arguments = [mode == .sil ? "-emit-sil" : "-typecheck"]
        if mode == .sil { arguments += ["-o", "/dev/null"] }
        arguments += [
            "-swift-version", "6", "-module-name", module, "-I", modules.path,
            "-load-plugin-executable", "\(plugin.path)#PrefsMacros", "-diagnostic-style", "llvm",
            "-no-color-diagnostics",
        ]
        if let moduleCache { arguments += ["-module-cache-path", moduleCache.path] }
        arguments.append(file.path)
        return try run(["swiftc"] + arguments)
    }

    /// Runs `command` (its tool found on `PATH`) and reads what it printed.
    private func run(_ command: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = command
        // One file for both streams, so that nothing blocks on a full pipe and notes stay after their error.
        let log = FileManager.default.temporaryDirectory.appending(path: "prefs-swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return Outcome(status: process.terminationStatus, diagnostics: Self.diagnostics(in: output), output: output)
    }

    /// Type-checks `file` as a `Package.swift`, against the toolchain's PackageDescription (tools version 6.2).
    func compileManifest(_ file: URL) throws -> Outcome {
        let info = try run(["swiftc", "-print-target-info"])
        let object = try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any]
        let paths = object?["paths"] as? [String: Any]
        let resources = try #require(
            paths?["runtimeResourcePath"] as? String, "swiftc -print-target-info: \(info.output)")
        let manifestAPI = URL(filePath: resources).appending(path: "pm/ManifestAPI")
        return try run([
            "swiftc", "-typecheck", "-swift-version", "6", "-I", manifestAPI.path, "-package-description-version",
            "6.2", "-diagnostic-style", "llvm", "-no-color-diagnostics", file.path,
        ])
    }

    /// Compiles each file on its own, two at a time, and returns the results in the order of `files`.
    func compile(_ files: [URL], mode: Mode) -> [Result<Outcome, any Error>] {
        let results = Mutex<[Int: Result<Outcome, any Error>]>([:])
        let width = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: width) { lane in
            for index in stride(from: lane, to: files.count, by: width) {
                let result = Result { try compile(files[index], module: "Sample\(index)", mode: mode) }
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { all in files.indices.map { all[$0]! } }
    }

    /// The `file:line:column: severity: message` lines of the compiler's output.
    static func diagnostics(in output: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { line -> Diagnostic? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let lineNumber = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            guard ["error", "warning", "note", "remark"].contains(severity) else { return nil }
            var message = parts[4].trimmingCharacters(in: .whitespaces)
            if let suffix = message.range(of: #" \(from macro '[^']*'\)$"#, options: .regularExpression) {
                message.removeSubrange(suffix)
            }
            let path = String(parts[0])
            let name = path.contains("@__swiftmacro_") ? "<macro expansion>" : URL(filePath: path).lastPathComponent
            return Diagnostic(file: name, line: lineNumber, column: column, severity: severity, message: message)
        }
    }
}
