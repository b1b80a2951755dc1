// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:79
import Prefs

@MainActor @PrefsSchema public final class AppPrefs {
    @Pref var a: Int = 0
}
