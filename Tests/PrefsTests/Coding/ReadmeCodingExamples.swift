import Foundation
import Prefs

// The examples of the PrefsKit README's "Storage Value Types", "Custom Value Coding" and "Dynamic Key Access"
// sections, unchanged apart from `import Prefs`. Every example names its schema class `Prefs`, and this module
// already has one (NamingTests.swift), so each example sits in a caseless enum named after its section; the code
// inside is the README's. The README's snippets leave out `@Storage` and `@StorageMode`; `ReadmeExample` below
// supplies them from outside the class (each class lists it: `@PrefsSchema` then leaves its storage to the compiler),
// so the class bodies stay as written and each test picks the storage.
// Left out: the SwiftUI views (`ContentView`), which do not build on Linux; ReadmeCodingExampleTests does what they do.

// MARK: - Storage Value Types (one schema per row of the table, so every row keeps its property name `x`)

enum ReadmeStringRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: String = "" } }
enum ReadmeBoolRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: Bool = true } }
enum ReadmeIntRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: Int = 1 } }
enum ReadmeDoubleRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: Double = 1.0 } }
enum ReadmeFloatRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: Float = 1.0 } }
enum ReadmeDataRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: Data = Data() } }
enum ReadmeArrayRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: [String] = [] } }
enum ReadmeMixedArrayRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: AnyPrefsArray = [] } }
enum ReadmeDictionaryRow { @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: [String: String] = [:] } }
enum ReadmeMixedDictionaryRow {
    @PrefsSchema final class Prefs: ReadmeExample { @Pref var x: AnyPrefsDictionary = [:] }
}

// MARK: - Custom Value Coding

enum ReadmeRawRepresentablePref {
    @PrefsSchema final class Prefs: ReadmeExample {
        @RawRepresentablePref var fruit: Fruit?
    }

    enum Fruit: String {
        case apple, banana, orange
    }
}

enum ReadmeJSONCodablePref {
    @PrefsSchema final class Prefs: ReadmeExample {
        // encode Device as JSON using Data storage
        @JSONDataCodablePref var device: Device?

        // encode UUID as JSON using String storage
        @JSONStringCodablePref var deviceID: UUID?  // UUID natively conforms to Codable
    }

    struct Device: Codable {
        var name: String
        var manufacturer: String
    }
}

enum ReadmeInlineCoding {
    @PrefsSchema final class Prefs: ReadmeExample {
        @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) })
        var url: URL?
    }
}

enum ReadmeReusableCoding {
    @PrefsSchema final class Prefs: ReadmeExample {
        @Pref(coding: .urlString) var foo: URL?
        @Pref(coding: .urlString) var bar: URL?
    }
}

// The README's own coding, at the top level as the README has it, extending `PrefsCoding` as the README does (with
// `import Prefs`, `PrefsCoding` is the `PrefsCodable` protocol). `PrefsKitCompatibility`, which other files of this
// module import, has a type of the same name; this module's shadows it, and its `.urlString` is chosen over the
// library's, which is a disfavoured overload, so `@Pref(coding: .urlString)` above is not ambiguous.
struct URLStringPrefsCoding: PrefsCodable {
    func encode(prefsValue: URL) -> String? {
        prefsValue.absoluteString
    }
    func decode(prefsValue: String) -> URL? {
        URL(string: prefsValue)
    }
}

extension PrefsCoding where Self == URLStringPrefsCoding {
    static var urlString: URLStringPrefsCoding { URLStringPrefsCoding() }
}

// MARK: - Dynamic Key Access

enum ReadmeDynamicKeys {
    @PrefsSchema final class Prefs: ReadmeExample {
        // @Pref vars are Observable and Bindable in SwiftUI views
        @Pref var foo: Int?

        // `storage` access is NOT Observable or Bindable in SwiftUI views
        func fruit(name: String) -> String? {
            storage.value(forKey: "fruit-\(name)")
        }
        func setFruit(name: String, to newValue: String?) {
            storage.setValue(forKey: "fruit-\(name)", to: newValue)
        }
    }
}

enum ReadmeRootLevelDictionary {
    @PrefsSchema final class Prefs: ReadmeExample {
        @Pref var fruit: [String: String] = [:]

        // this method is an unnecessary proxy, but WILL be Observable
        func fruit(name: String) -> String? {
            fruit[name]
        }
    }
}

// MARK: - The storage the snippets leave out

/// The storage and mode a README example runs on, chosen by the test for the task it runs in.
enum ReadmeBackend {
    @TaskLocal static var storage = AnyPrefsStorage(DictionaryPrefsStorage())
    @TaskLocal static var mode: PrefsStorageMode = .cachedReadStorageWrite
}

/// A README schema: its `storage` and `storageMode` come from ``ReadmeBackend``.
protocol ReadmeExample: PrefsSchema where SchemaStorage == AnyPrefsStorage {
    init()
}

extension ReadmeExample {
    var storage: AnyPrefsStorage { ReadmeBackend.storage }
    var storageMode: PrefsStorageMode { ReadmeBackend.mode }
}
