// corpus: Docs/MigratingFromDefaults.md:69
import Prefs
import Foundation

@PrefsSchema final class ReviewPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var firstLaunch: Date?                         // absent until the app stores it
    @Pref var lastReviewRequest: Date = .distantPast     // a constant default: the same in every run
}

let review = ReviewPrefs()
if review.firstLaunch == nil { review.firstLaunch = .now }
