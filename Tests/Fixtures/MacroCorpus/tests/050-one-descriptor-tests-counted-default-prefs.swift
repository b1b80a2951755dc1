// corpus: Tests/PrefsTests/Schema/OneDescriptorTests.swift:26
import Prefs

/// A schema whose default expression counts its evaluations: each instance must evaluate it exactly once, and nothing
/// else may. Only ``OneDescriptorTests/theDefaultExpressionRunsOncePerInstanceOnEveryPath()`` uses it, so that the
/// count is not shared with tests running at the same time.
@PrefsSchema final class CountedDefaultPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    /// The ticket this instance was issued.
    @Pref @Setting(group: "session") var ticket: Int = CountedDefaultPrefs.issueTicket()

    static func issueTicket() -> Int { evaluations.add(1, ordering: .relaxed).newValue }
    static let evaluations = Atomic<Int>(0)
}
