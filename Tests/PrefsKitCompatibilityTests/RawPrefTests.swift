import Foundation
import PrefsKitCompatibility
import Testing

@PrefsSchema final class RawPrefsSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode: PrefsStorageMode

    init(mode: PrefsStorageMode) { storageMode = mode }

    @RawPref var array: [Any]?
    @RawPref var arrayDefaulted: [Any] = ["string", 123]
    @RawPref var dict: [String: Any]?
    @RawPref(key: "dictDefaultedB") var dictDefaulted: [String: Any] = ["foo": "string", "bar": 123]
}

@Suite struct RawPrefTests {
    @Test(arguments: [PrefsStorageMode.storageOnly, .cachedReadStorageWrite])
    func optionalArray(mode: PrefsStorageMode) throws {
        let prefs = RawPrefsSchema(mode: mode)
        #expect(prefs.array == nil)
        prefs.array = ["a string", 456, true]
        let array = try #require(prefs.array)
        #expect((array.count, array[0] as? String, array[1] as? Int) == (3, "a string", 456))
        prefs.array?[0] = "replaced string"
        #expect(prefs.array?[0] as? String == "replaced string")
        #expect((prefs.storage.unsafeStorageValue(forKey: "array") as? [Any])?.first as? String == "replaced string")
        prefs.array = nil
        #expect(prefs.storage.unsafeStorageValue(forKey: "array") == nil)
    }

    /// The default is read, never written; changing it in place writes the whole value.
    @Test(arguments: [PrefsStorageMode.storageOnly, .cachedReadStorageWrite])
    func defaultedArray(mode: PrefsStorageMode) throws {
        let prefs = RawPrefsSchema(mode: mode)
        #expect((prefs.arrayDefaulted.count, prefs.arrayDefaulted[1] as? Int) == (2, 123))
        #expect(prefs.storage.unsafeStorageValue(forKey: "arrayDefaulted") == nil)
        prefs.arrayDefaulted.append(false)
        let stored = try #require(prefs.storage.unsafeStorageValue(forKey: "arrayDefaulted") as? [Any])
        #expect((stored.count, stored[2] as? Bool) == (3, false))
    }

    @Test(arguments: [PrefsStorageMode.storageOnly, .cachedReadStorageWrite])
    func dictionaries(mode: PrefsStorageMode) throws {
        let prefs = RawPrefsSchema(mode: mode)
        prefs.dict = ["one": 1, "nested": ["two": [2]]]
        #expect(prefs.dict?["one"] as? Int == 1)
        #expect((prefs.dict?["nested"] as? [String: Any])?["two"] as? [Int] == [2])
        #expect(prefs.dictDefaulted["foo"] as? String == "string")
        prefs.dictDefaulted["foo"] = "changed"
        let stored = try #require(prefs.storage.unsafeStorageValue(forKey: "dictDefaultedB") as? [String: Any])
        #expect((stored["foo"] as? String, stored["bar"] as? Int) == ("changed", 123))
    }

    /// A value storage cannot keep is not written, and the stored value is kept.
    @Test func anUnstorableElementWritesNothing() {
        let issues = IssueLog()
        let prefs = RawPrefsSchema(mode: .storageOnly)
        prefs.storage = DictionaryPrefsStorage(root: ["array": ["kept"]], issues: issues.handler)
        prefs.array = [URL(fileURLWithPath: "/tmp")]
        #expect((prefs.array?.first as? String, issues.keys) == ("kept", ["array"]))
    }

    @Test func rawPrefsAreDescribed() throws {
        let prefs = RawPrefsSchema(mode: .storageOnly)
        prefs.array = ["x", 1]
        #expect(try prefs.value(forKey: "array") == .array([.string("x"), .int(1)]))
        #expect(try prefs.value(forKey: "dictDefaultedB") == .dictionary(["foo": .string("string"), "bar": .int(123)]))
    }
}
