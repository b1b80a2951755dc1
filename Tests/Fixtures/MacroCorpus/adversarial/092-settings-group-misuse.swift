// corpus: adversarial, Scripts/make-macro-corpus.py, case 'settings-group-misuse'
import Prefs

@SettingsGroup(title: "A") @PrefsSchema final class NoPath {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema @SettingsGroup final class Bare {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema @SettingsGroup("a", "b") final class TwoUnlabelled {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema @SettingsGroup(path: "a", colour: "red") final class UnknownLabels {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@PrefsSchema @SettingsGroup("dup") @SettingsGroup("dup") final class Duplicate {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
}

@SettingsGroup("plain") final class NotASchema {}

@SettingsGroup("s") struct AStruct {}

@PrefsSchema final class OnAProperty {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @SettingsGroup("p") @Pref var a: Int = 0
}
