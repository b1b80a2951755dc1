import Foundation
import Prefs
import Testing

@Suite struct ChangeStreamTests {
    @Test func theSchemaStreamCarriesEveryChangeWithOldAndNew() async {
        let prefs = ReviewPrefs()
        let stream = prefs.changes
        prefs.port = 9000
        prefs.storage.setValue(forKey: "proxy", to: "p")
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(
            (first?.key, first?.oldValue, first?.newValue, second?.key, second?.newValue) == (
                "port", .int(8080), .int(9000), "proxy", .string("p")
            ))
    }

    @Test func aPrefStreamCarriesTypedValues() async {
        let prefs = ReviewPrefs()
        let stream = prefs.changes(of: prefs.$quality)
        prefs.port = 1
        prefs.quality = .high
        var iterator = stream.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change == PrefValueChange(oldValue: .low, newValue: .high))
    }

    @Test func aFileReloadReachesTheStream() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        let prefs = ReviewPrefs(storage: storage)
        let stream = prefs.changes
        // Another process (here: another storage on the same file) writes the port.
        JSONFilePrefsStorage(file: file).setValue(forKey: "port", to: 7000)
        try storage.reload()
        var iterator = stream.makeAsyncIterator()
        let change = await iterator.next()
        #expect(
            change
                == PrefsChange(
                    key: "port", title: "Port", oldValue: .int(8080), newValue: .int(7000), requiresRestart: true))
        #expect(prefs.port == 7000)
    }
}
