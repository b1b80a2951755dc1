import Foundation
import Prefs
import Testing

@Suite struct ImportExportTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    static let formats: [PrefsFileFormat] = [.json, .plist(.xml), .plist(.binary)]

    @Test(arguments: formats)
    func exportThenImportRestoresEveryValue(format: PrefsFileFormat) throws {
        let source = DictionaryPrefsStorage(root: [
            "name": "Ada", "launches": 3, "ratio": 0.1, "on": true, "tags": ["a", "b"],
        ])
        let data = try source.exportData(format: format)
        let target = DictionaryPrefsStorage(root: ["stale": 1])
        let changed = try target.load(from: data, format: format, by: .reinitializing)
        #expect(
            (target.storageValues(), changed) == (
                source.storageValues(), ["name", "launches", "ratio", "on", "tags", "stale"]
            ))
    }

    @Test func updatingMergesAndPredicateDecidesCollisions() throws {
        let storage = DictionaryPrefsStorage(root: ["theme": "dark", "size": 12, "kept": true])
        try storage.load(
            from: ["theme": "light", "size": 14, "new": 1],
            by: .updatingWithPredicate { key, _, _ in
                key == "theme" ? .preserveOldValue : .takeNewValue
            })
        #expect(
            storage.storageValues() == [
                "theme": .string("dark"), "size": .int(14), "kept": .bool(true), "new": .int(1),
            ])
        try storage.load(from: ["theme": "light"], by: .updating)
        #expect(
            (storage.storageValue(forKey: "theme"), storage.storageValue(forKey: "kept")) == (
                .string("light"), .bool(true)
            ))
    }

    @Test func importIntoAFileIsOneAtomicBatch() throws {
        let file = directory.file("prefs.json")
        let storage = JSONFilePrefsStorage(file: file)
        let log = ChangeLog()
        let observation = storage.observe(log.record)
        try storage.load(from: ["a": 1, "b": 2, "c": 3], by: .updating)
        #expect(
            (log.keys, JSONFilePrefsStorage(file: file).storageValues()) == (
                [["a", "b", "c"]], ["a": .int(1), "b": .int(2), "c": .int(3)]
            ))
        observation.cancel()
    }

    @Test func throwingPredicateChangesNothing() throws {
        struct Refused: Error {}
        let storage = DictionaryPrefsStorage(root: ["a": 1])
        #expect(throws: Refused.self) {
            try storage.load(from: ["a": 2, "b": 3], by: .updatingWithPredicate { _, _, _ in throw Refused() })
        }
        #expect(storage.storageValues() == ["a": .int(1)])
    }

    @Test func exportToFileAndImportFromFile() throws {
        let file = directory.file("backup.plist")
        let source = DictionaryPrefsStorage(root: ["when": Date(timeIntervalSince1970: 1_000_000_000.5)])
        try source.export(format: .plist(.binary), to: file)
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o600)
        let target = DictionaryPrefsStorage()
        try target.load(from: file, format: .plist(.binary), by: .updating)
        #expect(target.storageValues() == source.storageValues())
    }

    /// A file that is malformed, missing or a directory: the error names the file and what is wrong with it, the
    /// storage keeps its values, and the file is left as it was (an export over a directory fails too).
    @Test(arguments: [
        ("malformed", "line 1, column 7 (byte 6): unexpected end of the text"),
        ("missing", "No such file or directory"),
        ("a directory", "is a directory"),
    ])
    func importingAFileThatCannotBeReadNamesItAndChangesNothing(_ what: String, _ problem: String) throws {
        let file = directory.file("bad.json")
        if what == "malformed" { try write("{\"a\": ", to: file) }
        if what == "a directory" {
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        }
        let storage = DictionaryPrefsStorage(root: ["a": 1])
        let error = try #require(throws: PrefsFileError.self) {
            try storage.load(from: file, format: .json, by: .updating)
        }
        var failures = ["\(error)"]
        if what == "a directory" {
            failures += [try #require(throws: PrefsFileError.self) { try storage.export(format: .json, to: file) }]
                .map { "\($0)" }
        }
        #expect(failures.allSatisfy { $0.hasPrefix("\(file.path): ") && $0.contains(problem) }, "\(failures)")
        #expect(storage.storageValues() == ["a": .int(1)])
        #expect(
            what == "a directory"
                ? try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["bad.json"]
                    && FileManager.default.contentsOfDirectory(atPath: file.path) == []
                : (try? String(contentsOf: file, encoding: .utf8)) == (what == "malformed" ? "{\"a\": " : nil))
    }

    @Test func exportStringIsReadableJSON() throws {
        let storage = DictionaryPrefsStorage(root: ["b": 1, "a": "x"])
        #expect(try storage.exportString(format: .json) == "{\n  \"a\": \"x\",\n  \"b\": 1\n}\n")
    }
}
