// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:72
import Prefs

@SettingsGroup(title: "A") final class P {}
