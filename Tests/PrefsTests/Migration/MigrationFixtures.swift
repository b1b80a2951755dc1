import Foundation
import PrefsMigrations
import Synchronization

/// Version 1 of an app's preferences: the font size under `fontSize`, word wrap as "yes" or "no", the reconnect delay
/// in whole seconds.
@PrefsSchema final class AppPrefsV1 {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode = .storageOnly) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var fontSize: Double = 14
    @Pref var wrapLines: String = "no"
    @Pref var delay: Int = 5
}

/// Version 2: `ui.fontSize` (renamed), a real `Bool`, the delay as a `Duration` kept in milliseconds, and a new
/// preference.
@PrefsSchema final class AppPrefsV2 {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: any PrefsStorage, mode: PrefsStorageMode = .storageOnly) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"]) var fontSize: Double = 14
    @Pref var wrapLines: Bool = false
    @Pref(encode: { Int($0 / .milliseconds(1)) }, decode: { Duration.milliseconds($0) }) var delay: Duration = .seconds(
        5)
    @Pref var accent: String = "blue"
}

extension AppPrefsV2: PrefsMigrating {
    static let migrations: [PrefsMigration] = [
        .convert("wrapLines", id: "wrapLines-bool", from: String.self) { text -> Bool? in
            switch text {
            case "yes": true
            case "no": false
            default: nil
            }
        },
        // Both forms are integers: only the record tells seconds from milliseconds.
        .convert("delay", id: "delay-milliseconds", from: Int.self) { Duration.seconds($0) },
    ]
}

/// What version 1 leaves in a file, with a key neither version declares.
let versionOneValues: [String: any PrefsStorageValue] = [
    "fontSize": 16.0, "wrapLines": "yes", "delay": 30, "plugin.colour": "red",
]

/// Records the batches a storage reports.
final class BatchLog: Sendable {
    private final class Batches: Sendable {
        let keys = Mutex<[[String]]>([])
    }

    private let batches = Batches()
    private let observation: PrefsStorageObservation

    init(_ storage: some PrefsStorage) {
        let batches = batches
        observation = storage.observe { changes in batches.keys.withLock { $0.append(changes.map(\.key)) } }
    }

    /// The keys each batch changed, in order.
    var keys: [[String]] { batches.keys.withLock { $0 } }
}

extension TemporaryDirectory {
    /// A preferences file of `kind` in this directory, holding `values`.
    func preferences(_ kind: FileKind, _ values: [String: any PrefsStorageValue]) throws -> URL {
        let url = file(kind.fileName)
        try kind.storage(url).load(from: values, by: .reinitializing)
        return url
    }
}
