// corpus: Tests/PrefsMacrosTests/SchemaEvolutionExpansionTests.swift:52
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class AppPrefs {
    @RawPref(key: "window") var window: [String: Any]?
}
