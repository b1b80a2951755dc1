// corpus: adversarial, Scripts/make-macro-corpus.py, case 'schema-class-modifiers-final-open-and-attributes'
import Prefs

@PrefsSchema @available(macOS 15, *) final class AvailablePrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@available(*, deprecated, message: "old") @PrefsSchema final class DeprecatedPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final public class FinalFirst {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    @Pref public var a: Int = 0
}

@PrefsSchema nonisolated final class NonisolatedClass {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class UncheckedSendable: @unchecked Sendable {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}
