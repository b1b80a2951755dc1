// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:52
import Prefs

@PrefsSchema final class Editor {}
