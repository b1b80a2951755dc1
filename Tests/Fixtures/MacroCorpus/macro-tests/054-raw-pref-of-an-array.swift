// corpus: Tests/PrefsMacrosTests/SchemaEvolutionExpansionTests.swift:25
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class AppPrefs {
    @RawPref var recent: [Any] = ["a", 1]
}
