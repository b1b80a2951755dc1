import Foundation
import Prefs
import Testing

/// A schema whose defaults are computed, so the compiler cannot check them against their constraints.
@PrefsSchema final class ComputedDefaultPrefs {
    static let largestFont = 99.0
    static let shippedTheme = "sepia"

    @Storage var storage: DictionaryPrefsStorage
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref @Setting(range: 10...24, step: 1) var fontSize: Double = ComputedDefaultPrefs.largestFont
    @Pref @Setting(options: ["light": "Light", "dark": "Dark"]) var theme: String = ComputedDefaultPrefs.shippedTheme
    @Pref @Setting(range: 0...10) var launches: Int = Int("3") ?? 0

    init(storage: DictionaryPrefsStorage) { self.storage = storage }
}

@Suite struct InvalidDefaultTests {
    @Test func aComputedDefaultItsConstraintRefusesIsReportedOnFirstUse() {
        let log = IssueLog()
        let prefs = ComputedDefaultPrefs(storage: DictionaryPrefsStorage(issues: log.handler))
        #expect((log.recorded.isEmpty, prefs.fontSize) == (true, 99))
        #expect(
            log.recorded == [
                PrefsIssue(
                    .invalidDefault(key: "fontSize", value: .double(99), allowed: "10...24 in steps of 1"),
                    outcome: .readInvalidDefault),
                PrefsIssue(
                    .invalidDefault(
                        key: "theme", value: .string("sepia"),
                        allowed: "one of \"light\" (Light), \"dark\" (Dark)"),
                    outcome: .readInvalidDefault),
            ])
        #expect(
            log.recorded.first?.description
                == "'fontSize': its default value 99 is not allowed; expected 10...24 in steps of 1; "
                + "reads give it until an allowed value is stored")
        // Once per schema instance: later reads and writes report nothing more.
        _ = prefs.theme
        prefs.fontSize = 12
        #expect((log.recorded.count, prefs.fontSize) == (2, 12))
    }
}
