// corpus: adversarial, Scripts/make-macro-corpus.py, case 'setting-misuse-and-duplicates'
import Prefs

final class NotASchema { @Setting(group: "a") var a: Int = 0 }

@PrefsSchema final class SettingMisuse {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Setting(title: "No pref") var noPref: Int = 0
    @Pref @Setting(color: "red") var unknown: Int = 0
    @Pref @Setting("unlabelled") var unlabelled: Int = 0
    @Pref @Setting() var empty: Int = 0
    @Pref @Setting var bare: Int = 0
    @Pref @Setting(title: "A") @Setting(title: "B") var twice: Int = 0
    @Pref @Setting(range: "a"..."z") var stringRange: String = "m"
    @Pref @Setting(title: 42) var numberTitle: Int = 0
    @Setting(title: "On a method") func method() {}
}
