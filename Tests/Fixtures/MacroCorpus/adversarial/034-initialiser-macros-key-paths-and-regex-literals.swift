// corpus: adversarial, Scripts/make-macro-corpus.py, case 'initialiser-macros-key-paths-and-regex-literals'
import Prefs

@PrefsSchema final class Literals {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var file: String = #file
    @Pref var line: Int = #line
    @Pref var column: Int = #column
    @Pref var function: String = #function
    @Pref var fileID: String = #fileID
    @Pref var pattern: String = #/a+(b|c)*/#.regex.description
    @Pref var keyPath: String = "\(\String.count)"
    @Pref var color: Int = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) == nil ? 0 : 1
    @Pref var stringified: String = #stringify(1 + 1)
}
