// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:92
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref var a: Int = 0
    @MainActor @Pref var b: Int = 0
}
