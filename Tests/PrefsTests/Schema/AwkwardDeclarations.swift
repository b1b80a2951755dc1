import Foundation
import Prefs
import Testing

// Compile-only coverage: the macros applied to declarations that are easy to get wrong. If the generated code
// were invalid for any of them, this file would not compile.

/// A public schema with comments, attributes and access levels in every position.
@PrefsSchema public final class AwkwardPrefs {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .storageOnly

    /// A documented preference.
    @Pref public var documented: Int = 1  // trailing comment
    @Pref public private(set) var readOnlyOutside: String = "x"
    @Pref fileprivate var filePrivate: Bool = true
    @Pref private var hidden: Double = 1
    @Pref package var packaged: [String: [Int]] = [:]
    @Pref var nested: [[String]]?
    // swift-format-ignore: UseShorthandTypeNames
    @Pref var spelledOut: Dictionary<String, Array<Int>>?
    @Pref var optionalGeneric: Optional<Data>
    @Pref var mixed: AnyPrefsArray = ["text", 42, true]
    @Pref var mixedDictionary: AnyPrefsDictionary = ["a": 1, "b": "two"]
    @Pref(key: "with \"quotes\" and \\ slashes") var escaped: Int = 0
    @Pref(key: AwkwardPrefs.computedKey) var computedKey: Int = 0
    @MainActor @Pref var isolated: Int = 0
    @available(macOS 15, *) @Pref var available: Int = 0
    @Pref var `default`: Int = 0
    @Pref var `class`: String?

    static let computedKey = "computed.key"

    public init() {}

    func useHidden() -> Double { hidden + (filePrivate ? 1 : 0) }

    /// A hook on a private preference, itself private, following a main-actor preference too.
    @OnPrefChange("hidden", "isolated") private func hiddenChanged(change: PrefsChange) {}
    @OnPrefChange("documented") @MainActor func onMain() {}
}

/// A generic class can be a schema too; its preferences use concrete types.
@PrefsSchema final class GenericPrefs<Tag> {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var count: Int = 0
    @OnPrefChange("count") func counted() {}
}

/// A schema with no preferences yet.
@PrefsSchema final class EmptyPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
}

/// A non-final class.
@PrefsSchema class OpenPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @Pref var value: Int = 0
}

@Suite struct AwkwardDeclarationTests {
    @Test func awkwardDeclarationsWork() {
        let prefs = AwkwardPrefs()
        prefs.escaped = 2
        prefs.computedKey = 3
        #expect(
            (
                prefs.storage.storageValue(forKey: "with \"quotes\" and \\ slashes"),
                prefs.storage.storageValue(forKey: "computed.key"), prefs.mixed,
                prefs.mixedDictionary["b", as: String.self], prefs.useHidden()
            ) == (.int(2), .int(3), ["text", 42, true], "two", 2))
        #expect(GenericPrefs<String>().count == 0)
        #expect(OpenPrefs().value == 0)
        _ = EmptyPrefs()
    }
}
