// corpus: Tests/PrefsTests/Schema/AwkwardDeclarations.swift:43
import Prefs

/// A generic class can be a schema too; its preferences use concrete types.
@PrefsSchema final class GenericPrefs<Tag> {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var count: Int = 0
    @OnPrefChange("count") func counted() {}
}
