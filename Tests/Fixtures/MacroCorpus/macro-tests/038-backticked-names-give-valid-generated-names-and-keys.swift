// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:150
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref var `default`: Int = 0
    @Pref var `class`: String?
}
