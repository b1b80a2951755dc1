// corpus: Tests/PrefsMacrosTests/PrefMacroExpansionTests.swift:79
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref(key: "ui.fontSize") var fontSize: Double = 14
}
