// corpus: Tests/PrefsMacrosTests/PrefMacroDiagnosticsTests.swift:188
import Prefs

@Pref var launches: Int = 0
