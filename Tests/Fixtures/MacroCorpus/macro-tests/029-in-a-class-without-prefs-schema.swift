// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:159
import Prefs

final class Settings {
    @Pref var launches: Int = 0
}
