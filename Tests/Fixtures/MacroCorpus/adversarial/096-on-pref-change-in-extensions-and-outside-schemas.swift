// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-in-extensions-and-outside-schemas'
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var theme: String = "system"
    @OnPrefChange("theme") func inBody() {}
}

extension AppPrefs {
    @OnPrefChange("theme") func inAnExtension() {}
    @OnPrefChange("theme") static func staticInExtension() {}
}

final class Window {
    @OnPrefChange("theme") func restyle() {}
}

struct View {
    @OnPrefChange("theme") func restyle() {}
}

@OnPrefChange("theme") func topLevel() {}
