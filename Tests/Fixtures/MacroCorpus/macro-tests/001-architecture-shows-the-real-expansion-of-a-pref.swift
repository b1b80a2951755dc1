// corpus: Tests/PrefsMacrosTests/DocumentedExpansionTests.swift:17
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref var launches: Int = 0
}
