// corpus: adversarial, Scripts/make-macro-corpus.py, case 'first-hour-mistakes-defaults-and-option-keys'
import Prefs

enum Theme: String { case light, dark }

@PrefsSchema final class EditorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Setting(title: "Tab width", range: 1...16, step: 1)
    @Pref var tabWidth: Int = 4.5
    @Pref var flag: Bool = 1
    @Pref var ratio: Double = 2
    @Pref var name: String = 3
    @Setting(title: "Theme", options: ["light": "Light", "dark": "Dark"])
    @RawRepresentablePref var theme: Theme = .light
    @Setting(title: "Optional theme", options: ["light": "Light", "dark mode": "Dark"])
    @RawRepresentablePref var optionalTheme: Theme?
    @Setting(title: "Size", options: ["small": "Small"])
    @Pref var size: Int = 1
    @Setting(title: "Label", options: ["a": "A"])
    @Pref var label: String = "a"
}
