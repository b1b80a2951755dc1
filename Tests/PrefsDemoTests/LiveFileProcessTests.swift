import Foundation
import Observation
import Prefs
import Synchronization
import Testing

/// A schema over the demo's file, with two of the demo's preferences and a hook.
@PrefsSchema final class LiveDemoPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(file: URL) {
        storage = .jsonFile(file)
        storageMode = .cachedReadStorageWrite
    }

    @Pref var tabWidth: Int = 4
    @Pref(key: "ui.fontSize") var fontSize: Double = 14

    let hooked = Mutex<[PrefsChange]>([])

    @OnPrefChange("tabWidth")
    func tabWidthChanged(_ change: PrefsChange) { hooked.withLock { $0.append(change) } }
}

/// Another process changes the file; a schema in this process hears of it as of its own write.
@Suite struct LiveFileProcessTests {
    @Test func aSchemaSeesAnotherProcessesSetThroughObservationAStreamAndAHook() async throws {
        let sandbox = DemoSandbox()
        let prefs = LiveDemoPrefs(file: sandbox.file)
        #expect(prefs.tabWidth == 4)  // cached now: the new value must come from the watch, not a first read
        let observed = Mutex(false)
        withObservationTracking {
            _ = prefs.tabWidth
        } onChange: {
            observed.withLock { $0 = true }
        }
        let stream = prefs.changes(of: prefs.$tabWidth)
        let streamed = Task { () -> PrefValueChange<Int>? in
            for await change in stream { return change }
            return nil
        }
        let set = try sandbox.run(["set", "tabWidth=8"])
        #expect(set.status == 0, "\(set)")

        #expect(await eventually { observed.withLock { $0 } }, "Observation")
        #expect(await eventually { prefs.hooked.withLock { !$0.isEmpty } }, "the @OnPrefChange hook")
        let hook = prefs.hooked.withLock { $0 }
        #expect(hook.map(\.key) == ["tabWidth"])
        #expect(hook.first?.oldValue == .int(4) && hook.first?.newValue == .int(8))
        #expect(await streamed.value == PrefValueChange(oldValue: 4, newValue: 8), "the change stream")
        #expect((prefs.tabWidth, prefs.fontSize) == (8, 14))
    }
}

/// Polls `condition` every 20 ms until it holds or `timeout` passes; the result is whether it held.
private func eventually(timeout: Duration = .seconds(10), _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}
