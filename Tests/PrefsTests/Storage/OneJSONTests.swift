import Foundation
import PrefsCommandLine
import PrefsKitCompatibility
import Testing

/// A schema with the values whose JSON form differed between files, settings documents and the command line.
@PrefsSchema final class JSONFormPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .storageOnly

    init(storage: AnyPrefsStorage) { self.storage = storage }

    @Pref var size: Double = 14
    @Pref var when: Date = Date(timeIntervalSinceReferenceDate: 0.25)
    @Pref var ratio: Double = .nan
}

/// One JSON layer: preference files, settings documents and the command line write whole-number doubles, dates and
/// non-finite numbers the same way.
@Suite struct OneJSONTests {
    @Test func filesSettingsDocumentsAndTheCommandLineAgree() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.json")
        let prefs = JSONFormPrefs(storage: .jsonFile(file))
        prefs.size = 15
        prefs.when = Date(timeIntervalSinceReferenceDate: 0.5)
        prefs.ratio = -.infinity

        let fileText = try String(contentsOf: file, encoding: .utf8)
        #expect(fileText.contains(#""size": 15.0"#))
        #expect(fileText.contains(#""when": "2001-01-01T00:00:00.5Z""#))
        #expect(fileText.contains(#""ratio": "-inf""#))

        let document = JSONFormPrefs.settingsTree.jsonString()
        #expect(document.contains(#""default": 14.0"#))
        #expect(document.contains(#""default": "2001-01-01T00:00:00.25Z""#))
        #expect(document.contains(#""default": "nan""#))

        func get(_ key: String) -> String {
            let captured = CapturedIO()
            let tool = PrefsCommandLine(toolName: "forms", defaultFile: .file(file)) { JSONFormPrefs(storage: $0) }
            _ = tool.run(["get", key, "--json"], environment: [:], io: captured.io())
            return captured.output
        }
        #expect(get("size").contains(#""value": 15.0,"#))
        #expect(get("size").contains(#""default": 14.0,"#))
        #expect(get("when").contains(#""value": "2001-01-01T00:00:00.5Z","#))
        #expect(get("when").contains(#""default": "2001-01-01T00:00:00.25Z","#))
        #expect(get("ratio").contains(#""value": "-inf","#))
        #expect(get("ratio").contains(#""default": "nan","#))
    }

    @Test func aSettingsDocumentReadsBackWhatItWrites() throws {
        let tree = JSONFormPrefs.settingsTree
        let read = try SettingsTree(jsonString: tree.jsonString())
        #expect(
            (
                read.node(withID: "size")?.pref?.defaultValue, read.node(withID: "when")?.pref?.defaultValue,
                read.node(withID: "ratio")?.pref?.defaultValue
            ) == (.double(14), .date(Date(timeIntervalSinceReferenceDate: 0.25)), .double(.nan)))
    }
}
