// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:252
import Prefs

@PrefsSchema final class AppPrefs: Sendable {}
