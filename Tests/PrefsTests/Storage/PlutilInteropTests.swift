import Foundation
import Prefs
import Testing

/// Property lists Prefs writes pass `plutil -lint` (which ships with the Swift toolchain), and files `plutil`
/// converts load in Prefs.
@Suite struct PlutilInteropTests {
    func plutil(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["plutil"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 127, "plutil was not found on PATH")
        return (process.terminationStatus, text)
    }

    @Test(arguments: [PrefsPListFormat.xml, .binary])
    func plutilAcceptsWhatPrefsWritesAndPrefsReadsWhatPlutilConverts(format: PrefsPListFormat) throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.plist")
        let storage = PListFilePrefsStorage(file: file, format: format)
        try storage.modify { values in
            values["count"] = .int(42)
            values["ratio"] = .double(0.1)
            values["flag"] = .bool(true)
            values["names"] = .array([.string("a"), .string("b")])
        }
        let lint = try plutil(["-lint", file.path])
        #expect(lint.status == 0 && lint.output.contains("OK"), "\(lint.output)")

        let converted = directory.file("converted.plist")
        let conversion = try plutil([
            "-convert", format == .xml ? "binary1" : "xml1", "-o", converted.path, file.path,
        ])
        #expect(conversion.status == 0, "\(conversion.output)")
        let reread = PListFilePrefsStorage(file: converted)
        #expect(reread.loadError == nil)
        #expect(reread.storageValues() == storage.storageValues())
    }
}
