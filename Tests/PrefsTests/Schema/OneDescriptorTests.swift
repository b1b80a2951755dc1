import Foundation
import PrefsCommandLine
import Synchronization
import Testing

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

/// Each preference is described once: a default such as `Date()` is evaluated once per schema instance, and every
/// path — the property, its handle, dynamic access, a review, the command line — sees that one value.
@Suite struct OneDescriptorTests {
    @Test(arguments: bothModes)
    func anEvaluatedDefaultIsOneValueEverywhereInAnInstance(mode: PrefsStorageMode) throws {
        let prefs = EvaluatedDefaultPrefs(storage: .dictionary, mode: mode)
        let firstSeen = prefs.firstSeen
        #expect(prefs.firstSeen == firstSeen)
        #expect(prefs.$firstSeen.default == firstSeen)
        #expect(prefs.$firstSeen.isDefault)
        #expect(try prefs.value(forKey: "firstSeen") == .date(firstSeen))
        #expect(try prefs.isDefault(forKey: "firstSeen"))
        #expect(try prefs.value(forKey: "installID") == .string(prefs.installID))
        #expect(try prefs.isDefault(forKey: "installID"))

        var review = prefs.review()
        try review.stage(prefs.$firstSeen, Date(timeIntervalSince1970: 0))
        #expect(review.changes.first?.oldValue == .date(firstSeen))
        let applied = try review.apply()
        #expect(applied.first?.oldValue == .date(firstSeen))
        #expect(!prefs.$firstSeen.isDefault)
        try prefs.setValue(nil, forKey: "firstSeen")
        #expect(prefs.firstSeen == firstSeen)
    }

    @Test func everyInstanceEvaluatesItsOwnDefaultOnce() {
        let one = EvaluatedDefaultPrefs(storage: .dictionary)
        let two = EvaluatedDefaultPrefs(storage: .dictionary)
        #expect(one.firstSeen != two.firstSeen)
        #expect(one.installID != two.installID)
        #expect(one.firstSeen == one.firstSeen && two.installID == two.installID)
    }

    @Test func aChangeRecordStartsFromTheInstancesDefault() async throws {
        let prefs = EvaluatedDefaultPrefs(storage: .dictionary)
        let firstSeen = prefs.firstSeen
        let changes = prefs.changes
        prefs.firstSeen = Date(timeIntervalSince1970: 5)
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.oldValue == .date(firstSeen))
        #expect(change?.newValue == .date(Date(timeIntervalSince1970: 5)))
    }

    @Test func theCommandLineShowsTheInstancesDefault() throws {
        let directory = TemporaryDirectory()
        let captured = CapturedIO()
        // The tool makes one schema over the file; what it shows as the default must be what the value reads.
        let made = Mutex<EvaluatedDefaultPrefs?>(nil)
        let tool = PrefsCommandLine(toolName: "evaluated", defaultFile: .file(directory.file("prefs.json"))) {
            storage in
            let prefs = EvaluatedDefaultPrefs(storage: storage, mode: .storageOnly)
            made.withLock { $0 = prefs }
            return prefs
        }
        #expect(tool.run(["get", "installID", "--json"], environment: [:], io: captured.io()) == 0)
        let prefs = try #require(made.withLock { $0 })
        let printed = try #require(
            try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [String: Any])
        #expect(printed["value"] as? String == prefs.installID)
        #expect(printed["default"] as? String == prefs.installID)
        #expect(printed["isDefault"] as? Bool == true)
    }

    @Test func backtickedNamesAreOrdinaryPreferences() throws {
        let prefs = EvaluatedDefaultPrefs(storage: .dictionary)
        prefs.default = 3
        prefs.class = "first"
        #expect(prefs.storage.storageValue(forKey: "default") == .int(3))
        #expect(prefs.storage.storageValue(forKey: "class") == .string("first"))
        #expect(prefs.$default.key == "default")
        #expect(EvaluatedDefaultPrefs.settingsTree.node(withID: "class")?.title == "Class")
    }
}
