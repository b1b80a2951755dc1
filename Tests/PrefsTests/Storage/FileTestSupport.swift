import Foundation
import Prefs
import Testing

/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Names of the entries in the directory, sorted.
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The three file storages under test, by the name a test report shows.
enum FileKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case json, xmlPlist, binaryPlist

    var fileName: String { self == .json ? "prefs.json" : "prefs.plist" }

    var format: PrefsFileFormat {
        switch self {
        case .json: .json
        case .xmlPlist: .plist(.xml)
        case .binaryPlist: .plist(.binary)
        }
    }

    func storage(_ file: URL, writePolicy: PrefsWritePolicy = .immediate) -> FilePrefsStorage {
        switch self {
        case .json: JSONFilePrefsStorage(file: file, writePolicy: writePolicy)
        case .xmlPlist: PListFilePrefsStorage(file: file, format: .xml, writePolicy: writePolicy)
        case .binaryPlist: PListFilePrefsStorage(file: file, format: .binary, writePolicy: writePolicy)
        }
    }

    var testDescription: String { rawValue }
}

/// Runs `python3 -c script arguments…` and returns its standard output.
///
/// The interop tests need python3; when it is missing they fail with this message rather than being skipped.
func runPython(_ script: String, _ arguments: [String] = []) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python3, "-c", script] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw PythonFailure(
            message: process.terminationStatus == 127
                ? "python3 is required by the interop tests but was not found on PATH"
                : "python3 exited with status \(process.terminationStatus): \(errorText)")
    }
    return String(decoding: data, as: UTF8.self)
}

struct PythonFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Writes `text` to `url`, replacing it.
func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
}
