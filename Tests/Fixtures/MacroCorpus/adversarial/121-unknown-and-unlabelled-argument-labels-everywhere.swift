// corpus: adversarial, Scripts/make-macro-corpus.py, case 'unknown-and-unlabelled-argument-labels-everywhere'
import Prefs

@PrefsSchema(name: "X") @SettingsGroup(path: "a") final class UnknownLabels {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(name: "x") var a: Int = 0
    @Pref("x") var b: Int = 0
    @Pref(keys: ["x"]) var c: Int = 0
    @Pref(key: "x", key: "y") var d: Int = 0
    @Pref(Key: "x") var e: Int = 0
    @Pref(default: 1) var f: Int = 0
    @RawRepresentablePref(coding: .x) var g: Theme = .light
    @JSONDataCodablePref(encode: { $0 }) var h: [Int]?
    @JSONStringCodablePref(decode: { $0 }, key: "i") var i: [Int]?
    @Pref @Setting(color: "red") var j: Int = 0
    @Pref @Setting(title: "x", unknown: 1, another: 2) var k: Int = 0
    @OnPrefChange(name: "a") func hook() {}
    @Pref(_: "x") var l: Int = 0
    @Pref(key:) var m: Int = 0
}

enum Theme: String { case light }
