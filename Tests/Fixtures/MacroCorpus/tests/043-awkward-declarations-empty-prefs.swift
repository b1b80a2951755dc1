// corpus: Tests/PrefsTests/Schema/AwkwardDeclarations.swift:51
import Prefs

/// A schema with no preferences yet.
@PrefsSchema final class EmptyPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
}
