import Foundation
import PrefsKitCompatibility
import Testing

@Suite struct PrefsStorageUnsafeAccessTests {
    @Test(arguments: TestStorage.allCases)
    func mixedArrayRoundTrips(kind: TestStorage) throws {
        let storage = kind.make()
        let valueArray: [Any] = ["string", 123, true, 3.5, Data([1])]
        storage.setUnsafeStorageValue(forKey: "foo", to: valueArray)

        let value: [Any] = try #require(storage.unsafeStorageValue(forKey: "foo") as? [Any])
        #expect(
            (
                value.count, value[0] as? String, value[1] as? Int, value[2] as? Bool, value[3] as? Double,
                value[4] as? Data
            ) == (5, "string", 123, true, 3.5, Data([1])))
    }

    @Test(arguments: TestStorage.allCases)
    func mixedDictionaryRoundTrips(kind: TestStorage) throws {
        let storage = kind.make()
        let valueDict: [String: Any] = ["a": "string", "b": 123, "c": ["nested": [1, 2]]]
        storage.setUnsafeStorageValue(forKey: "foo", to: valueDict)

        let value: [String: Any] = try #require(storage.unsafeStorageValue(forKey: "foo") as? [String: Any])
        #expect((value["a"] as? String, value["b"] as? Int) == ("string", 123))
        #expect((value["c"] as? [String: Any])?["nested"] as? [Int] == [1, 2])
    }

    @Test(arguments: TestStorage.allCases)
    func settingNilRemoves(kind: TestStorage) {
        let storage = kind.make()
        storage.setUnsafeStorageValue(forKey: "foo", to: [1] as [Any])
        storage.setUnsafeStorageValue(forKey: "foo", to: nil)
        #expect(storage.unsafeStorageValue(forKey: "foo") == nil)
    }

    /// Where PrefsKit's dictionary storage would keep any object, Prefs keeps only what every storage can: the write is
    /// refused, the stored value stays, and the issue names the key.
    @Test func unstorableValueIsRefusedAndReported() {
        let issues = IssueLog()
        let storage = DictionaryPrefsStorage(root: ["foo": 1], issues: issues.handler)
        storage.setUnsafeStorageValue(forKey: "foo", to: [URL(fileURLWithPath: "/tmp")] as [Any])
        #expect((storage.unsafeStorageValue(forKey: "foo") as? Int, issues.keys) == (1, ["foo"]))
    }

    @Test func dictionaryUnsafeInitialContents() throws {
        let storage: DictionaryPrefsStorage = .dictionary(unsafe: ["tags": ["a", 1] as [Any], "count": 2])
        let tags = try #require(storage.unsafeStorageValue(forKey: "tags") as? [Any])
        #expect(
            (
                tags.first as? String, tags.last as? Int, storage.value(forKey: "count"),
                DictionaryPrefsStorage(unsafe: ["x": true]).unsafeStorageValue(forKey: "x") as? Bool
            ) == ("a", 1, 2, true))
    }

    @Test func loadUnsafeReinitializingReplacesEverything() throws {
        let storage = AnyPrefsStorage(.dictionary(root: ["foo": 1, "baz": "old"]))
        let newContent: [String: Any] = ["foo": 2, "bar": ["x", 1] as [Any]]
        try storage.load(unsafe: newContent, by: .reinitializing)
        #expect(storage.unsafeStorageValue(forKey: "foo") as? Int == 2)
        #expect((storage.unsafeStorageValue(forKey: "bar") as? [Any])?.count == 2)
        #expect(storage.unsafeStorageValue(forKey: "baz") == nil)
    }

    @Test func loadUnsafeRefusesUnstorableContentsAndChangesNothing() {
        let storage = DictionaryPrefsStorage(root: ["foo": 1])
        #expect(throws: PrefsError.self) {
            try storage.load(unsafe: ["foo": 2, "url": URL(fileURLWithPath: "/")], by: .updating)
        }
        #expect(storage.unsafeStorageValue(forKey: "foo") as? Int == 1)
    }
}

/// Collects the keys of the issues a storage reports.
final class IssueLog: @unchecked Sendable {
    // `@unchecked`: `reported` is only touched with `lock` held.
    private let lock = NSLock()
    private var reported: [String] = []

    var handler: PrefsIssueHandler {
        PrefsIssueHandler { issue in
            self.lock.withLock { self.reported.append(issue.key ?? "") }
        }
    }

    var keys: [String] { lock.withLock { reported } }
}
