// corpus: Tests/PrefsTests/Schema/NamingTests.swift:5
import Prefs

/// The reference README names its schema class `Prefs`, like this module; generated code must never spell
/// `Prefs.X`, or it would resolve to the class.
@PrefsSchema final class Prefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var foo: String?
    @Pref var bar: Int = 123
    @Pref var bool: Bool = false
    @Pref var array: [String]?
    @Pref var dict: [String: Int]?
}
