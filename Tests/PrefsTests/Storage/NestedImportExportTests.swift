import Foundation
import Prefs
import Testing

@PrefsSchema final class NestedSyncPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = .storageOnly
    }

    @Pref(key: "sync.server") var server: String = "https://sync.example.com"
    @Pref(key: "sync.interval") @Setting(range: 1...3600) var interval: Int = 60
    @Pref var theme: String = "system"
}

/// Import and export over a file read with `keys: .nestedPaths` follow its layout, and a member no preference type
/// holds inside a nested section (a JSON `null`) hides nothing but itself.
@Suite struct NestedImportExportTests {
    let directory = TemporaryDirectory()
    var file: URL { directory.file("settings.json") }

    func nested(_ json: String) throws -> JSONFilePrefsStorage {
        try Data(json.utf8).write(to: file)
        return JSONFilePrefsStorage(file: file, issues: PrefsIssueHandler { _ in }, watching: .off, keys: .nestedPaths)
    }

    /// The file's top-level members, as a flat reader sees them.
    func members(_ url: URL? = nil) -> [String: PrefsValue] {
        JSONFilePrefsStorage(file: url ?? file, watching: .off).storageValues()
    }

    static let formats: [PrefsFileFormat] = [.json, .plist(.xml), .plist(.binary)]

    @Test(arguments: formats) func anExportIsNestedAsTheFileIsAndImportsBackByPath(_ format: PrefsFileFormat) throws {
        let storage = try nested(#"{"sync": {"interval": 5, "server": "https://a.test"}, "theme": "dark"}"#)
        let data = try storage.exportData(format: format)
        let document = DictionaryPrefsStorage()
        try document.load(from: data, format: format, by: .reinitializing)
        #expect(
            document.storageValues() == [
                "sync": .dictionary(["interval": .int(5), "server": .string("https://a.test")]),
                "theme": .string("dark"),
            ])
        let copy = JSONFilePrefsStorage(file: directory.file("copy.json"), watching: .off, keys: .nestedPaths)
        let changed = try copy.load(from: data, format: format, by: .reinitializing)
        #expect(changed == ["sync.interval", "sync.server", "theme"])
        #expect(copy.storageValues() == storage.storageValues())
        #expect(members(directory.file("copy.json")) == members())
    }

    @Test func anImportedDocumentChangesOnlyItsPaths() throws {
        let storage = try nested(#"{"other": {"x": 1}, "sync": {"interval": 5, "server": "https://a.test"}}"#)
        let changed = try storage.load(from: Data(#"{"sync": {"interval": 9}}"#.utf8), format: .json, by: .updating)
        #expect(changed == ["sync.interval"])
        #expect(
            members() == [
                "other": .dictionary(["x": .int(1)]),
                "sync": .dictionary(["interval": .int(9), "server": .string("https://a.test")]),
            ])
    }

    @Test func aDictionaryGivenForAKeyIsThePathsBelowIt() throws {
        let storage = try nested(#"{"sync": {"interval": 5, "server": "https://a.test"}}"#)
        try storage.load(from: ["sync": ["interval": 7], "ui.zoom": 2], by: .updating)
        #expect(storage.storageValue(forKey: "sync.interval") == .int(7))
        #expect(storage.storageValue(forKey: "sync.server") == .string("https://a.test"))
        #expect(members()["ui"] == .dictionary(["zoom": .int(2)]))
    }

    /// A schema's import checks each value at its path, so a nested document cannot slip an invalid value past it.
    @Test func aSchemasImportChecksEveryPath() throws {
        let storage = try nested(#"{"sync": {"interval": 5}}"#)
        let prefs = NestedSyncPrefs(storage)
        let before = try Data(contentsOf: file)
        #expect {
            try prefs.importValues(from: Data(#"{"sync": {"interval": 0}}"#.utf8), format: .json, by: .updating)
        } throws: { error in
            "\(error)" == "'sync.interval': 0 is not allowed; expected 1...3600"
        }
        #expect(try Data(contentsOf: file) == before)
        try prefs.importValues(from: ["sync": ["interval": 30]], by: .updating)
        #expect(prefs.interval == 30)
        #expect(members()["sync"] == .dictionary(["interval": .int(30)]))
    }

    // MARK: A member no preference type holds, inside a section

    /// `"proxy": null` used to keep the whole `sync` object verbatim, so every path in it read its default.
    @Test func aNullInsideASectionHidesOnlyItself() throws {
        let log = IssueLog()
        try Data(#"{"sync": {"interval": 5, "proxy": null, "server": "https://a.test"}, "theme": "dark"}"#.utf8)
            .write(to: file)
        let storage = JSONFilePrefsStorage(file: file, issues: log.handler, watching: .off, keys: .nestedPaths)
        let prefs = NestedSyncPrefs(storage)
        #expect(prefs.interval == 5)
        #expect(prefs.server == "https://a.test")
        #expect(storage.storageValue(forKey: "sync.proxy") == nil)
        #expect(
            log.recorded.map(\.description) == [
                "'sync.proxy' in \(file.path) holds null, which no preference type holds; it is kept in the file "
                    + "unchanged; it reads as absent"
            ])
        // A write elsewhere keeps the section byte for byte; a write inside it keeps the null where it is.
        let section = #""sync": {"interval": 5, "proxy": null, "server": "https://a.test"}"#
        prefs.theme = "light"
        #expect(try String(contentsOf: file, encoding: .utf8).contains(section))
        prefs.interval = 9
        #expect(
            try String(contentsOf: file, encoding: .utf8).contains(
                "\"sync\": {\n    \"interval\": 9,\n    \"proxy\": null,\n    \"server\": \"https://a.test\"\n  }"))
        #expect(log.recorded.count == 1)
    }

    @Test func keptValuesDeeperInside() throws {
        let log = IssueLog()
        try Data(#"{"a": {"b": {"c": null, "d": 1}, "e": 2, "f": [1, null]}}"#.utf8).write(to: file)
        let storage = JSONFilePrefsStorage(file: file, issues: log.handler, watching: .off, keys: .nestedPaths)
        #expect(storage.storageValues() == ["a.b.d": .int(1), "a.e": .int(2)])
        #expect(log.recorded.compactMap(\.key).sorted() == ["a.b.c", "a.f"])
    }

    /// A property list's value no preference type holds (an integer beyond `Int`) inside a dictionary likewise.
    @Test func aPropertyListValueBeyondIntInsideADictionaryHidesOnlyItself() throws {
        let plist = directory.file("settings.plist")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>sync</key><dict>
            <key>bytes</key><integer>18446744073709551615</integer><key>interval</key><integer>5</integer>
            </dict></dict></plist>
            """.utf8
        ).write(to: plist)
        let storage = PListFilePrefsStorage(
            file: plist, format: .xml, issues: PrefsIssueHandler { _ in }, watching: .off, keys: .nestedPaths)
        #expect(storage.storageValues() == ["sync.interval": .int(5)])
        #expect(NestedSyncPrefs(storage).interval == 5)
    }
}
