import Foundation
import PrefsKitCompatibility
import Testing

/// A document with every atomic type, a nested dictionary holding base64 data, and dates as ISO 8601 text: what a JSON
/// export of PrefsKit content looks like.
private let jsonDocument = """
    {
      "int": 1, "string": "text", "bool": true, "double": 2.5,
      "data": "AQID", "date": "2025-01-02T06:51:16Z",
      "array": ["a", "b"],
      "nested": { "name": "thumbnail", "payload": "BAUG", "sizes": [1, 2] }
    }
    """

/// Turns the base64 strings at known key paths back into `Data`, and the ISO 8601 date back into a `Date`.
private struct JSONImportStrategy: PrefsStorageMappingImportStrategy {
    var typeEraseAmbiguousFloatingPoint = true

    func importValue(forKeyPath keyPath: [String], value: String) throws -> any PrefsStorageValue {
        switch keyPath {
        case ["data"], ["nested", "payload"]:
            guard let data = Data(base64Encoded: value) else { throw PrefsStorageError.jsonFormatNotSupported }
            return data
        case ["date"]:
            guard let date = ISO8601DateFormatter().date(from: value) else {
                throw PrefsStorageError.jsonFormatNotSupported
            }
            return date
        default:
            return value
        }
    }
}

/// Writes `Data` as base64 and dates as ISO 8601 text, everything else as it is.
private struct JSONExportStrategy: PrefsStorageMappingExportStrategy {
    func exportValue(forKeyPath keyPath: [String], value: Int) throws -> Any { value }
    func exportValue(forKeyPath keyPath: [String], value: String) throws -> Any { value }
    func exportValue(forKeyPath keyPath: [String], value: Bool) throws -> Any { value }
    func exportValue(forKeyPath keyPath: [String], value: Double) throws -> Any { value }
    func exportValue(forKeyPath keyPath: [String], value: Float) throws -> Any { value }
    func exportValue(forKeyPath keyPath: [String], value: NSNumber) throws -> Any { value }
    func exportValue(forKeyPath keyPath: [String], value: Data) throws -> Any { value.base64EncodedString() }
    func exportValue(forKeyPath keyPath: [String], value: Date) throws -> Any {
        ISO8601DateFormatter().string(from: value)
    }
}

private let date = Date(timeIntervalSince1970: 1_735_800_676)  // 2025-01-02T06:51:16Z

/// What a storage holds after importing `jsonDocument` with `JSONImportStrategy`.
private func checkContent(in storage: any PrefsStorage) throws {
    #expect(
        (
            storage.value(forKey: "int"), storage.value(forKey: "string"), storage.value(forKey: "bool"),
            storage.value(forKey: "double"), storage.value(forKey: "array"), storage.value(forKey: "data")
        ) == (1, "text", true, 2.5, ["a", "b"], Data([1, 2, 3])))
    #expect(storage.value(forKey: "date") == date)
    let nested: AnyPrefsDictionary = try #require(storage.value(forKey: "nested"))
    #expect((nested["payload", as: Data.self], nested["sizes", as: [Int].self]) == (Data([4, 5, 6]), [1, 2]))
}

/// `checkContent`, and in a storage that keeps every type as it is (in memory, `UserDefaults`, property lists), the
/// imported `Data` and `Date` as PrefsKit's tests read them: untyped.
private func checkUntypedContent(in storage: any PrefsStorage) throws {
    try checkContent(in: storage)
    #expect(
        (storage.unsafeStorageValue(forKey: "data") as? Data, storage.unsafeStorageValue(forKey: "date") as? Date) == (
            Data([1, 2, 3]), date
        ))
    let nested = try #require(storage.unsafeStorageValue(forKey: "nested") as? [String: Any])
    #expect(
        (nested["payload"] as? Data, nested["name"] as? String, nested["sizes"] as? [Int]) == (
            Data([4, 5, 6]), "thumbnail", [1, 2]
        ))
}

@Suite struct PrefsStorageImportExportTests {
    @Test func initializesFromJSONDataAndStringWithAMappingStrategy() throws {
        let strategy = JSONImportStrategy()
        try checkUntypedContent(
            in: DictionaryPrefsStorage(from: Data(jsonDocument.utf8), format: .json(strategy: strategy)))
        try checkUntypedContent(in: DictionaryPrefsStorage(from: jsonDocument, format: .json(strategy: strategy)))
        try checkUntypedContent(in: .dictionary(from: jsonDocument, format: .json(strategy: strategy)))
    }

    @Test func initializesThroughTheTraitsMetatype() throws {
        let storageType: any PrefsStorageInitializable.Type = DictionaryPrefsStorage.self
        let storage = try storageType.init(from: Data(jsonDocument.utf8), format: .json(strategy: JSONImportStrategy()))
        try checkUntypedContent(in: storage)
    }

    @Test(arguments: TestStorage.allCases)
    func loadsFromAStringIntoAnyStorage(kind: TestStorage) throws {
        let storage = kind.make()
        storage.setValue(forKey: "stale", to: "old")
        try storage.load(from: jsonDocument, format: .json(strategy: JSONImportStrategy()), by: .reinitializing)
        try checkUntypedContent(in: storage)
        #expect(storage.value(forKey: "stale") as String? == nil)
    }

    @Test(arguments: TestStorage.allCases)
    func jsonRoundTripsThroughAnExportStrategy(kind: TestStorage) throws {
        let source = kind.make()
        try source.load(from: jsonDocument, format: .json(strategy: JSONImportStrategy()), by: .reinitializing)
        let data = try source.exportData(format: .json(strategy: JSONExportStrategy()))
        let copy = try DictionaryPrefsStorage(from: data, format: .json(strategy: JSONImportStrategy()))
        try checkUntypedContent(in: copy)
        #expect(try source.exportString(format: .json(strategy: JSONExportStrategy())).contains("\"AQID\""))
    }

    @Test(arguments: TestStorage.allCases)
    func plistRoundTripsThroughAFileDataAndText(kind: TestStorage) throws {
        let source = kind.make()
        try source.load(from: jsonDocument, format: .json(strategy: JSONImportStrategy()), by: .reinitializing)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prefskit-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: url) }
        try source.export(format: .plist(), to: url)
        try checkUntypedContent(in: DictionaryPrefsStorage(from: url, format: .plist()))
        let binary = try source.exportData(format: .plist(format: .binary))
        try checkUntypedContent(in: DictionaryPrefsStorage(from: binary, format: .plist()))
        let xml = try source.exportString(format: .plist())
        #expect(xml.hasPrefix("<?xml"))
        let reloaded = kind.make()
        try reloaded.load(from: xml, format: .plist(), by: .updating)
        try checkUntypedContent(in: reloaded)
    }

    @Test func aJSONDocumentThatIsNotAnObjectIsRefused() {
        #expect(throws: PrefsStorageError.jsonFormatNotSupported) {
            try DictionaryPrefsStorage(from: "[1, 2]", format: .json(strategy: .passthrough))
        }
        #expect(PrefsStorageError.jsonFormatNotSupported.errorDescription?.isEmpty == false)
    }

    @Test func anImportStrategyThatThrowsChangesNothing() {
        let storage = DictionaryPrefsStorage(root: ["int": 7])
        #expect(throws: PrefsStorageError.jsonFormatNotSupported) {
            try storage.load(
                from: #"{"int": 1, "data": "not base64!"}"#, format: .json(strategy: JSONImportStrategy()),
                by: .updating)
        }
        #expect(storage.value(forKey: "int") == 7)
    }

    @Test func typedStrategyKeepsNumberKinds() throws {
        let storage = try DictionaryPrefsStorage(
            from: #"{"i": 3, "d": 3.0, "b": false}"#, format: .json(strategy: .typed()))
        #expect(
            (storage.storageValue(forKey: "i"), storage.storageValue(forKey: "d"), storage.storageValue(forKey: "b"))
                == (.int(3), .double(3), .bool(false)))
    }

    @Test func updatingMergesAndReinitializingReplaces() throws {
        let storage = AnyPrefsStorage(.dictionary(root: ["foo": 1, "bar": 2, "baz": 3]))
        let updated = try storage.load(from: ["foo": 10, "boo": 4], by: .updating)
        #expect((updated, storage.value(forKey: "bar")) == (["foo", "boo"], 2))
        try storage.load(from: ["foo": 10, "bar": 20, "boo": 4], by: .reinitializing)
        #expect(storage.value(forKey: "baz") as Int? == nil)
        #expect(storage.value(forKey: "bar") == 20)
    }

    /// The predicate is asked only about keys already stored; keys it keeps are not written.
    @Test func updatingWithPredicateAsksAboutStoredKeysOnly() throws {
        let storage = AnyPrefsStorage(.dictionary(root: ["foo": 1, "bar": 2]))
        let asked = KeyLog()
        let updated = try storage.load(
            from: ["foo": 10, "bar": 20, "boo": 30],
            by: .updatingWithPredicate { key, _, _ in
                asked.append(key)
                switch key {
                case "foo": return .takeNewValue
                default: return .preserveOldValue
                }
            })
        #expect(
            (updated, asked.keys.sorted(), storage.value(forKey: "bar"), storage.value(forKey: "boo")) == (
                ["foo", "boo"], ["bar", "foo"], 2, 30
            ))
    }

    /// PrefsKit names only the storages that import and export; every Prefs storage does both.
    @Test func fileStoragesImportAndExportToo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prefskit-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let storage: any PrefsStorage & PrefsStorageImportable & PrefsStorageExportable = JSONFilePrefsStorage(
            file: url)
        try storage.load(from: jsonDocument, format: .json(strategy: JSONImportStrategy()), by: .reinitializing)
        try checkContent(in: JSONFilePrefsStorage(file: url))
        #expect(try storage.dictionaryRepresentation()["int"] as? Int == 1)
    }
}

/// Keys collected from a `@Sendable` closure.
final class KeyLog: @unchecked Sendable {
    // `@unchecked`: `collected` is only touched with `lock` held.
    private let lock = NSLock()
    private var collected: [String] = []

    func append(_ key: String) { lock.withLock { collected.append(key) } }
    var keys: [String] { lock.withLock { collected } }
}
