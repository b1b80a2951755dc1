import Foundation
import Prefs
import PrefsCommandLine

/// `PrefsTestHelper app-tool WIRING ARGUMENTS...`: the command-line tool of a notes app whose preferences are in a
/// storage of the app's own (``NotesFileStorage``), run with ARGUMENTS; the end-to-end tests of such tools
/// (Tests/PrefsDemoTests/CommandLine/CommandLineOwnStorageTests.swift) run it.
///
/// The file is `$NOTES_FILE`, the environment prefix `NOTES_`. WIRING says how `makeSchema` gets its storage:
/// - `ignores-given`: it ignores the storage it is given and builds the schema over its own storage of the file, as
///   the issue's user did (the tool refuses it);
/// - `open-storage`: the app gives the tool its storage (`openStorage`), and the schema takes what it is given;
/// - `audited`: as `open-storage`, with the schema over an app's wrapper that forwards everything;
/// - `minimal-wrapper`: the built-in file storage under a wrapper that forwards only the requirements;
/// - `nested`: the built-in file storage with `fileKeys = .nestedPaths`.
enum AppToolHelper {
    static let command = "app-tool"

    enum Wiring: String, CaseIterable {
        case ignoresGiven = "ignores-given"
        case openStorage = "open-storage"
        case audited
        case minimalWrapper = "minimal-wrapper"
        case nested
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, let wiring = Wiring(rawValue: name) else {
            let names = Wiring.allCases.map(\.rawValue).joined(separator: " | ")
            FileHandle.standardError.write(Data("usage: PrefsTestHelper \(command) \(names) ARGUMENTS...\n".utf8))
            return 2
        }
        return tool(wiring).run(Array(arguments.dropFirst()))
    }

    private static func tool(_ wiring: Wiring) -> PrefsCommandLine<NotesPrefs> {
        var tool = PrefsCommandLine(
            toolName: "notes", defaultFile: .userConfig(directory: "notes", name: "prefs.json"),
            fileEnvironmentVariable: "NOTES_FILE", environmentPrefix: "NOTES_"
        ) { storage in
            switch wiring {
            case .ignoresGiven:
                // The app's own storage of the app's file, made as the app makes it.
                let file = URL(fileURLWithPath: ProcessInfo.processInfo.environment["NOTES_FILE"] ?? "prefs.json")
                return NotesPrefs(
                    storage: (try? NotesFileStorage(file: file)).map { AnyPrefsStorage($0) } ?? .dictionary)
            case .openStorage, .nested: return NotesPrefs(storage: storage)
            case .audited: return NotesPrefs(storage: AnyPrefsStorage(AuditedStorage(storage)))
            case .minimalWrapper: return NotesPrefs(storage: AnyPrefsStorage(MinimalWrapper(storage)))
            }
        }
        switch wiring {
        case .openStorage, .audited: tool.openStorage = { try NotesFileStorage(file: $0) }
        case .nested: tool.fileKeys = .nestedPaths
        case .ignoresGiven, .minimalWrapper: break
        }
        return tool
    }
}

@PrefsSchema final class NotesPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref var theme: String = "system"
    @Pref @Setting(range: 10...24) var fontSize: Int = 14
    @Pref var syncEnabled: Bool = false
    @Pref(key: "sync.server") var syncServer: String = "https://sync.example.com"
    @Pref(key: "sync.interval") @Setting(range: 1...3600) var syncInterval: Int = 60
}

/// The app's own storage, written as an app writes one on the public `PrefsValueStore`: a flat JSON file read when
/// it is created and rewritten whole by every batch, and no capability beyond the requirements.
final class NotesFileStorage: PrefsStorage {
    let file: URL
    private let store: PrefsValueStore

    init(file: URL) throws {
        self.file = file
        let scratch = DictionaryPrefsStorage()
        if FileManager.default.fileExists(atPath: file.path) {
            try scratch.load(from: file, format: .json, by: .reinitializing)
        }
        store = PrefsValueStore(values: scratch.storageValues())
    }

    func storageValue(forKey key: String) -> PrefsValue? { store.value(forKey: key) }
    func storageValues() -> [String: PrefsValue] { store.values }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try store.modify(
            persist: { [file] values, _ in
                try DictionaryPrefsStorage(values: values).export(format: .json, to: file)
                return nil
            }, body)
    }
    var generation: UInt64 { store.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        store.observe(observer)
    }
}

/// An app's wrapper written as Docs/Storage.md shows: it forwards the requirements and every capability.
final class AuditedStorage: PrefsStorage {
    let wrapped: any PrefsStorage
    init(_ wrapped: any PrefsStorage) { self.wrapped = wrapped }

    func storageValue(forKey key: String) -> PrefsValue? { wrapped.storageValue(forKey: key) }
    func storageValues() -> [String: PrefsValue] { wrapped.storageValues() }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try wrapped.modify(body)
    }
    func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try wrapped.modifyExclusively(body)
    }
    var generation: UInt64 { wrapped.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        wrapped.observe(observer)
    }
    func source(forKey key: String) -> PrefsValueSource { wrapped.source(forKey: key) }
    func defaultsLayerValue(forKey key: String) -> PrefsValue? { wrapped.defaultsLayerValue(forKey: key) }
    var writtenStorage: any PrefsStorage { wrapped.writtenStorage }
    func writtenValue(forKey key: String) -> PrefsValue? { wrapped.writtenValue(forKey: key) }
    var fileKeys: PrefsFileKeys { wrapped.fileKeys }
    var wantsKeyRules: Bool { wrapped.wantsKeyRules }
    func adoptKeyRules(_ rules: [String: PrefsKeyRule]) { wrapped.adoptKeyRules(rules) }
    var issues: PrefsIssueHandler { wrapped.issues }
    func reload() throws { try wrapped.reload() }
}

/// A wrapper with only the requirements that have no default: none of the capabilities.
final class MinimalWrapper: PrefsStorage {
    let wrapped: any PrefsStorage
    init(_ wrapped: any PrefsStorage) { self.wrapped = wrapped }

    func storageValue(forKey key: String) -> PrefsValue? { wrapped.storageValue(forKey: key) }
    func storageValues() -> [String: PrefsValue] { wrapped.storageValues() }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try wrapped.modify(body)
    }
    var generation: UInt64 { wrapped.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        wrapped.observe(observer)
    }
}
