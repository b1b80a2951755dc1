// corpus: Tests/PrefsMacrosTests/SchemaEvolutionExpansionTests.swift:6
import Prefs

@PrefsSchema final class AppPrefs {
    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize", "size"]) var fontSize: Double = 14
    @RawRepresentablePref(legacyKeys: ["colour"]) var theme: Theme = .system
}
