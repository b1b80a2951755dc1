// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:172
import Prefs

@PrefsSchema public final class AppPrefs {
    public var plain = 1
    @Pref public var a: Int = 0
    @Pref public private(set) var b: Int = 0
    @Pref private var c: Int = 0
}
