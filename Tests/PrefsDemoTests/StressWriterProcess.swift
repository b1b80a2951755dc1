import Foundation
import Testing

/// The package's built executables, which the end-to-end tests run as child processes: `PrefsDemo`, `PrefsBench`
/// and `PrefsTestHelper` (the stress writer and the hanging migration).
enum DemoExecutable {
    /// A class of this module, whose bundle is the test bundle on Apple platforms.
    private final class BundleMarker {}

    static let url: URL? = url(named: "PrefsDemo")
    static let bench: URL? = url(named: "PrefsBench")
    static let testHelper: URL? = url(named: "PrefsTestHelper")

    /// In the directory of the build's products, found from the test code as ``ConsumerCompiler`` finds it: on Apple
    /// platforms the directory of the `.xctest` bundle holding this code (`Bundle.main` is the test runner there,
    /// `xctest` or Xcode's agent, elsewhere on disk); elsewhere the directory of the running test executable. Else
    /// in `.build/debug/` of this package.
    static func url(named name: String) -> URL? {
        var candidates: [URL] = []
        #if canImport(Darwin)
            let products = Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
            candidates.append(products.appendingPathComponent(name))
        #else
            if let executable = Bundle.main.executableURL {
                for located in [executable, executable.resolvingSymlinksInPath()] {
                    candidates.append(located.deletingLastPathComponent().appendingPathComponent(name))
                }
            }
        #endif
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
