import Foundation
import Prefs
import Testing

/// The reference README names its schema class `Prefs`, like this module; generated code must never spell
/// `Prefs.X`, or it would resolve to the class.
@PrefsSchema final class Prefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var foo: String?
    @Pref var bar: Int = 123
    @Pref var bool: Bool = false
    @Pref var array: [String]?
    @Pref var dict: [String: Int]?
}

/// A schema isolated to the main actor.
@MainActor @PrefsSchema final class MainActorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @Pref var volume: Double = 0.5
}

/// A schema with one main-actor preference.
@PrefsSchema final class MixedIsolationPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @MainActor @Pref var onMain: Int = 1
    @Pref var anywhere: Int = 2
}

@Suite struct NamingTests {
    @Test func aSchemaNamedPrefsWorks() {
        let prefs = Prefs()
        #expect(prefs.bar == 123)
        prefs.foo = "x"
        prefs.array = ["a"]
        #expect((prefs.foo, prefs.array) == ("x", ["a"]))
    }

    @MainActor @Test func mainActorSchemaReadsWritesAndNotifies() {
        let prefs = MainActorPrefs()
        let counter = track { _ = prefs.volume }
        prefs.volume = 0.7
        #expect((prefs.volume, counter.value) == (0.7, 1))
    }

    @MainActor @Test func mainActorPrefNotifiesOnTheMainActor() {
        let prefs = MixedIsolationPrefs()
        let counter = track { _ = prefs.onMain }
        prefs.onMain = 5
        #expect((counter.value, prefs.onMain) == (1, 5))
    }
}

extension NamingTests {
    @MainActor @Test func mainActorPrefHearsChangesFromOtherThreads() async {
        let prefs = MixedIsolationPrefs()
        _ = prefs.onMain
        let notified = await withCheckedContinuation { continuation in
            withObservationTracking({ _ = prefs.onMain }, onChange: { continuation.resume(returning: true) })
            Thread.detachNewThread { prefs.storage.setValue(forKey: "onMain", to: 9) }
        }
        #expect((notified, prefs.onMain) == (true, 9))
    }
}

extension NamingTests {
    @MainActor @Test func mainActorSchemaSupportsReviewsResetsAndTheTree() throws {
        let prefs = MainActorPrefs()
        var review = prefs.review()
        try review.stage(prefs.$volume, 0.9)
        try review.apply()
        #expect(prefs.volume == 0.9)
        try prefs.resetAll()
        #expect((prefs.volume, MainActorPrefs.settingsTree.children.map(\.id)) == (0.5, ["volume"]))
    }
}
