// corpus: Docs/Layers.md:84
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .layered(.dictionary, environment: .prefix("NOTES_", variables: ["NOTES_THEME": "dark"]))
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
}

let prefs = AppPrefs()
prefs.theme = "light"                                     // stored in the user's storage
print(prefs.theme)                                        // dark
let source = prefs.storage.source(forKey: "theme")
print(source, source.overridesFile)                       // env NOTES_THEME true
