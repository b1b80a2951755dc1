// corpus: adversarial, Scripts/make-macro-corpus.py, case 'if-config-nested-and-elseif-with-prefs'
import Prefs
import Foundation

@PrefsSchema final class NestedConditions {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    #if DEBUG
        @Pref var debugLevel: Int = 3
        #if os(Linux)
            @Pref var debugLinux: Bool = true
        #elseif os(macOS)
            @Pref var debugMac: Bool = true
        #else
            @Pref var debugOther: Bool = true
        #endif
    #elseif canImport(Foundation)
        @Pref var releaseWithFoundation: Int = 1
    #else
        @Pref var releaseBare: Int = 0
    #endif

    #if compiler(>=6.0) && swift(>=5.9)
    @Pref var modern: Int = 0
    #endif

    #if !os(Windows) || targetEnvironment(simulator)
    @Pref var notWindows: Int = 0
    #endif
}
