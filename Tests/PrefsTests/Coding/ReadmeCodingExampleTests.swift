import Foundation
import Prefs
import Testing

extension ReadmeJSONCodablePref.Device: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.manufacturer == rhs.manufacturer }
}

/// Runs `body` with the README examples backed by `storage` in `mode`.
func withReadmeBackend(_ storage: any PrefsStorage, _ mode: PrefsStorageMode, _ body: () -> Void) {
    ReadmeBackend.$mode.withValue(mode) {
        ReadmeBackend.$storage.withValue(AnyPrefsStorage(storage), operation: body)
    }
}

/// ``expectRoundTrip(_:_:_:key:stored:reads:sourceLocation:)`` for a README example, which has no storage of its own.
func expectReadmeRoundTrip<Schema: ReadmeExample, Value: Equatable>(
    _ setup: StoreSetup, _ keyPath: ReferenceWritableKeyPath<Schema, Value>, _ value: Value, key: String,
    stored: PrefsValue?, sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = TemporaryDirectory()
    let storage = setup.makeStorage(in: directory)
    let expected = stored.map(setup.stored)
    withReadmeBackend(storage, setup.mode) {
        let prefs = Schema()
        prefs[keyPath: keyPath] = value
        #expect(prefs[keyPath: keyPath] == value, sourceLocation: sourceLocation)
        #expect(storage.storageValue(forKey: key) == expected, sourceLocation: sourceLocation)
    }
    let reopened = setup.reopen(storage, in: directory)
    withReadmeBackend(reopened, setup.mode) {
        #expect(Schema()[keyPath: keyPath] == value, sourceLocation: sourceLocation)
        #expect(reopened.storageValue(forKey: key) == expected, sourceLocation: sourceLocation)
    }
}

/// The name of the coding type `coding` resolves to.
func codingTypeName<Coding: PrefsCodable>(_ coding: Coding) -> String { String(reflecting: Coding.self) }

/// The PrefsKit README's examples (ReadmeCodingExamples.swift) compile against Prefs and do what the README says.
@Suite struct ReadmeCodingExampleTests {
    @Test(arguments: StoreSetup.all)
    func storageValueTypesTable(setup: StoreSetup) {
        expectReadmeRoundTrip(setup, \ReadmeStringRow.Prefs.x, "hello", key: "x", stored: .string("hello"))
        expectReadmeRoundTrip(setup, \ReadmeBoolRow.Prefs.x, false, key: "x", stored: .bool(false))
        expectReadmeRoundTrip(setup, \ReadmeIntRow.Prefs.x, 42, key: "x", stored: .int(42))
        expectReadmeRoundTrip(setup, \ReadmeDoubleRow.Prefs.x, 0.1, key: "x", stored: .double(0.1))
        expectReadmeRoundTrip(setup, \ReadmeFloatRow.Prefs.x, 2.5, key: "x", stored: .double(2.5))
        expectReadmeRoundTrip(
            setup, \ReadmeDataRow.Prefs.x, Data([1, 2, 3]), key: "x", stored: .data(Data([1, 2, 3])))
        expectReadmeRoundTrip(
            setup, \ReadmeArrayRow.Prefs.x, ["a", "b"], key: "x", stored: .array([.string("a"), .string("b")]))
        expectReadmeRoundTrip(
            setup, \ReadmeMixedArrayRow.Prefs.x, ["text", 42, true], key: "x",
            stored: .array([.string("text"), .int(42), .bool(true)]))
        expectReadmeRoundTrip(
            setup, \ReadmeDictionaryRow.Prefs.x, ["apple": "red"], key: "x",
            stored: .dictionary(["apple": .string("red")]))
        expectReadmeRoundTrip(
            setup, \ReadmeMixedDictionaryRow.Prefs.x, ["name": "Main", "count": 2], key: "x",
            stored: .dictionary(["name": .string("Main"), "count": .int(2)]))
    }

    @Test(arguments: StoreSetup.all)
    func customValueCoding(setup: StoreSetup) throws {
        expectReadmeRoundTrip(
            setup, \ReadmeRawRepresentablePref.Prefs.fruit, .banana, key: "fruit", stored: .string("banana"))
        let device = ReadmeJSONCodablePref.Device(name: "Pi", manufacturer: "Raspberry")
        expectReadmeRoundTrip(
            setup, \ReadmeJSONCodablePref.Prefs.device, device, key: "device",
            stored: .data(Data(#"{"manufacturer":"Raspberry","name":"Pi"}"#.utf8)))
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        expectReadmeRoundTrip(
            setup, \ReadmeJSONCodablePref.Prefs.deviceID, id, key: "deviceID",
            stored: .string(#""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#))
        let url = try #require(URL(string: "https://example.com/a%20b?q=1#top"))
        expectReadmeRoundTrip(
            setup, \ReadmeInlineCoding.Prefs.url, url, key: "url", stored: .string("https://example.com/a%20b?q=1#top"))
        expectReadmeRoundTrip(
            setup, \ReadmeReusableCoding.Prefs.foo, url, key: "foo",
            stored: .string("https://example.com/a%20b?q=1#top"))
        expectReadmeRoundTrip(setup, \ReadmeReusableCoding.Prefs.bar, nil, key: "bar", stored: nil)
    }

    /// The README's own `.urlString`, declared in this module, is the one `@Pref(coding: .urlString)` uses here.
    @Test func theModulesOwnURLStringCodingWins() {
        #expect(codingTypeName(.urlString) == "PrefsTests.URLStringPrefsCoding")
    }

    @Test(arguments: bothModes)
    func dynamicKeyAccessThroughStorage(mode: PrefsStorageMode) {
        let storage = DictionaryPrefsStorage()
        withReadmeBackend(storage, mode) {
            let prefs = ReadmeDynamicKeys.Prefs()
            #expect(prefs.fruit(name: "apple") == nil)
            let counter = track { _ = prefs.fruit(name: "apple") }
            prefs.setFruit(name: "apple", to: "red")
            #expect(
                (prefs.fruit(name: "apple"), storage.storageValue(forKey: "fruit-apple")) == ("red", .string("red")))
            // As the README warns, storage access is not observable.
            #expect(counter.value == 0)
            prefs.setFruit(name: "apple", to: nil)
            #expect(storage.storageValue(forKey: "fruit-apple") == nil)
            prefs.foo = 3
            #expect(storage.storageValue(forKey: "foo") == .int(3))
        }
    }

    @Test(arguments: bothModes)
    func rootLevelDictionaryProxyIsObservable(mode: PrefsStorageMode) {
        withReadmeBackend(DictionaryPrefsStorage(), mode) {
            let prefs = ReadmeRootLevelDictionary.Prefs()
            #expect((prefs.fruit["apple"] ?? "Missing.") == "Missing.")  // what the README's ContentView shows
            let counter = track { _ = prefs.fruit(name: "apple") }
            prefs.fruit = ["apple": "green"]
            #expect((counter.value, prefs.fruit(name: "apple")) == (1, "green"))
        }
    }
}
