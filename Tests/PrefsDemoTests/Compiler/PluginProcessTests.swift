import Foundation
import Testing

/// The built macro plugin as the compiler runs it: a process that reads framed messages on standard input and writes
/// replies on standard output. A well-formed exchange is answered; a connection cut mid-message, or a length no
/// compiler sends, ends the process with status 1 and one line on standard error, never a crash signal.
@Suite struct PluginProcessTests {
    /// `length` as the protocol frames it: 8 bytes, little-endian.
    private func header(_ length: UInt64) -> Data {
        withUnsafeBytes(of: length.littleEndian) { Data($0) }
    }

    /// Runs the plugin with `input` on standard input; its status, standard output and standard error.
    private func run(_ input: Data) throws -> (
        status: Int32, reason: Process.TerminationReason, output: Data, error: String
    ) {
        let plugin = try ConsumerCompiler.current.get().plugin
        let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-plugin-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appending(path: "in")
        try input.write(to: inputFile)
        let outputFile = directory.appending(path: "out")
        let errorFile = directory.appending(path: "err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = plugin
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, process.terminationReason, try Data(contentsOf: outputFile),
            String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }

    @Test func aHandshakeIsAnsweredAndTheEndOfInputEndsThePlugin() throws {
        let message = Data(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8)
        let result = try run(header(UInt64(message.count)) + message)
        #expect(result.reason == .exit && result.status == 0, "\(result.error)")
        #expect(result.output.count > 8)
        let length = result.output.prefix(8).enumerated().reduce(UInt64(0)) {
            $0 | UInt64($1.element) << (8 * $1.offset)
        }
        #expect(Int(length) == result.output.count - 8)
        #expect(String(decoding: result.output.dropFirst(8), as: UTF8.self).contains(#""protocolVersion":7"#))
    }

    @Test(
        arguments: [
            ("a message cut short", [UInt8](repeating: 0, count: 0), 100, "mid-message"),
            ("a header cut short", [1, 2, 3], nil, "mid-message"),
            ("a length no compiler sends", [], UInt64.max, "more than the plugin reads"),
        ] as [(String, [UInt8], UInt64?, String)])
    func aBrokenConnectionEndsThePluginWithAReason(
        _ name: String, body: [UInt8], declaredLength: UInt64?, reason: String
    ) throws {
        let input = (declaredLength.map(header) ?? Data()) + Data(body)
        let result = try run(input)
        #expect(result.reason == .exit, "\(name): ended by a signal")
        #expect(result.status == 1, "\(name): \(result.error)")
        #expect(result.error.contains(reason), "\(name): \(result.error)")
        #expect(result.output.isEmpty, "\(name): wrote a reply")
    }
}
