// corpus: adversarial, Scripts/make-macro-corpus.py, case 'storage-from-protocol-extension-and-inheritance'
import Prefs

protocol StoredInFile {}
extension StoredInFile {
    var storage: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }
    var storageMode: PrefsStorageMode { .storageOnly }
}

@PrefsSchema final class AppPrefs: StoredInFile { @Pref var launches: Int = 0 }

@PrefsSchema final class ModeOnlyFromProtocol: StoredInFile {
    @Storage var storage = .dictionary
    @Pref var a: Int = 0
}
