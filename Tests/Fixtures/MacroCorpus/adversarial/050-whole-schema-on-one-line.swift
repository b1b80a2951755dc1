// corpus: adversarial, Scripts/make-macro-corpus.py, case 'whole-schema-on-one-line'
import Prefs

@PrefsSchema final class OneLine { @Storage var storage = .dictionary; @StorageMode var storageMode = .storageOnly; @Pref var a: Int = 0; @Pref(key: "b") var b: String?; @OnPrefChange("a") func changed() {} }
@PrefsSchema final class OneLineEmpty {}
@PrefsSchema final class OneLinePrefOnly { @Pref var a: Int = 0 }
