import Foundation
import Testing

/// `PrefsDemo` given the property lists of Tests/Fixtures/MacPreferences (shaped like Mac apps' preference files) as
/// its file: `dump --all` lists every stored key — a preference, an undeclared key, or a value no preference type
/// holds, with its kind and text — and `set` of one key keeps every other value, as Python's `plistlib` reads them.
@Suite struct CommandLineMacFixtureTests {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/MacPreferences")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".plist") }
        .sorted()

    @Test(arguments: names)
    func dumpListsEveryKeyAndSetKeepsTheRest(name: String) throws {
        let sandbox = DemoSandbox(fileName: "prefs.plist")
        let fixture = Self.directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixture, to: sandbox.file)

        let dump = try sandbox.run(["dump", "--all", "--json"])
        #expect(dump.status == 0, "\(dump)")
        let json = try dump.json()
        let declared = ((json["prefs"] as? [[String: Any]]) ?? []).filter { ($0["source"] as? String) == "file" }
        let undeclared = (json["undeclared"] as? [[String: Any]]) ?? []
        let kept = (json["kept"] as? [[String: Any]]) ?? []
        let listed = (declared + undeclared + kept).compactMap { $0["key"] as? String }
        let stored = try python(
            "import plistlib,sys; print('\\n'.join(sorted(plistlib.load(open(sys.argv[1],'rb')))))", fixture.path)
        #expect(listed.sorted() == stored.split(separator: "\n").map(String.init).sorted())
        for member in kept {
            #expect((member["kind"] as? String)?.isEmpty == false)
            #expect((member["text"] as? String)?.isEmpty == false)
        }
        // One warning per kept member, naming it and the file.
        #expect(dump.errorLines.count == kept.count, "\(dump)")
        for (line, member) in zip(dump.errorLines, kept) {
            #expect(line.hasPrefix("warning: '\(member["key"] as? String ?? "")' in \(sandbox.file.path) holds "))
        }

        let set = try sandbox.run(["set", "tabWidth=3"])
        #expect(set.status == 0, "\(set)")
        let verdict = try python(
            """
            import plistlib, sys
            before = plistlib.load(open(sys.argv[1], 'rb'))
            after = plistlib.load(open(sys.argv[2], 'rb'))
            assert after.pop('tabWidth') == 3
            before.pop('tabWidth', None)
            print('same' if before == after else 'differ: %r' % sorted(k for k in before if before[k] != after.get(k)))
            """, fixture.path, sandbox.file.path)
        #expect(verdict == "same")

        let text = try sandbox.run(["dump", "--all"])
        #expect(text.status == 0)
        if !kept.isEmpty {
            #expect(
                text.output.contains("Stored values no preference type holds (read as absent, kept by every write):"))
        }
    }

    /// Runs `python3 -c script arguments…` and returns its output without the final newline.
    private func python(_ script: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python3, "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 failed: \(script)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
