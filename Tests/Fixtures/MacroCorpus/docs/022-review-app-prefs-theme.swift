// corpus: Docs/Review.md:110
import Prefs

enum Theme: String { case light, dark, system }

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @RawRepresentablePref var theme: Theme = .system
    @Pref var accentColor: String = "blue"
    @Pref var launches: Int = 0

    @OnPrefChange("theme", "accentColor")
    func restyle(_ change: PrefsChange) { print("restyle for", change.key) }
}

let prefs = AppPrefs()
Task {
    for await change in prefs.changes { print(change.key, "→", change.newValue.map { "\($0)" } ?? "unset") }
}
Task {
    for await change in prefs.changes(of: prefs.$theme) { print("theme:", change.oldValue, "→", change.newValue) }
}
