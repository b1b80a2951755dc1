import Foundation
import Testing

/// `PrefsTestHelper`, the child process of the storage and migration tests, refuses what it does not understand with
/// its usage and status 2 (so a test that calls it wrongly fails on the spot instead of waiting for output).
@Suite struct TestHelperUsageTests {
    @Test(arguments: [
        ([], "usage: PrefsTestHelper stress-write | migrate-hang | conformance | app-tool ...\n"),
        (["stress-write", "file.json"], "usage: PrefsTestHelper stress-write FILE KEYPREFIX N\n"),
        (["migrate-hang", "file.json", "binary"], "usage: PrefsTestHelper migrate-hang FILE [xml]\n"),
        (
            ["app-tool", "decorated"],
            "usage: PrefsTestHelper app-tool ignores-given | open-storage | audited | minimal-wrapper | nested "
                + "ARGUMENTS...\n"
        ),
    ])
    func wrongArgumentsPrintTheUsage(arguments: [String], usage: String) throws {
        let executable = try #require(DemoExecutable.testHelper, "PrefsTestHelper was not built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect((process.terminationStatus, text) == (2, usage))
    }
}
