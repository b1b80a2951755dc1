// corpus: Tests/PrefsMacrosTests/SchemaEvolutionExpansionTests.swift:67
import Prefs
import PrefsKitCompatibility

@PrefsSchema final class AppPrefs {
    @RawPref var list: [Any]
    @RawPref(coding: .x) var other: [Any]?
}
