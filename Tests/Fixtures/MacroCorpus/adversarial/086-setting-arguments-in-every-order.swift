// corpus: adversarial, Scripts/make-macro-corpus.py, case 'setting-arguments-in-every-order'
import Prefs

@PrefsSchema @SettingsGroup("g") final class SettingOrders {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref @Setting(title: "A", group: "g", range: 0...10, step: 1, tags: ["t"]) var a: Int = 5
    @Pref @Setting(step: 1, range: 0...10, title: "B") var b: Int = 5
    @Pref @Setting(tags: ["x", "y"], group: "g", title: "C") var c: Int = 0
    @Pref @Setting(range: 0...1, title: "D", step: 0.25, group: "g") var d: Double = 0.5
    @Pref @Setting(group: "g", tags: [], range: 1...9, step: 2, title: "E") var e: Int = 3
    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"], title: "F", group: "g") var f: Theme = .dark
    @RawRepresentablePref @Setting(title: "G", options: [.light: "Light"], tags: ["theme"]) var g: Theme = .light
    @Setting(title: "H", range: 0...3) @Pref var h: Int = 1
    @Pref @Setting(summary: "S", title: "I", icon: "star", searchable: false, secret: true, requiresRestart: true) var i: String = ""
}

enum Theme: String { case light, dark }
