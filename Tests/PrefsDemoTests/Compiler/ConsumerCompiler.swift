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
    /// The directory holding `Prefs.swiftmodule`.
    let modules: URL
    /// The macro plugin executable.
    let plugin: URL
    /// The build's module cache (Foundation, Glibc, …, already compiled).
    let moduleCache: URL?

    /// The compiler set up from the build products next to the running tests, or `nil` (with the places it looked)
    /// when they are not there.
    static let current: Result<ConsumerCompiler, LookupFailure> = {
        var binDirectories: [URL] = []
        if let executable = Bundle.main.executableURL { binDirectories.append(executable.deletingLastPathComponent()) }
        binDirectories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        binDirectories.append(packageRoot.appending(path: ".build/debug"))
        let fileManager = FileManager.default
        for bin in binDirectories {
            // SwiftPM builds `-tool` copies of the modules when a test target depends on a macro target; the
            // package no longer does, but a `.build` from before may still hold a stale copy: the newest is used.
            let candidates = ["Modules-tool", "Modules"].compactMap { name -> (URL, Date)? in
                let modules = bin.appending(path: name)
                let module = modules.appending(path: "Prefs.swiftmodule").path
                guard let attributes = try? fileManager.attributesOfItem(atPath: module),
                    let date = attributes[.modificationDate] as? Date
                else { return nil }
                return (modules, date)
            }
            for (modules, _) in candidates.sorted(by: { $0.1 > $1.1 }) {
                let plugin = bin.appending(path: "PrefsMacros-tool")
                guard fileManager.isExecutableFile(atPath: plugin.path) else { continue }
                let cache = bin.appending(path: "ModuleCache")
                return .success(
                    ConsumerCompiler(
                        modules: modules, plugin: plugin,
                        moduleCache: fileManager.fileExists(atPath: cache.path) ? cache : nil))
            }
        }
        return .failure(LookupFailure(searched: binDirectories))
    }()

    struct LookupFailure: Error, CustomStringConvertible {
        let searched: [URL]
        var description: String {
            "no Prefs.swiftmodule and PrefsMacros-tool in " + searched.map(\.path).joined(separator: ", ")
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
