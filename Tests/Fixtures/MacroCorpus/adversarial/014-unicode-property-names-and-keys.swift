// corpus: adversarial, Scripts/make-macro-corpus.py, case 'unicode-property-names-and-keys'
import Prefs

@PrefsSchema final class Unicode {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Größe der Schrift.
    @Pref var größe: Double = 14
    @Pref var 名前: String?
    @Pref(key: "名前.別") var 別名: String = "名"
    @Pref var café: Bool = true
    @Pref var café2: Bool = false
    @Pref var Ωmega: Int = 0
    @Pref var πr²: Double = 3.14
    @Pref var 🐶: Int = 1
    @Pref var emoji🙂Inside: String = "🙂"
    @Pref var naïve_ünïcödé: [String: Int] = ["ключ": 1]
    @Pref var привет: String = "мир"
    @Pref var مرحبا: Int = 0
    @Pref @Setting(title: "Größe", group: "ä") var ß: Int = 0

    @OnPrefChange("größe", "名前", "🐶") func geändert() {}
}
