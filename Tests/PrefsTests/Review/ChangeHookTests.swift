import Foundation
import Prefs
import Synchronization
import Testing

/// A schema whose methods follow some of its preferences.
@PrefsSchema final class HookedPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") @Setting(options: ["blue": "Blue", "pink": "Pink"]) var accent: String = "blue"
    @Pref var launches: Int = 0

    let restyled = Mutex<[PrefsChange]>([])
    let accentChanges = Mutex(0)

    @OnPrefChange("theme", "accent")
    func restyle(_ change: PrefsChange) { restyled.withLock { $0.append(change) } }

    @OnPrefChange("accent")
    func countAccent() { accentChanges.withLock { $0 += 1 } }
}

@MainActor @PrefsSchema final class MainActorHookedPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @Pref var volume: Double = 0.5

    var heard: [Double] = []
    var onHeard: (() -> Void)?

    @OnPrefChange("volume")
    func volumeChanged(_ change: PrefsChange) {
        MainActor.assertIsolated()
        if case .double(let value) = change.newValue { heard.append(value) }
        onHeard?()
    }
}

@Suite struct ChangeHookTests {
    @Test(arguments: bothModes)
    func aHookRunsOncePerRealChangeOfItsPreferences(mode: PrefsStorageMode) throws {
        let prefs = HookedPrefs(mode: mode)
        prefs.theme = "dark"
        prefs.theme = "dark"  // unchanged: runs nothing
        prefs.launches += 1  // not followed
        #expect(prefs.restyled.withLock { $0.map(\.key) } == ["theme"])
        let change = try #require(prefs.restyled.withLock { $0.first })
        #expect(change.oldValue == .string("system") && change.newValue == .string("dark"))
        #expect(prefs.accentChanges.withLock { $0 } == 0)

        var review = prefs.review()
        try review.stage("theme", .string("light"))
        try review.stage("ui.accent", .string("pink"))
        try review.apply()
        #expect(
            (prefs.restyled.withLock { $0.map(\.key) }, prefs.accentChanges.withLock { $0 }) == (
                ["theme", "theme", "ui.accent"], 1
            ))
    }

    @Test func aRejectedOrDiscardedChangeRunsNothing() throws {
        let prefs = HookedPrefs()
        prefs.accent = "green"  // not an option: refused
        var review = prefs.review()
        try review.stage("theme", .string("dark"))
        review.discard()
        try review.apply()
        #expect(prefs.restyled.withLock { $0.isEmpty })
        #expect(prefs.accentChanges.withLock { $0 } == 0)
    }

    @Test func changesMadeThroughTheStorageOrAnImportRunHooksToo() throws {
        let prefs = HookedPrefs()
        _ = prefs.theme  // first use subscribes the schema to its storage
        prefs.storage.setValue(forKey: "theme", to: "dark")
        try prefs.importValues(from: ["ui.accent": "pink"], by: .updating)
        #expect(
            (prefs.restyled.withLock { $0.map(\.key) }, prefs.accentChanges.withLock { $0 }) == (
                ["theme", "ui.accent"], 1
            ))
    }

    @Test func aFileReloadRunsHooksForWhatAnotherProcessChanged() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.json")
        let prefs = HookedPrefs(storage: JSONFilePrefsStorage(file: file))
        _ = prefs.theme
        try JSONFilePrefsStorage(file: file).write("dark", forKey: "theme")
        try #require(prefs.storage.fileStorage).reload()
        #expect(prefs.restyled.withLock { $0.map(\.newValue) } == [.string("dark")])
    }

    @MainActor @Test func aMainActorSchemasHooksRunOnTheMainActor() async {
        let prefs = MainActorHookedPrefs()
        prefs.volume = 0.7  // the schema's own setter: the hook has run when the assignment returns
        #expect(prefs.heard == [0.7])
        // A change made on another thread reaches the hook on the main actor, a little later.
        let (heard, continuation) = AsyncStream.makeStream(of: Void.self)
        prefs.onHeard = { continuation.yield() }
        let storage = prefs.storage
        Thread.detachNewThread { storage.setValue(forKey: "volume", to: 0.9) }
        for await _ in heard { break }
        #expect(prefs.heard == [0.7, 0.9])
    }
}

/// A main-actor schema whose hook writes another preference: that write must reach the other preference's observers.
@MainActor @PrefsSchema final class ChainedMainActorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var syncEnabled: Bool = true
    @Pref var lastSync: Date? = nil

    @OnPrefChange("syncEnabled")
    func syncToggled() {
        if !syncEnabled { $lastSync.reset() }
    }
}

@Suite struct ChainedHookObservationTests {
    @MainActor @Test func aWriteMadeByAHookInsideASetterNotifiesItsObservers() async {
        let prefs = ChainedMainActorPrefs()
        prefs.lastSync = Date(timeIntervalSince1970: 1000)
        await withCheckedContinuation { continuation in
            withObservationTracking {
                _ = prefs.lastSync
            } onChange: {
                continuation.resume()
            }
            prefs.syncEnabled = false  // its hook resets lastSync, inside syncEnabled's setter
        }
        #expect(prefs.lastSync == nil)
    }
}
