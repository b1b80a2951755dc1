import Foundation
import PrefsKitCompatibility
import Testing

private enum Fruit: String, Sendable { case apple, pear }
private struct Frame: Codable, Sendable, Equatable {
    var width: Double
    var height: Double
}

@Suite struct PrefsKeyTests {
    @Test func atomicArrayKey() throws {
        let storage = DictionaryPrefsStorage()
        let key = AnyAtomicPrefsKey<[Int]>(key: "foo")
        storage.setValue(forKey: key, to: [1, 2, 3])
        let value: [Int] = try #require(storage.value(forKey: key))
        #expect(value == [1, 2, 3])
        storage.setValue(forKey: key, to: nil)
        #expect(storage.value(forKey: key) == nil)
    }

    @Test func nestedAtomicKeys() {
        let storage = DictionaryPrefsStorage()
        let arrays = AnyAtomicPrefsKey<[[String]]>(key: "arrays")
        let dictionary = AnyAtomicPrefsKey<[String: [Double]]>(key: "dictionary")
        storage.setValue(forKey: arrays, to: [["a"], ["b", "c"]])
        storage.setValue(forKey: dictionary, to: ["x": [1.5]])
        #expect(
            (storage.value(forKey: arrays), storage.value(forKey: dictionary)) == ([["a"], ["b", "c"]], ["x": [1.5]]))
        #expect(
            storage.storageValue(forKey: "arrays")
                == .array([.array([.string("a")]), .array([.string("b"), .string("c")])]))
    }

    /// A defaulted key reads its default when nothing, or something unreadable, is stored; the default is never written.
    @Test func defaultedKeyReadsItsDefault() {
        let storage = DictionaryPrefsStorage()
        let key = AnyDefaultedAtomicPrefsKey(key: "launches", defaultValue: 1)
        #expect(storage.value(forKey: key) == 1)
        #expect(storage.storageValue(forKey: "launches") == nil)
        storage.setValue(forKey: "launches", to: "many")
        #expect(storage.value(forKey: key) == 1)
        storage.setValue(forKey: key, to: 5)
        #expect((storage.value(forKey: key), key.decodeDefaulted(nil)) == (5, 1))
    }

    @Test func closureKeyStoresWhatEncodeGives() {
        let storage = DictionaryPrefsStorage()
        let key = AnyPrefsKey(
            key: "hex", encode: { @Sendable (value: Int) in String(value, radix: 16) }, decode: { Int($0, radix: 16) })
        storage.setValue(forKey: key, to: 255)
        #expect((storage.value(forKey: "hex"), storage.value(forKey: key)) == ("ff", 255))
        let defaulted = AnyDefaultedPrefsKey(
            key: "feed", defaultValue: URL(string: "https://example.com")!, coding: .urlString)
        #expect(storage.value(forKey: defaulted).absoluteString == "https://example.com")
    }

    @Test func rawRepresentableKeys() {
        let storage = DictionaryPrefsStorage()
        storage.setValue(forKey: AnyRawRepresentablePrefsKey<Fruit>(key: "fruit"), to: .pear)
        #expect(storage.value(forKey: "fruit") == "pear")
        #expect(
            storage.value(forKey: AnyDefaultedRawRepresentablePrefsKey(key: "fruit", defaultValue: Fruit.apple))
                == .pear)
        #expect(
            storage.value(forKey: AnyDefaultedRawRepresentablePrefsKey(key: "other", defaultValue: Fruit.apple))
                == .apple)
    }

    @Test func codableKeys() throws {
        let storage = DictionaryPrefsStorage()
        let frame = Frame(width: 3, height: 4)
        let key = AnyCodablePrefsKey(
            key: "frame", value: Frame.self, storageValue: JSONEncoder.Output.self, encoder: JSONEncoder(),
            decoder: JSONDecoder())
        storage.setValue(forKey: key, to: frame)
        let data: Data = try #require(storage.value(forKey: "frame"))
        #expect(try JSONDecoder().decode(Frame.self, from: data) == frame)
        #expect(
            (storage.value(forKey: key), storage.value(forKey: AnyJSONDataCodablePrefsKey<Frame>(key: "frame"))) == (
                frame, frame
            ))

        storage.setValue(forKey: AnyJSONStringCodablePrefsKey<Frame>(key: "text"), to: frame)
        #expect(storage.value(forKey: "text") == #"{"height":4,"width":3}"#)
        let fallback = Frame(width: 1, height: 1)
        #expect(
            storage.value(forKey: AnyDefaultedJSONStringCodablePrefsKey(key: "none", defaultValue: fallback))
                == fallback)
        #expect(
            storage.value(forKey: AnyDefaultedJSONDataCodablePrefsKey(key: "frame", defaultValue: fallback)) == frame)
        let defaulted = AnyDefaultedCodablePrefsKey(
            key: "frame", defaultValue: fallback, storageValue: Data.self, encoder: JSONEncoder(),
            decoder: JSONDecoder())
        #expect(storage.value(forKey: defaulted) == frame)
    }

    @Test func keysCarryTheirCoding() {
        let key = AnyPrefsKey(key: "port", coding: .uInt16AsInt)
        #expect(key.encode(UInt16(8080)) == 8080)
        #expect(key.decode(70_000) == nil)
        #expect(key.encode(UInt16?.none) == nil)
    }
}

@Suite struct PrefsKeyStorageValueTests {
    @available(*, deprecated, message: "exercises PrefsKit's deprecated names")
    @Test func storedFormsByKeyAndByCoding() {
        let storage = DictionaryPrefsStorage()
        storage.setValue(forKey: AnyRawRepresentablePrefsKey<Fruit>(key: "fruit"), to: .pear)
        #expect(storage.storageValue(forKey: AnyRawRepresentablePrefsKey<Fruit>(key: "fruit")) == "pear")
        storage.setValue(forKey: "feed", to: URL(string: "https://example.com/feed"), using: .urlString)
        #expect(
            (
                storage.storageValue(forKey: "feed", using: .urlString),
                storage.value(forKey: "feed", using: .urlString)?.host
            ) == ("https://example.com/feed", "example.com"))
    }
}

/// PrefsKit's names for the property wrappers, and their unlabelled initialisers.
@PrefsSchema final class WrapperNamesSchema {
    @PrefsStorageWrapper(DictionaryPrefsStorage(root: ["launches": 2])) var storage
    @PrefsStorageModeWrapper(.storageOnly) var storageMode

    @Pref var launches: Int = 0
}

@Suite struct WrapperNameTests {
    @Test func wrappersByPrefsKitsNames() {
        #expect(WrapperNamesSchema().launches == 2)
    }
}
