// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:122
import Prefs

@PrefsSchema final class G<T> { @Pref var a: Int = 0 }
