// corpus: Tests/PrefsKitCompatibilityTests/PrefsKeyTests.swift:118
import Prefs

/// PrefsKit's names for the property wrappers, and their unlabelled initialisers.
@PrefsSchema final class WrapperNamesSchema {
    @PrefsStorageWrapper(DictionaryPrefsStorage(root: ["launches": 2])) var storage
    @PrefsStorageModeWrapper(.storageOnly) var storageMode

    @Pref var launches: Int = 0
}
