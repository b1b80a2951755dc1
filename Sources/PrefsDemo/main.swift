import Foundation
import Prefs

// Hidden helper for the storage tests; see StressWriter.swift.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == StressWriter.command {
    exit(StressWriter.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "bench" {
    exit(Bench.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
}

@PrefsSchema final class Prefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var name: String?
    @Pref var launches: Int = 0
    @MainActor @Pref var onMain: Int = 1
    @Pref(coding: AtomicPrefsCoding<String>()) var coded: String?
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var homepage: URL?
}

@MainActor @PrefsSchema final class MainPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode
    init(storage: any PrefsStorage, storageMode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = storageMode
    }
    @Pref var volume: Double = 0.5
}

let prefs = Prefs()
prefs.launches += 1
prefs.name = "Ada"
prefs.homepage = URL(string: "https://example.com")
print(prefs.launches, prefs.name ?? "nil", prefs.homepage as Any, prefs.$launches.key)
MainActor.assumeIsolated {
    let m = MainPrefs(storage: DictionaryPrefsStorage(), storageMode: .storageOnly)
    m.volume = 0.7
    print(m.volume, prefs.onMain)
}
enum Theme: String { case light, dark, system }
struct Frame: Codable, Equatable { var w: Int }
@PrefsSchema final class CodingPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .storageOnly
    @RawRepresentablePref var theme: Theme = .system
    @JSONDataCodablePref var frame: Frame?
    @JSONStringCodablePref var deviceID: UUID?
}
let c = CodingPrefs()
c.theme = .dark
c.frame = Frame(w: 3)
c.deviceID = UUID()
print(c.theme, c.frame as Any, c.storage.storageValues())
