// corpus: Docs/Storage.md:101
import Prefs
import Foundation

@PrefsSchema final class SessionPrefs {
    @Storage var storage: AnyPrefsStorage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var launches: Int = 0
}

let prefs = SessionPrefs()
prefs.storage = .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json"))  // Ada signed in
prefs.launches += 1
prefs.storage = .jsonFile(URL(filePath: "/home/bob/.config/app/prefs.json"))  // Bob signed in
print(prefs.launches)  // Bob's value; the schema lets go of Ada's storage, which stops watching her file
