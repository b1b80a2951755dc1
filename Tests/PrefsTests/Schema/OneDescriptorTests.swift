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

/// Each preference is described once: a default such as `Date()` is evaluated once per schema instance, and every
/// path — the property, its handle, dynamic access, a review, the command line — sees that one value.
@Suite struct OneDescriptorTests {
    @Test(arguments: bothModes)
    func anEvaluatedDefaultIsOneValueEverywhereInAnInstance(mode: PrefsStorageMode) throws {
        let prefs = EvaluatedDefaultPrefs(storage: .dictionary, mode: mode)
        let firstSeen = prefs.firstSeen
        #expect((prefs.firstSeen, prefs.$firstSeen.default, prefs.$firstSeen.isDefault) == (firstSeen, firstSeen, true))
        #expect(
            try (
                prefs.value(forKey: "firstSeen"), prefs.isDefault(forKey: "firstSeen"),
                prefs.value(forKey: "installID"),
                prefs.isDefault(forKey: "installID")
            ) == (.date(firstSeen), true, .string(prefs.installID), true))
        #expect(
            (
                prefs.settingsTree.node(withID: "firstSeen")?.pref?.defaultValue,
                prefs.settingsTree.node(withID: "installID")?.pref?.defaultValue
            ) == (.date(firstSeen), .string(prefs.installID)))

        var review = prefs.review()
        try review.stage(prefs.$firstSeen, Date(timeIntervalSince1970: 0))
        #expect(review.changes.first?.oldValue == .date(firstSeen))
        let applied = try review.apply()
        #expect((applied.first?.oldValue, prefs.$firstSeen.isDefault) == (.date(firstSeen), false))
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
        #expect((change?.oldValue, change?.newValue) == (.date(firstSeen), .date(Date(timeIntervalSince1970: 5))))
    }

    /// The command line's `schema` and `get` each make one schema, and show that instance's default; nothing else
    /// evaluates the default expression (no description of the type made beside the instance's).
    @Test func theDefaultExpressionRunsOncePerInstanceOnEveryPath() throws {
        let directory = TemporaryDirectory()
        let made = Mutex<[CountedDefaultPrefs]>([])
        let tool = PrefsCommandLine(toolName: "counted", defaultFile: .file(directory.file("prefs.json"))) {
            storage in
            let prefs = CountedDefaultPrefs(storage: storage)
            made.withLock { $0.append(prefs) }
            return prefs
        }
        func evaluations() -> Int { CountedDefaultPrefs.evaluations.load(ordering: .relaxed) }
        let start = evaluations()

        let schemaOutput = CapturedIO()
        #expect(tool.run(["schema", "--json"], environment: [:], io: schemaOutput.io()) == 0)
        let schemaInstance = try #require(made.withLock { $0.last })
        let tree = try SettingsTree(jsonString: schemaOutput.output)
        #expect(
            (tree.node(withID: "session.ticket")?.pref?.defaultValue, evaluations()) == (
                .int(schemaInstance.ticket), start + 1
            ))

        let getOutput = CapturedIO()
        #expect(tool.run(["get", "ticket", "--json"], environment: [:], io: getOutput.io()) == 0)
        let getInstance = try #require(made.withLock { $0.last })
        let printed = try #require(
            try JSONSerialization.jsonObject(with: Data(getOutput.output.utf8)) as? [String: Any])
        #expect(
            (
                printed["value"] as? Int, printed["default"] as? Int, printed["isDefault"] as? Bool, evaluations(),
                made.withLock { $0.count }
            ) == (getInstance.ticket, getInstance.ticket, true, start + 2, 2))

        // Every path of one instance reads the value it evaluated when it was made.
        let prefs = CountedDefaultPrefs(storage: .dictionary)
        let made3 = evaluations()
        let ticket = prefs.ticket
        #expect((prefs.$ticket.default, prefs.$ticket.isDefault) == (ticket, true))
        #expect(try (prefs.value(forKey: "ticket"), prefs.isDefault(forKey: "ticket")) == (.int(ticket), true))
        var review = prefs.review()
        try review.stage(prefs.$ticket, ticket + 100)
        #expect(review.changes.first?.oldValue == .int(ticket))
        _ = try review.apply()
        try prefs.setValue(nil, forKey: "ticket")
        #expect(
            (prefs.ticket, prefs.settingsTree.node(withID: "session.ticket")?.pref?.defaultValue) == (
                ticket, .int(ticket)
            ))
        prefs.ticket = 7
        try prefs.reset(group: "session")
        #expect((prefs.$ticket.isDefault, evaluations()) == (true, made3))
    }

    /// The type has one descriptor per preference, which every instance's slot is made from: a generic schema has one
    /// per specialisation.
    @Test func everyInstanceMakesItsSlotsFromTheTypesDescriptors() {
        let descriptors = EvaluatedDefaultPrefs._$prefsDescription.descriptors
        for prefs in [EvaluatedDefaultPrefs(storage: .dictionary), EvaluatedDefaultPrefs(storage: .dictionary)] {
            #expect(
                prefs._$prefsSlots.count == descriptors.count
                    && zip(prefs._$prefsSlots, descriptors).allSatisfy { $0.descriptor === $1 },
                "\(prefs._$prefsSlots.map(\.key)) against \(descriptors.count) descriptors")
        }
        let one = GenericPrefs<String>()
        let two = GenericPrefs<String>()
        let other = GenericPrefs<Int>()
        #expect(one._$prefsSlots[0].descriptor === two._$prefsSlots[0].descriptor)
        #expect(one._$prefsSlots[0].descriptor === GenericPrefs<String>._$prefsDescription.descriptors[0])
        #expect(one._$prefsSlots[0].descriptor !== other._$prefsSlots[0].descriptor)
    }

    @Test func backtickedNamesAreOrdinaryPreferences() throws {
        let prefs = EvaluatedDefaultPrefs(storage: .dictionary)
        prefs.default = 3
        prefs.class = "first"
        #expect(
            (
                prefs.storage.storageValue(forKey: "default"), prefs.storage.storageValue(forKey: "class"),
                prefs.$default.key, EvaluatedDefaultPrefs.settingsTree.node(withID: "class")?.title
            ) == (.int(3), .string("first"), "default", "Class"))
    }
}
