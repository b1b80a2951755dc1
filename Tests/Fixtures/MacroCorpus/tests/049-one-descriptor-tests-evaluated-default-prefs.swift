// corpus: Tests/PrefsTests/Schema/OneDescriptorTests.swift:6
import Prefs
import Foundation

/// A schema whose defaults are evaluated when it is made, and differ from one evaluation to the next.
@PrefsSchema final class EvaluatedDefaultPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage, mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = storage
        storageMode = mode
    }

    @Pref var firstSeen: Date = Date(timeIntervalSinceReferenceDate: EvaluatedDefaultPrefs.nextInstant())
    @Pref var installID: String = UUID().uuidString
    @Pref var `default`: Int = 0
    @Pref var `class`: String?

    /// A different instant at every call, so that two evaluations of the default can never agree by chance.
    static func nextInstant() -> Double { Double(counter.add(1, ordering: .relaxed).newValue) }
    private static let counter = Atomic<Int>(0)
}
