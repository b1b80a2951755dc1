// corpus: Tests/PrefsTests/Migration/SchemaEvolutionExampleTests.swift:7
import Prefs
import Foundation

@PrefsSchema final class EvolvedPrefs {
    @Storage var storage: JSONFilePrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    init(file: URL) { storage = JSONFilePrefsStorage(file: file) }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
}
