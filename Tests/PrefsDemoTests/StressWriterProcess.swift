import Foundation
import Testing

/// The package's built executables, which the end-to-end tests run as child processes: `PrefsDemo`, `PrefsBench`
/// and `PrefsTestHelper` (the stress writer and the hanging migration).
enum DemoExecutable {
    static let url: URL? = url(named: "PrefsDemo")
    static let bench: URL? = url(named: "PrefsBench")
    static let testHelper: URL? = url(named: "PrefsTestHelper")

    /// Next to the test bundle (`.build/<triple>/debug/`), or in `.build/debug/` of this package.
    static func url(named name: String) -> URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// A running `PrefsTestHelper stress-write FILE KEYPREFIX N`, whose standard output lists acknowledged writes.
final class StressWriterProcess {
    let process = Process()
    private let output = Pipe()
    private var buffer = Data()
    /// The writes the child reported as done, in order.
    private(set) var acknowledged: [Int] = []

    init(file: URL, prefix: String, count: Int) throws {
        let executable = try #require(DemoExecutable.testHelper, "PrefsTestHelper was not built next to the tests")
        process.executableURL = executable
        process.arguments = ["stress-write", file.path, prefix, String(count)]
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    /// Blocks until the child has acknowledged `count` writes in total, or has exited.
    func waitForAcknowledged(_ count: Int) {
        while acknowledged.count < count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return }
            append(chunk)
        }
    }

    /// Kills the child with SIGKILL, waits for it, and collects every acknowledgement it printed.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        finish()
    }

    /// Waits for the child to exit and collects every acknowledgement it printed.
    func finish() {
        append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
    }

    private func append(_ chunk: Data) {
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: 0x0A) {
            if let value = Int(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)) {
                acknowledged.append(value)
            }
            buffer.removeSubrange(buffer.startIndex...newline)
        }
    }
}
