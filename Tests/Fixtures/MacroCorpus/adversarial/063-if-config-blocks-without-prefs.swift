// corpus: adversarial, Scripts/make-macro-corpus.py, case 'if-config-blocks-without-prefs'
import Prefs

@PrefsSchema final class HelpersInIfConfig {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0

    #if DEBUG
    func debugDump() { print(a) }
    #endif

    #if os(macOS)
    static let platform = "mac"
    #elseif os(Linux)
    static let platform = "linux"
    #else
    static let platform = "other"
    #endif

    #if canImport(Darwin)
    #endif
}
