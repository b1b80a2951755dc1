// corpus: adversarial, Scripts/make-macro-corpus.py, case 'other-attributes-on-prefs'
import Prefs

@PrefsSchema final class OtherAttributes {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @available(*, deprecated, message: "use b") @Pref var a: Int = 0
    @available(macOS 15, iOS 18, *) @Pref var b: Int = 0
    @Pref @available(*, unavailable) var c: Int = 0
    @usableFromInline @Pref var d: Int = 0
    @available(*, deprecated) @Pref var e: Int = 0
    @objc @Pref var f: Int = 0
    @Pref @ObservationIgnored var g: Int = 0
    @discardableResult @OnPrefChange("a") func changed() -> Int { 0 }
    @inlinable @OnPrefChange("b") func inlinable() {}
    @available(*, deprecated) @OnPrefChange("b") func deprecatedHook() {}
}
