import Foundation
import PrefsKitCompatibility
import PrefsMigrations

/// `PrefsTestHelper migrate-hang FILE [xml]`: a migration the migration tests run as a child process and kill.
///
/// It migrates FILE (`.plist` selects a property list, binary unless `xml` is given, anything else JSON) with a schema shaped like the demo's
/// version 2 (`ui.fontSize` renamed from `fontSize`; `wrapLines` converted from "yes"/"no"), whose conversion prints
/// `converting` and then waits to be killed: it runs under the file's lock after the file was read and before the
/// new file is written. With `PREFS_TEST_HELPER_NO_HANG` set, it converts and finishes (exit status 0).
enum MigrationCrashHelper {
    static let command = "migrate-hang"

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 || arguments.count == 2 && arguments[1] == "xml" else {
            FileHandle.standardError.write(Data("usage: PrefsTestHelper \(command) FILE [xml]\n".utf8))
            return 2
        }
        let url = URL(fileURLWithPath: arguments[0])
        let storage: FilePrefsStorage =
            url.pathExtension == "plist"
            ? PListFilePrefsStorage(file: url, format: arguments.count == 2 ? .xml : .binary)
            : JSONFilePrefsStorage(file: url)
        do {
            try HangingPrefs(storage: AnyPrefsStorage(storage)).migrate()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        return 0
    }
}

@PrefsSchema final class HangingPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode = .storageOnly

    init(storage: AnyPrefsStorage) {
        self.storage = storage
    }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
}

extension HangingPrefs: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        .convert("wrapLines", id: "wrapLines-bool", from: String.self) { text -> Bool? in
            if ProcessInfo.processInfo.environment["PREFS_TEST_HELPER_NO_HANG"] == nil {
                FileHandle.standardOutput.write(Data("converting\n".utf8))
                while true { sleep(60) }
            }
            return text == "yes"
        }
    ]
}
