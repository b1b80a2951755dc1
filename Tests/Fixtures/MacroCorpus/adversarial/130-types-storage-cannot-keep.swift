// corpus: adversarial, Scripts/make-macro-corpus.py, case 'types-storage-cannot-keep'
import Prefs

struct Frame: Sendable { var x = 0 }
final class Reference {}
enum NoRaw { case a, b }

@PrefsSchema final class Unstorable {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var frame: Frame = Frame()
    @Pref var reference: Reference = Reference()
    @Pref var noRaw: NoRaw = .a
    @Pref var closure: () -> Void = {}
    @Pref var anyValue: Any = 1
    @Pref var intKeyed: [Int: String] = [:]
    @Pref var tuple: (Int, Int) = (1, 2)
    @RawRepresentablePref var notRaw: NoRaw = .a
    @JSONDataCodablePref var notCodable: Reference?
}
