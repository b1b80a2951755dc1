import Foundation
import PrefsMigrations
import Testing

// The example at the top of Docs/SchemaEvolution.md.

@PrefsSchema final class EvolvedPrefs {
    @Storage var storage: JSONFilePrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    init(file: URL) { storage = JSONFilePrefsStorage(file: file) }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
}

extension EvolvedPrefs: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        .convert("wrapLines", id: "wrapLines-bool", from: String.self) { $0 == "yes" }
    ]
}

@Suite struct SchemaEvolutionExampleTests {
    @Test func theDocumentedExamplePrintsWhatTheDocumentSays() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.json")
        try write(#"{"fontSize": 16, "wrapLines": "yes"}"#, to: file)
        let prefs = EvolvedPrefs(file: file)
        let report = try prefs.migrate()
        #expect(
            report.steps.map(\.description) == [
                "move 'fontSize' → 'ui.fontSize': 16", #"convert 'wrapLines' (wrapLines-bool): "yes" → true"#,
            ])
        #expect(prefs.fontSize == 16 && prefs.wrapLines)
        #expect(try prefs.migrate().isEmpty)
    }
}
