import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// The property lists of Tests/Fixtures/MacPreferences, shaped like the files Mac apps keep in
/// `~/Library/Preferences` (written by Scripts/make-mac-preference-fixtures.py): each reads, lists every member
/// no preference type holds, and keeps every other value exactly when one key is written — checked bit for bit
/// here and with Python's `plistlib`.
@Suite struct MacPreferenceFixtureTests {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/MacPreferences")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".plist") }
        .sorted()

    @Test func theFixturesAreThere() {
        #expect(Self.names.count >= 9, "\(Self.directory.path)")
        #expect(
            (
                Self.names.contains("com.example.sourcetree-like.plist"),
                Self.names.contains("com.example.editor-utf16le.plist")
            ) == (true, true))
    }

    @Test(arguments: names)
    func readsListsAndRewritesExactly(name: String) throws {
        let original = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let directory = TemporaryDirectory()
        let url = directory.file("prefs.plist")
        try Data(original).write(to: url)
        let format: PrefsPListFormat = PropertyListFormat(of: original) == .binary ? .binary : .xml
        let log = IssueLog()
        let storage = PListFilePrefsStorage(file: url, format: format, issues: log.handler, watching: .off)
        #expect(storage.loadError == nil)

        // Every member is a value or a kept member, each kept member reported once.
        let members = try PropertyListFormat.read(original).members()
        let kept = storage.keptMembers
        #expect(
            (storage.storageValues().count + kept.count, log.recorded.count, Set(log.recorded.compactMap(\.key))) == (
                members.count, kept.count, Set(kept.map(\.key))
            ))

        storage.setValue(forKey: "prefsFixtureProbe", to: 1)
        #expect(log.recorded.count == kept.count, "\(log.recorded.map(\.description))")
        let rewritten = try [UInt8](Data(contentsOf: url))
        #expect(PropertyListFormat(of: rewritten) == PropertyListFormat(of: original))
        let after = try PropertyListFormat.read(rewritten).members()
        for member in members.members {
            #expect(after[member.key] == member.value, "\(member.key)")
        }
        #expect((after["prefsFixtureProbe"], after.count) == (.integer(1), members.count + 1))

        // Python's plistlib reads the same values, the new key aside.
        let verdict = try runPython(
            """
            import plistlib, sys
            before = plistlib.load(open(sys.argv[1], 'rb'))
            after = plistlib.load(open(sys.argv[2], 'rb'))
            assert after.pop('prefsFixtureProbe') == 1
            print('same' if before == after else 'differ: %r' % sorted(k for k in before if before[k] != after.get(k)))
            """, [Self.directory.appendingPathComponent(name).path, url.path])
        #expect(verdict.trimmingCharacters(in: .whitespacesAndNewlines) == "same")

        let reopened = PListFilePrefsStorage(file: url, format: format, issues: IssueLog().handler, watching: .off)
        #expect(reopened.loadError == nil)
        #expect(reopened.keptMembers == kept)
    }

    @Test func aKeyedArchiveStoredAsAPreferenceIsKeptWithItsUIDs() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("prefs.plist")
        try FileManager.default.copyItem(
            at: Self.directory.appendingPathComponent("com.example.sourcetree-like.plist"), to: url)
        let log = IssueLog()
        let storage = PListFilePrefsStorage(file: url, format: .binary, issues: log.handler, watching: .off)
        #expect(storage.storageValue(forKey: "diffFontSize") == .int(11))
        #expect(storage.storageValue(forKey: "bookmarks") == nil)
        let bookmarks = try #require(storage.keptMembers.first { $0.key == "bookmarks" })
        #expect(bookmarks.kind == "dictionary")
        #expect(bookmarks.text.contains(#""$top": {"root": UID(1)}"#))
        #expect(
            log.recorded.map(\.description) == [
                "'bookmarks' in \(url.path) holds a dictionary with, at [\"$objects\"][1][\"$class\"], the UID 4 "
                    + "(a keyed-archive reference), which no preference type holds; it is kept in the file unchanged; "
                    + "it reads as absent"
            ])
    }
}
