// corpus: Docs/GettingStarted.md:119
import Prefs

@PrefsSchema final class AppPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly

    func fruit(name: String) -> String? { storage.value(forKey: "fruit-\(name)") }
    func setFruit(name: String, to value: String?) { storage.setValue(forKey: "fruit-\(name)", to: value) }
}
