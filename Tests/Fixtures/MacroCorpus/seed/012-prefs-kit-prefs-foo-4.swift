// corpus: ../shared/seeds/003_e6d48f84b2cde5f8.txt:262 (unfenced code in a text)
import Prefs

@PrefsSchema final class Prefs {
    @Storage var storage = .userDefaults
    @StorageMode var storageMode = .cachedReadStorageWrite

    @MainActor // <-- ✅ possible
    @Pref var foo: Int?

    @Pref var bar: String?
}
