// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:57
import Prefs

final class P { @Setting(group: "a") var a: Int = 0 }
