// corpus: Docs/Review.md:11
import Prefs
import Foundation

enum Quality: String { case low, medium, high }

@PrefsSchema
@SettingsGroup("network")
final class AppPrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/app.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref(key: "ui.fontSize") @Setting(range: 10...24, step: 1) var fontSize: Double = 14
    @RawRepresentablePref @Setting(options: [Quality.low: "Low", .high: "High"]) var quality: Quality = .low
    @Pref @Setting(group: "network", range: 1...65535, requiresRestart: true) var port: Int = 8080

    nonisolated func prefsDidChange(_ changes: [PrefsChange]) {
        for change in changes { print("changed:", change.key) }   // side effects go here
    }
}

let prefs = AppPrefs()
try prefs.setValue(.double(18), forKey: "ui.fontSize")   // validated, one batch, observers notified
try prefs.setValue(nil, forKey: "ui.fontSize")           // back to the default
let size = try prefs.value(forKey: "ui.fontSize")        // .double(14): the stored value if valid, else the default
print(size as Any)
var review = prefs.review()

try review.stage(prefs.$fontSize, 18)            // typed, through the `$` handle
try review.stage("port", .int(9000))             // by key, as a settings screen or the CLI has it
try review.stage(prefs.$quality, .high)

for change in review.changes {                   // declaration order
    let old = change.oldValue.map { "\($0)" } ?? "-", new = change.newValue.map { "\($0)" } ?? "-"
    print(change.title, old, "→", new, change.requiresRestart ? "(restart)" : "")
}
// Font Size 14 → 18
// Quality "low" → "high"
// Port 8080 → 9000 (restart)

if review.needsRestart { print("Restart to apply the network change.") }

try review.apply()       // one storage batch: one file write, one notification per preference
prefs.$port.reset()                // one preference: removes its stored value
try prefs.reset(group: "network")  // every preference in a group and its subgroups, one batch
try prefs.resetAll()               // everything, one batch
print(prefs.$port.isDefault)       // true: the value equals the default
print(prefs.$port.hasStoredValue)  // false: nothing is stored at all
