// corpus: adversarial, Scripts/make-macro-corpus.py, case 'setting-options-dictionary-forms'
import Prefs

enum Theme: String, CaseIterable { case system, light, dark }

@PrefsSchema final class Options {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let themes: [Theme: String] = [.light: "Light"]

    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"]) var notAnOption: Theme = .system
    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"]) var qualifiedDefault: Theme = Theme.dark
    @RawRepresentablePref @Setting(options: [.system: "System", .light: "Light",]) var trailingComma: Theme = .system
    @RawRepresentablePref @Setting(options: [
        .system: "System",
        .light: "Light",
        .dark: "Dark",
    ]) var multiline: Theme = .light
    @RawRepresentablePref @Setting(options: Self.themes) var nonLiteral: Theme = .light
    @RawRepresentablePref @Setting(options: [:]) var empty: Theme = .light
    @Pref @Setting(options: ["a": "A", "b": "B"]) var letters: String = "c"
    @Pref @Setting(options: [1: "One", 2: "Two"]) var numbers: Int = 2
    @Pref @Setting(options: [true: "On", false: "Off"]) var bools: Bool = true
    @Pref @Setting(options: ["light": "Light"]) var constantDefault: String = Defaults.theme
    @Pref @Setting(options: [1.5: "x"], range: 0...2) var optionsAndRange: Double = 1.5
}

enum Defaults { static let theme = "light" }
