// corpus: adversarial, Scripts/make-macro-corpus.py, case 'generic-schema-using-its-parameters-in-pref-types'
import Prefs

@PrefsSchema final class Parameterised<Value: Codable & Sendable, Key: RawRepresentable & Sendable> where Key.RawValue == String {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @JSONDataCodablePref var value: Value?
    @JSONStringCodablePref var values: [Value] = []
    @RawRepresentablePref var key: Key?
    @Pref var plain: Int = 0
    @Pref var generic: T?
}

@PrefsSchema final class G<T> { @Pref var a: Int = 0 }
@PrefsSchema final class GG<T, U> { @Pref var a: [Int] = [] ; @Pref var b: Int? }
