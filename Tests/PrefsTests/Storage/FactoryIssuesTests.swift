import Foundation
import Prefs
import Synchronization
import Testing

/// A schema whose one preference refuses values over 10, over whatever storage it is given.
@PrefsSchema final class FactoryIssuesPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode = .cachedReadStorageWrite

    init(storage: AnyPrefsStorage) {
        self.storage = storage
    }

    @Pref @Setting(range: 0...10) var level: Int = 1
}

/// Every storage factory takes `issues:`, and a value the schema refuses is reported to that handler, not the
/// process-wide one.
@Suite struct FactoryIssuesTests {
    /// A handler that keeps what it is given.
    final class Recorder: Sendable {
        let issues = Mutex<[PrefsIssue]>([])
        var handler: PrefsIssueHandler { PrefsIssueHandler { issue in self.issues.withLock { $0.append(issue) } } }
    }

    enum Factory: String, CaseIterable, Sendable {
        case dictionary, jsonFile, plistFile, userDefaults, erasedDictionary, erasedJSONFile, erasedPlistFile

        func make(_ issues: PrefsIssueHandler, in directory: URL, suite: String) -> AnyPrefsStorage {
            let json = directory.appending(path: "prefs.json")
            let plist = directory.appending(path: "prefs.plist")
            switch self {
            case .dictionary: return AnyPrefsStorage(.dictionary(issues: issues))
            case .jsonFile: return AnyPrefsStorage(.jsonFile(json, watching: .off, issues: issues))
            case .plistFile: return AnyPrefsStorage(.plistFile(plist, watching: .off, issues: issues))
            case .userDefaults:
                return AnyPrefsStorage(.userDefaults(suite: suite, issues: issues))
            case .erasedDictionary: return .dictionary(issues: issues)
            case .erasedJSONFile: return .jsonFile(json, watching: .off, issues: issues)
            case .erasedPlistFile: return .plistFile(plist, watching: .off, issues: issues)
            }
        }
    }

    @Test(arguments: Factory.allCases)
    func aRefusedValueIsReportedToTheFactorysHandler(factory: Factory) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-factory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorder = Recorder()
        let suite = "prefs-factory-\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
        let storage = factory.make(recorder.handler, in: directory, suite: suite)
        let prefs = FactoryIssuesPrefs(storage: storage)
        prefs.level = 11
        #expect(prefs.level == 1)
        let reported = recorder.issues.withLock { $0 }
        #expect(reported.count == 1)
        #expect(reported.first.map { "\($0)" }?.contains("level") == true)
    }
}
