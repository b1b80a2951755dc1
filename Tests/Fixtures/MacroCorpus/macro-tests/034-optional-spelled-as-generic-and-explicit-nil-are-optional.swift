// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:62
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref var a: Optional<Int>
    @Pref var b: [String]? = nil
}
