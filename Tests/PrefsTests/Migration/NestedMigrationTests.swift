import Foundation
import Prefs
import PrefsMigrations
import Testing

/// `migrate()` over a file storage with `keys: .nestedPaths`: renamed keys move between objects, conversions reach
/// inside objects, and the record is kept inside the document too.
@Suite struct NestedMigrationTests {
    let directory = TemporaryDirectory()

    @Test func migrationsMoveAndConvertValuesAtPaths() throws {
        let file = directory.file("settings.json")
        try Data(
            #"{"editor": {"tabWidth": 3, "wrap": "yes"}, "terminal": {"shell": "zsh"}}"#.utf8
        ).write(to: file)
        let storage = JSONFilePrefsStorage(file: file, watching: .off, keys: .nestedPaths)
        let prefs = NestedMigratingPrefs(storage: AnyPrefsStorage(storage))
        let report = try prefs.migrate()
        #expect((report.isEmpty, prefs.tabWidth, prefs.wrap) == (false, 3, true))
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                {
                  "_prefs": {
                    "migrations": [
                      "editor-wrap-bool"
                    ]
                  },
                  "editor": {
                    "wrap": true
                  },
                  "terminal": {
                    "shell": "zsh"
                  },
                  "textEditing": {
                    "defaultTabWidth": 3
                  }
                }

                """)
    }
}

/// Version 2 of an editor's settings: the tab width moved to `textEditing`, and `editor.wrap` became a Bool.
@PrefsSchema final class NestedMigratingPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref(key: "textEditing.defaultTabWidth", legacyKeys: ["editor.tabWidth"]) var tabWidth: Int = 4
    @Pref(key: "editor.wrap") var wrap: Bool = false
}

extension NestedMigratingPrefs: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        .convert("editor.wrap", id: "editor-wrap-bool", from: String.self) { $0 == "yes" }
    ]
}
