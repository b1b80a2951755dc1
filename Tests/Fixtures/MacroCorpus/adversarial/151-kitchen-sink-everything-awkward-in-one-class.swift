// corpus: adversarial, Scripts/make-macro-corpus.py, case 'kitchen-sink-everything-awkward-in-one-class'
import Prefs

@PrefsSchema public final class Awkward<Tag>: @unchecked Sendable where Tag: Sendable {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    public static var prefix: String { "awk." }

    /** Block doc. */ @Pref public var `default`: Int = 0 /* trailing */
    @Pref(key: "größe" /* unicode key */) private(set) var größe: [String: [Int]]? // line
    @Pref var closure: (@Sendable (Int) -> Void)?
    @Pref var tuple: (a: Int, b: String)? = nil
    @Pref(key: #"raw "key""#, legacyKeys: [##"a"#b"##, "\u{1F600}"]) var raw: Int = 1
    @Pref var deep: [[[[Int]]]] = [[[[1]]]]
    @Pref var ternary: Int = true
        ? 1
        : 0
    @Pref var chain: [Int] = [3, 2, 1]
        .sorted()
        .reversed()
        .map { $0 }
    #if os(Linux)
    @Pref var linux: Int = 0
    #else
    @Pref var other: Int = 0
    #endif
    @MainActor @Pref nonisolated(unsafe) var both: Int = 0
    @Pref lazy var lazy: Int = 0
    @Pref static var shared: Int = 0

    enum Inner { case a }
    @PrefsSchema final class Nested { @Pref var n: Int = 0 }

    @OnPrefChange("default", "größe") func changed(_ change: PrefsChange) {}
    @OnPrefChange("nope") static func wrong() async throws {}
}

extension Awkward {
    @Pref var inExtension: Int = 0
    @OnPrefChange("default") func hookInExtension() {}
}
