// corpus: adversarial, Scripts/make-macro-corpus.py, case 'if-config-around-attributes-storage-and-hooks'
import Prefs

#if os(Linux)
@PrefsSchema
#endif
final class ConditionalSchema {
    #if os(Linux)
    @Storage var storage = .dictionary
    #else
    @Storage var storage = .userDefaults
    #endif
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref
    #if hasAttribute(MainActor)
    @MainActor
    #endif
    var a: Int = 0

    #if DEBUG
    @OnPrefChange("a") func debugChanged() {}
    #endif
}

@PrefsSchema
#if os(Linux)
@SettingsGroup("linux", title: "Linux")
#endif
final class ConditionalGroup {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(group: "linux") var a: Int = 0
}
