import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// A storage and a mode to run a coding test against: the dictionary store or one of the file stores, in either mode.
struct StoreSetup: Sendable, CustomTestStringConvertible {
    /// `nil` for ``DictionaryPrefsStorage``.
    let file: FileKind?
    let mode: PrefsStorageMode

    /// Every storage (dictionary, JSON, XML plist, binary plist) in both modes.
    static let all: [StoreSetup] = ([nil] + FileKind.allCases.map(Optional.some)).flatMap { file in
        bothModes.map { StoreSetup(file: file, mode: $0) }
    }

    var testDescription: String { "\(file?.rawValue ?? "dictionary") \(mode.testDescription)" }

    /// A new, empty storage of this kind (in `directory` for a file store).
    func makeStorage(in directory: TemporaryDirectory) -> any PrefsStorage {
        guard let file else { return DictionaryPrefsStorage() }
        return file.storage(directory.file(file.fileName))
    }

    /// What the next launch sees: a fresh storage opened on the same file, or the same dictionary store.
    func reopen(_ storage: any PrefsStorage, in directory: TemporaryDirectory) -> any PrefsStorage {
        guard let file else { return storage }
        return file.storage(directory.file(file.fileName))
    }

    /// `value` as this storage keeps it: a JSON file has no date or data type, so it keeps them as strings.
    func stored(_ value: PrefsValue) -> PrefsValue {
        file == .json ? Self.inJSON(value) : value
    }

    private static func inJSON(_ value: PrefsValue) -> PrefsValue {
        switch value {
        case .data(let data): .string(data.base64EncodedString())
        case .date(let date): .string(PrefsDateString.string(from: date))
        case .array(let values): .array(values.map(inJSON))
        case .dictionary(let values): .dictionary(values.mapValues(inJSON))
        case .bool, .int, .double, .string: value
        }
    }
}

/// A schema the round-trip helper can create over any storage and mode.
protocol TestSchema: PrefsSchema {
    init(storage: any PrefsStorage, mode: PrefsStorageMode)
}

extension CodingPrefs: TestSchema {}

/// Writes `value` through a preference and checks what a user would see: the value read back (`reads`, when the
/// storage cannot keep it as written), the exact stored form under `key` (`nil`: removed), and the same two after
/// reopening the storage (the next launch).
func expectRoundTrip<Schema: TestSchema, Value: Equatable>(
    _ setup: StoreSetup,
    _ keyPath: ReferenceWritableKeyPath<Schema, Value>,
    _ value: Value,
    key: String,
    stored: PrefsValue?,
    reads: Value? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let read = reads ?? value
    let directory = TemporaryDirectory()
    let storage = setup.makeStorage(in: directory)
    let prefs = Schema(storage: storage, mode: setup.mode)
    prefs[keyPath: keyPath] = value
    let expected = stored.map(setup.stored)
    #expect(prefs[keyPath: keyPath] == read, sourceLocation: sourceLocation)
    #expect(storage.storageValue(forKey: key) == expected, sourceLocation: sourceLocation)

    let reopened = setup.reopen(storage, in: directory)
    let nextLaunch = Schema(storage: reopened, mode: setup.mode)
    #expect(nextLaunch[keyPath: keyPath] == read, sourceLocation: sourceLocation)
    #expect(reopened.storageValue(forKey: key) == expected, sourceLocation: sourceLocation)
}

/// Collects the ``PrefsIssue``s reported to the process-wide handler while a closure runs on the current task,
/// ignoring those of tests running in parallel.
///
/// Storages made without a handler of their own report to the process-wide one; this bootstraps it once for the
/// whole test process and files each issue under the task-local scope of the code that reported it (issues are
/// reported synchronously, on the thread that read or wrote the preference). Tests that can give their storage its
/// own handler use ``IssueLog`` instead.
enum IssueRecorder {
    private final class Scope: Sendable {
        let issues = Mutex<[PrefsIssue]>([])
    }

    @TaskLocal private static var scope: Scope?

    private static let installed: Bool = {
        PrefsIssueHandler.bootstrap { issue in IssueRecorder.scope?.issues.withLock { $0.append(issue) } }
        return true
    }()

    /// The issues `body` reported, oldest first.
    static func issues(during body: () throws -> Void) rethrows -> [PrefsIssue] {
        precondition(installed)
        let scope = Scope()
        try $scope.withValue(scope) { try body() }
        return scope.issues.withLock { $0 }
    }
}

/// The issues one storage reports to its own handler.
final class IssueLog: Sendable {
    private let issues = Mutex<[PrefsIssue]>([])

    var handler: PrefsIssueHandler { PrefsIssueHandler { [self] issue in issues.withLock { $0.append(issue) } } }

    /// The issues reported so far, oldest first.
    var recorded: [PrefsIssue] { issues.withLock { $0 } }
}

extension PrefsSchema {
    /// The settings tree's description of the preference stored under `key`.
    static func prefInfo(forKey key: String) -> SettingsPrefInfo? {
        var info: SettingsPrefInfo?
        settingsTree.forEachNode { node, _ in
            if node.pref?.key == key { info = node.pref }
        }
        return info
    }

    /// The kind of value the settings tree and the command line show for the preference stored under `key`.
    static func valueType(ofKey key: String) -> PrefsValueType? { prefInfo(forKey: key)?.type }

    /// The keys of every preference of the schema, in declaration order.
    static var prefKeys: [String] {
        var keys: [String] = []
        settingsTree.forEachNode { node, _ in
            if let key = node.pref?.key { keys.append(key) }
        }
        return keys
    }
}
