// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:142
import Prefs

@PrefsSchema final class Empty {}
