// corpus: Tests/PrefsDemoTests/Compiler/CompileFailTests.swift:10 (a whole source in a string literal)
import Prefs
import Foundation

import Foundation
import Prefs

struct Frame: Sendable { var x = 0 }

// A class without @PrefsSchema.
final class Plain {
    @Pref var launches: Int = 0
}

@PrefsSchema final class Misused {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var name: String? = "x"
    @Pref var homepage: URL?
    @Pref var frame: Frame = Frame()
    @Pref @Setting(range: 10...24) var fontSize: Double = 99
}

@PrefsSchema final class NoStorage {
    @Pref var launches: Int = 0
}

final class Window {
    @OnPrefChange("theme") func restyle() {}
}

let prefs = Misused()
print(prefs.name ?? "", prefs.fontSize, Plain().launches, NoStorage().launches)
