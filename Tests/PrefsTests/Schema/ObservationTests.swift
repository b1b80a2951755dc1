import Foundation
import Prefs
import Synchronization
import Testing

/// Counts how many times a `withObservationTracking` change handler fires.
final class ChangeCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

/// Tracks `read` once and returns the counter of change notifications.
func track(_ read: () -> Void) -> ChangeCounter {
    let counter = ChangeCounter()
    withObservationTracking(read, onChange: { counter.increment() })
    return counter
}

@Suite struct ObservationTests {
    @Test(arguments: bothModes)
    func assigningNotifiesOnce(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        let counter = track { _ = prefs.launches }
        prefs.launches = 1
        #expect(counter.value == 1)
    }

    @Test(arguments: bothModes)
    func otherPrefsDoNotNotify(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        let counter = track { _ = prefs.launches }
        prefs.name = "x"
        prefs.fontSize = 20
        #expect(counter.value == 0)
    }

    @Test(arguments: bothModes)
    func assigningTheSameValueDoesNotNotify(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        prefs.launches = 3
        let counter = track { _ = prefs.launches }
        prefs.launches = 3
        #expect(counter.value == 0)
    }

    @Test(arguments: bothModes)
    func changesThroughTheStorageNotify(mode: PrefsStorageMode) {
        let storage = DictionaryPrefsStorage()
        let prefs = TestPrefs(storage: storage, mode: mode)
        let counter = track { _ = prefs.fontSize }
        storage.setValue(forKey: "ui.fontSize", to: 18.0)
        #expect((counter.value, prefs.fontSize) == (1, 18))
    }

    @Test(arguments: bothModes)
    func aRefusedWriteDoesNotNotify(mode: PrefsStorageMode) {
        let prefs = TestPrefs(mode: mode)
        let counter = track { _ = prefs.even }
        prefs.even = 3
        #expect(counter.value == 0)
    }
}
