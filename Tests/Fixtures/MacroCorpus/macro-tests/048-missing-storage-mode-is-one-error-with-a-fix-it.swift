// corpus: Tests/PrefsMacrosTests/PrefsSchemaMacroTests.swift:209
import Prefs

@PrefsSchema
public final class AppPrefs {
    @Storage public var storage = .dictionary
}
