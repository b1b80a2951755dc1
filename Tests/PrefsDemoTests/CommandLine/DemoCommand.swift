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

/// `value` as compact JSON with sorted keys, so that one comparison shows every actual value, and its type (`false`
/// is not `0`, `"2"` is not `2`), at once.
func jsonText(_ value: Any?) -> String {
    guard let value,
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
    else { return "\(value as Any)" }
    return String(decoding: data, as: UTF8.self)
}

/// The text that `value`, base64 as a JSON file keeps `Data`, encodes, or `nil` when it is not base64.
func base64Text(_ value: Any?) -> String? {
    (value as? String).flatMap { Data(base64Encoded: $0) }.map { String(decoding: $0, as: UTF8.self) }
}

extension Dictionary where Key == String, Value == Any {
    /// The entries at `keys` as ``jsonText(_:)``: a key that is missing is missing from the text.
    func jsonText(_ keys: String...) -> String {
        PrefsDemoTests.jsonText(filter { keys.contains($0.key) })
    }
}

extension Array where Element == [String: Any] {
    /// The entry whose `key` is `key`, as in `dump --json`'s `prefs`.
    func entry(_ key: String) -> [String: Any]? { first { $0["key"] as? String == key } }
}

/// One run of `PrefsDemo` in a new sandbox and all it must print, a row of a table of cases: `$DIR` in the files,
/// arguments, environment and expected text stands for the sandbox's directory.
struct DemoCase: CustomTestStringConvertible, Sendable {
    /// What the case shows, as the test report names it.
    var name: String
    /// Files written in the sandbox first, by name; each but the preferences file must be as it was afterwards.
    var files: [String: String] = [:]
    /// Runs made first, each of which must succeed.
    var before: [[String]] = []
    var arguments: [String]
    var environment: [String: String] = [:]
    var status: Int32
    var output = ""
    var errors: [String] = []
    /// The preferences file's contents afterwards as ``jsonText(_:)``; `nil`: the run leaves the file as it was.
    var stored: String?

    var testDescription: String { name }

    /// Runs the case and expects its status, standard output and error, and file.
    func check() throws {
        let sandbox = DemoSandbox()
        let directory = sandbox.directory.path
        func expand(_ text: String) -> String { text.replacingOccurrences(of: "$DIR", with: directory) }
        for (name, contents) in files {
            try Data(expand(contents).utf8).write(to: sandbox.directory.appendingPathComponent(name))
        }
        for arguments in before {
            let run = try sandbox.run(arguments.map(expand))
            try #require(run.status == 0, "\(arguments): \(run)")
        }
        let bytes = sandbox.fileBytes
        let run = try sandbox.run(arguments.map(expand), environment: environment.mapValues { expand($0) })
        #expect(
            (run.status, run.output, run.errorLines) == (status, expand(output), errors.map(expand)), "\(run)")
        if let stored {
            #expect(jsonText(try sandbox.storedJSON()) == stored)
        } else {
            #expect(sandbox.fileBytes == bytes, "the file is left as it was")
        }
        let read = files.filter { $0.key != sandbox.file.lastPathComponent }
        let now = read.keys.map { name in
            (name, (try? String(contentsOf: sandbox.directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
        #expect(Dictionary(uniqueKeysWithValues: now) == read.mapValues(expand), "a file only read is left as it is")
    }
}

/// `lines` with each line that starts with the prefix at its place cut to that prefix: compared with `prefixes`, a
/// failure shows the whole of every line that differs.
func cutToPrefixes(_ lines: [String], _ prefixes: [String]) -> [String] {
    lines.enumerated().map { index, line in
        index < prefixes.count && line.hasPrefix(prefixes[index]) ? prefixes[index] : line
    }
}
