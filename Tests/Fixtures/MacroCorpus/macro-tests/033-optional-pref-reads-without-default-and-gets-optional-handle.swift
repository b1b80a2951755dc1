// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:44
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref var name: String?
}
