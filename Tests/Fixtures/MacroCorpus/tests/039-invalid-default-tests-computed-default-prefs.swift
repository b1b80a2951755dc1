// corpus: Tests/PrefsTests/Review/InvalidDefaultTests.swift:5
import Prefs

/// A schema whose defaults are computed, so the compiler cannot check them against their constraints.
@PrefsSchema final class ComputedDefaultPrefs {
    static let largestFont = 99.0
    static let shippedTheme = "sepia"

    @Storage var storage: DictionaryPrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref @Setting(range: 10...24, step: 1) var fontSize: Double = ComputedDefaultPrefs.largestFont
    @Pref @Setting(options: ["light": "Light", "dark": "Dark"]) var theme: String = ComputedDefaultPrefs.shippedTheme
    @Pref @Setting(range: 0...10) var launches: Int = Int("3") ?? 0

    init(storage: DictionaryPrefsStorage) { self.storage = storage }
}
