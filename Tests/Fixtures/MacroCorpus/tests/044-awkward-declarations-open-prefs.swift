// corpus: Tests/PrefsTests/Schema/AwkwardDeclarations.swift:57
import Prefs

/// A non-final class.
@PrefsSchema class OpenPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @Pref var value: Int = 0
}
