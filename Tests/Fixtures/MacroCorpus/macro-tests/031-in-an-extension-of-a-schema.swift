// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:182
import Prefs

extension AppPrefs {
    @Pref var launches: Int = 0
}
