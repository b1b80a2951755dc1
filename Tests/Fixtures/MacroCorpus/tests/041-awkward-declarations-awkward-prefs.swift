// corpus: Tests/PrefsTests/Schema/AwkwardDeclarations.swift:8
import Prefs
import Foundation

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
