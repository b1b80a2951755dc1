import Foundation
import Testing

/// What one run of the built `PrefsDemo` printed and returned.
struct DemoRun: CustomStringConvertible {
    let status: Int32
    let output: String
    let errors: String

    /// Standard error's lines.
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }

    /// Standard output parsed as a JSON object.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
        return try #require(object as? [String: Any], "not a JSON object: \(output)")
    }

    var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
}

/// A scratch directory with a preferences file in it, and a way to run `PrefsDemo` against it.
final class DemoSandbox {
    let directory: URL
    /// The file `PREFS_DEMO_FILE` names unless a test says otherwise.
    let file: URL

    init(fileName: String = "prefs.json") {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent(fileName)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The environment a run gets: nothing from the test process but `PATH` (and `LLVM_PROFILE_FILE`, where a
    /// coverage run writes the tool's profile, Scripts/coverage.sh), a home directory inside the sandbox, and
    /// `PREFS_DEMO_FILE` naming ``file``; `overrides` replace or (with `nil`) remove variables.
    func environment(_ overrides: [String: String?] = [:]) -> [String: String] {
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.appendingPathComponent("home").path,
            "PREFS_DEMO_FILE": file.path,
        ]
        environment["LLVM_PROFILE_FILE"] = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"]
        for (name, value) in overrides { environment[name] = value }
        return environment
    }

    /// Runs `PrefsDemo arguments…` (or another of the package's executables) and waits for it.
    @discardableResult
    func run(
        _ arguments: [String], environment overrides: [String: String?] = [:], executable: URL? = DemoExecutable.url
    ) throws -> DemoRun {
        let process = try start(arguments, environment: overrides, executable: executable)
        return process.finish()
    }

    /// Starts `PrefsDemo arguments…` (or another of the package's executables) without waiting.
    func start(
        _ arguments: [String], environment overrides: [String: String?] = [:], executable: URL? = DemoExecutable.url
    ) throws -> RunningDemo {
        try RunningDemo(arguments, environment: environment(overrides), directory: directory, executable: executable)
    }

    /// The preferences file's contents as a JSON object.
    func storedJSON() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        return try #require(object as? [String: Any])
    }

    /// The bytes of the preferences file, or `nil` when there is none.
    var fileBytes: Data? { try? Data(contentsOf: file) }

    /// The names in the sandbox directory.
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() }
}

/// A `PrefsDemo` (or `PrefsTestHelper`) process whose output goes to files, so that neither pipe can fill up and block it.
final class RunningDemo {
    private let process = Process()
    private let outputFile: URL
    private let errorFile: URL

    init(
        _ arguments: [String], environment: [String: String], directory: URL, executable: URL? = DemoExecutable.url
    ) throws {
        let executable = try #require(executable, "the executable was not built next to the tests")
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let id = UUID().uuidString
        outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-cli-out-\(id)")
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-cli-err-\(id)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// What the process has written to standard output so far.
    var outputSoFar: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    /// What the process has written to standard error so far.
    var errorsSoFar: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Sends the process SIGINT, as Ctrl-C does.
    func interrupt() { process.interrupt() }

    /// Sends the process SIGKILL, so that a failed test leaves no process behind.
    func kill() { if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) } }

    func finish() -> DemoRun {
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        return DemoRun(
            status: process.terminationStatus,
            output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}
