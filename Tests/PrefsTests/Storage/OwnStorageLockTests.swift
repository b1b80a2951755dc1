import Foundation
import Prefs
import PrefsMigrations
import Testing

/// How an app puts a storage of its own (``AppJSONStorage``) under a schema with layers: under a layered storage,
/// with a wrapper of its own around either, or a wrapper that forwards nothing but the requirements.
enum OwnStorageWiring: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case layeredOverOwn
    case wrapperOverLayered
    case layeredOverWrappedOwn
    case minimalWrapperOverLayered

    var testDescription: String { rawValue }

    /// The storage under the schema: `user` with a defaults and a lock file (read-only JSON files), reporting to
    /// `issues`.
    func storage(
        user: AppJSONStorage, defaults: URL? = nil, locked: URL, issues: PrefsIssueHandler
    ) -> any PrefsStorage {
        func layered(_ user: any PrefsStorage) -> LayeredPrefsStorage {
            LayeredPrefsStorage(
                user: user,
                defaults: defaults.map { JSONFilePrefsStorage(file: $0, unreadableFile: .keepInPlace, issues: issues) },
                locked: JSONFilePrefsStorage(file: locked, unreadableFile: .keepInPlace, issues: issues),
                issues: issues)
        }
        return switch self {
        case .layeredOverOwn: layered(user)
        case .wrapperOverLayered: CountingStorage(layered(user))
        case .layeredOverWrappedOwn: layered(CountingStorage(user))
        case .minimalWrapperOverLayered: MinimalWrapper(layered(user))
        }
    }
}

/// A write an app can make through the library, each of which would change a locked key.
enum LockedKeyWrite: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case typedSetter, setValue, handleUpdate, reset, resetAll, review, importValues, importReinitializing
    case storageLoad, storageWrite, migrate, migrateDryRun

    var testDescription: String { rawValue }

    /// Makes the write; a refused one throws, but a typed setter, which has nothing to throw with, reports.
    func run(on prefs: AppPrefsV2) throws {
        switch self {
        case .typedSetter: prefs.accent = "pink"
        case .setValue: try prefs.setValue(.string("pink"), forKey: "accent")
        case .handleUpdate: try prefs.$accent.update { $0 = "pink" }
        case .reset: try prefs.reset(keys: ["accent"])
        case .resetAll: try prefs.resetAll()
        case .review:
            var review = PrefsReview(prefs)
            try review.stage("delay", .int(1000))
            try review.stage("accent", .string("pink"))
            try review.apply()
        case .importValues: try prefs.importValues(from: ["accent": "pink"], by: .updating)
        case .importReinitializing: try prefs.importValues(from: ["delay": 1000], by: .reinitializing)
        case .storageLoad: try prefs.storage.load(from: ["accent": "pink"], by: .updating)
        case .storageWrite: try prefs.storage.write("pink", forKey: "accent")
        case .migrate: try prefs.migrate()
        case .migrateDryRun: try prefs.migrate(dryRun: true)
        }
    }
}

/// A locked key is never written through the library, whatever storage of the app's own is under the layers and
/// whatever wraps them; every layer keeps its source.
@Suite struct OwnStorageLockTests {
    let directory = TemporaryDirectory()
    var userFile: URL { directory.file("prefs.json") }
    var lockFile: URL { directory.file("locked.json") }

    /// The user's file as version 1 left it (a legacy key, an old form), and a lock on three of its keys.
    func prepare(locked: String = #"{"accent": "green", "ui.fontSize": 18.0, "wrapLines": true}"#) throws -> Data {
        try Data(#"{"accent": "red", "delay": 30, "fontSize": 16.0, "wrapLines": "yes"}"#.utf8).write(to: userFile)
        try Data(locked.utf8).write(to: lockFile)
        return try Data(contentsOf: userFile)
    }

    @Test(arguments: OwnStorageWiring.allCases, LockedKeyWrite.allCases)
    func aLockedKeyIsNeverWritten(_ wiring: OwnStorageWiring, _ write: LockedKeyWrite) throws {
        let before = try prepare()
        let log = IssueLog()
        let user = try AppJSONStorage(file: userFile)
        let prefs = AppPrefsV2(wiring.storage(user: user, locked: lockFile, issues: log.handler))
        #expect(prefs.accent == "green")
        // A dry run writes nothing; it can name the lock only through a storage that says where values come from.
        let refuses = write != .typedSetter && (write != .migrateDryRun || wiring != .minimalWrapperOverLayered)
        do {
            try write.run(on: prefs)
            if refuses { Issue.record("\(write) over \(wiring) did not refuse a locked key") }
        } catch let PrefsError.locked(key, source) {
            #expect(["accent", "ui.fontSize", "wrapLines"].contains(key))
            #expect(source == .locked(lockFile))
            #expect(
                PrefsError.locked(key: key, source: source).description
                    == "'\(key)' is locked by \(lockFile.path); it cannot be changed")
        }
        if write == .typedSetter, wiring != .minimalWrapperOverLayered {  // which reports to the global handler
            #expect(log.recorded.map(\.description).contains { $0.contains("'accent' is locked by") })
        }
        #expect(try Data(contentsOf: userFile) == before, "the user's file is unchanged")
        #expect(user.storageValue(forKey: "accent") == .string("red"), "the app's storage holds its value")
        #expect(prefs.accent == "green")
    }

    /// The value a lock file gives a key is one the preference does not accept: it is ignored (the user's value
    /// reads), but the key is still locked.
    @Test(arguments: OwnStorageWiring.allCases)
    func aKeyWhoseLockedValueIsRejectedIsStillNeverWritten(_ wiring: OwnStorageWiring) throws {
        let before = try prepare(locked: #"{"accent": 42}"#)
        let user = try AppJSONStorage(file: userFile)
        let prefs = AppPrefsV2(wiring.storage(user: user, locked: lockFile, issues: IssueLog().handler))
        // Through the minimal wrapper the layers never learn what the preference accepts: 42 is read, and is no String.
        #expect(prefs.accent == (wiring == .minimalWrapperOverLayered ? "blue" : "red"))
        #expect(throws: PrefsError.locked(key: "accent", source: .locked(lockFile))) {
            try prefs.setValue(.string("pink"), forKey: "accent")
        }
        #expect(throws: PrefsError.locked(key: "accent", source: .locked(lockFile))) {
            try prefs.reset(keys: ["accent"])
        }
        #expect(try Data(contentsOf: userFile) == before)
    }

    /// Writes to keys the lock does not hold go through to the app's storage, and migrations run there.
    @Test(arguments: OwnStorageWiring.allCases)
    func otherKeysAreWrittenToTheAppsStorage(_ wiring: OwnStorageWiring) throws {
        _ = try prepare(locked: #"{"accent": "green"}"#)
        let user = try AppJSONStorage(file: userFile)
        let prefs = AppPrefsV2(wiring.storage(user: user, locked: lockFile, issues: IssueLog().handler))
        let report = try prefs.migrate()
        #expect(report.steps.map(\.key).sorted() == ["delay", "ui.fontSize", "wrapLines"])
        prefs.delay = .seconds(2)
        let file = try AppJSONStorage(file: userFile)
        #expect(file.storageValue(forKey: "ui.fontSize") == .double(16))
        #expect(file.storageValue(forKey: "fontSize") == nil)
        #expect(file.storageValue(forKey: "wrapLines") == .bool(true))
        #expect(file.storageValue(forKey: "delay") == .int(2000))
        #expect(file.storageValue(forKey: "accent") == .string("red"))
    }

    /// Each layer over the app's storage gives its values, and says so, through every wiring that forwards
    /// `source(forKey:)` (the minimal wrapper forwards nothing: the command line refuses it when a layer gives a
    /// value, see OwnStorageCommandLineTests).
    @Test(arguments: OwnStorageWiring.allCases.filter { $0 != .minimalWrapperOverLayered })
    func everyLayerKeepsItsSourceOverTheAppsStorage(_ wiring: OwnStorageWiring) throws {
        _ = try prepare(locked: #"{"wrapLines": false}"#)
        let defaults = directory.file("defaults.json")
        try Data(#"{"accent": "teal"}"#.utf8).write(to: defaults)
        let user = try AppJSONStorage(file: userFile)
        let storage = wiring.storage(user: user, defaults: defaults, locked: lockFile, issues: IssueLog().handler)
        let prefs = AppPrefsV2(storage)
        #expect(prefs.wrapLines == false)
        #expect(prefs.storage.source(forKey: "wrapLines") == .locked(lockFile))
        #expect(prefs.accent == "red")
        #expect(prefs.storage.source(forKey: "accent") == .storage)
        #expect(prefs.storage.defaultsLayerValue(forKey: "accent") == .string("teal"))
        #expect(prefs.storage.source(forKey: "delay") == .storage)
        try prefs.reset(keys: ["accent"])
        #expect(prefs.accent == "teal")
        #expect(prefs.storage.source(forKey: "accent") == .defaultsFile(defaults))
        #expect(try AppJSONStorage(file: userFile).storageValue(forKey: "accent") == nil)
    }
}
