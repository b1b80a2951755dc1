// corpus: Tests/PrefsTests/Storage/StorageSugarTests.swift:16
import Prefs
import Foundation

/// `@Storage var storage = .plistFile(url, format:)`.
@PrefsSchema final class PListSugarPrefs {
    @Storage var storage = .plistFile(SugarFiles.directory.file("sugar.plist"), format: .binary)
    @StorageMode var storageMode = .storageOnly
    @Pref var launches: Int = 0
}

// corpus: declared beside it, Tests/PrefsTests/Storage/FileTestSupport.swift:5
/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Names of the entries in the directory, sorted.
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    deinit { try? FileManager.default.removeItem(at: url) }
}

// corpus: declared beside it, Tests/PrefsTests/Storage/StorageSugarTests.swift:5
enum SugarFiles {
    static let directory = TemporaryDirectory()
}
