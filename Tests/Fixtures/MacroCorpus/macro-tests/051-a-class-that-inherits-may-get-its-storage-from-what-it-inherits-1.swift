// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:250
import Prefs

@PrefsSchema final class AppPrefs: StoredInFile { @Pref var launches: Int = 0 }
