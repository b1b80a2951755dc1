import Foundation
import Prefs
import Testing

enum SugarFiles {
    static let directory = TemporaryDirectory()
}

/// `@Storage var storage = .jsonFile(url)` as the README writes it.
@PrefsSchema final class JSONSugarPrefs {
    @Storage var storage = .jsonFile(SugarFiles.directory.file("sugar.json"))
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var launches: Int = 0
}

/// `@Storage var storage = .plistFile(url, format:)`.
@PrefsSchema final class PListSugarPrefs {
    @Storage var storage = .plistFile(SugarFiles.directory.file("sugar.plist"), format: .binary)
    @StorageMode var storageMode = .storageOnly
    @Pref var launches: Int = 0
}

@Suite(.serialized) struct StorageSugarTests {
    @Test func schemaWithJSONFileSugarWritesTheFile() throws {
        let prefs = JSONSugarPrefs()
        prefs.launches += 1
        let storage: JSONFilePrefsStorage = prefs.storage
        #expect(JSONFilePrefsStorage(file: storage.file).storageValue(forKey: "launches") == .int(prefs.launches))
    }

    @Test func schemaWithPListFileSugarWritesABinaryPlist() throws {
        let prefs = PListSugarPrefs()
        prefs.launches = 7
        let bytes = try Data(contentsOf: prefs.storage.file)
        #expect((bytes.starts(with: Array("bplist00".utf8)), prefs.storage.format) == (true, .binary))
    }

    @Test func typeErasedSugarKeepsFileAccess() throws {
        let directory = TemporaryDirectory()
        let storages: [AnyPrefsStorage] = [
            .jsonFile(directory.file("a.json")), .plistFile(directory.file("b.plist"), format: .xml),
        ]
        for storage in storages {
            storage.setValue(forKey: "k", to: 1)
            let file = try #require(storage.fileStorage)
            try file.reload()
            #expect(file.storageValue(forKey: "k") == .int(1))
        }
        #expect(AnyPrefsStorage.dictionary.fileStorage == nil)
    }
}
