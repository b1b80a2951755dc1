// corpus: adversarial, Scripts/make-macro-corpus.py, case 'attribute-arguments-unusual-expressions'
import Prefs
import Foundation

@PrefsSchema(title: Bundle.main.bundleIdentifier ?? "App")
@SettingsGroup(Group.path, title: NSLocalizedString("Group", comment: ""))
final class UnusualArguments {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    enum Group { static let path = "group" }

    @Pref(key: (("parenthesised"))) var parenthesised: Int = 0
    @Pref(key: ["a", "b"].joined(separator: ".")) var joined: Int = 0
    @Pref(key: String(describing: UnusualArguments.self) + ".c") var described: Int = 0
    @Pref(key: #function) var function: Int = 0
    @Pref(key: "\(1 + 1)") var interpolated: Int = 0
    @Pref(key: { "closure" }()) var calledClosure: Int = 0
    @Pref(key: true ? "t" : "f") var ternary: Int = 0
    @Pref(key: "k" as String) var cast: Int = 0
    @Pref(legacyKeys: Array(["x"])) var legacyCall: Int = 0
    @Pref(legacyKeys: ["a"] + ["b"]) var legacySum: Int = 0
    @Setting(title: .init("Title")) @Pref var titleInit: Int = 0
}
