import Foundation
import Prefs

// One file for the storages an app writes itself, as the tests and `PrefsTestHelper app-tool` use them: compiled into
// PrefsTestHelper, and into PrefsTests through a link (Tests/PrefsTests/Storage/AppStorages.swift).

/// A storage of the app's own, written as an app writes one on the public ``PrefsValueStore`` (the way the issue's
/// user built theirs): a flat JSON file read when it is created and rewritten whole by every batch, the six
/// requirements without a default, and no capability of its own.
final class AppJSONStorage: PrefsStorage {
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
final class ForwardingStorage: PrefsStorage {
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

/// A wrapper an app writes with only the requirements that have no default: it forwards reads, batches and
/// observers, and none of the capabilities (no `source(forKey:)`, no `writtenStorage`, no key rules).
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
