import Foundation
import Prefs
import Synchronization

/// `PrefsDemo _conformance STORAGE MODE CASE DIRECTORY`: a hidden command that runs one case of
/// ``PrefsStorageConformance`` in this process, so that the tests that run it as a child see a crash or a hang as
/// that case's failure (Tests/PrefsDemoTests/StorageConformanceProcessTests.swift).
///
/// STORAGE is one of ``storages``; MODE `storageOnly` or `cachedReadStorageWrite`; file storages keep their file in
/// DIRECTORY. Exits 0 when the case passes, 1 with the failure on standard error when it fails, 2 on bad usage. The
/// case `_crash` stops the process, so that the tests can check that a crash is reported as a failure.
enum ConformanceHelper {
    static let command = "_conformance"
    static let storages = ["dictionary", "json", "xml-plist", "binary-plist", "layered", "user-defaults"]

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 4, let mode = PrefsStorageMode(name: arguments[1]) else { return usage() }
        if arguments[2] == "_crash" { fatalError("crashing on purpose, as the case _crash asks") }
        let directory = URL(fileURLWithPath: arguments[3])
        guard let check = PrefsStorageConformance.named(arguments[2]) else { return usage() }
        guard let storage = makeStorage(arguments[0], in: directory) else { return usage() }
        let outcome = Mutex<(any Error)??>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await check.run(on: storage, mode: mode)
                outcome.withLock { $0 = .some(nil) }
            } catch {
                outcome.withLock { $0 = .some(error) }
            }
            done.signal()
        }
        done.wait()
        if arguments[0] == "user-defaults" { UserDefaults().removePersistentDomain(forName: suiteName) }
        if case .some(.some(let error)) = outcome.withLock({ $0 }) {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
        return 0
    }

    private static let suiteName = "prefs-conformance-\(getpid())"

    static func makeStorage(_ name: String, in directory: URL) -> (any PrefsStorage)? {
        switch name {
        case "dictionary": DictionaryPrefsStorage()
        case "json": JSONFilePrefsStorage(file: directory.appendingPathComponent("prefs.json"))
        case "xml-plist": PListFilePrefsStorage(file: directory.appendingPathComponent("prefs.plist"), format: .xml)
        case "binary-plist":
            PListFilePrefsStorage(file: directory.appendingPathComponent("prefs.plist"), format: .binary)
        case "layered":
            LayeredPrefsStorage(
                user: JSONFilePrefsStorage(file: directory.appendingPathComponent("prefs.json")),
                defaults: DictionaryPrefsStorage(root: ["unrelated": 1]))
        case "user-defaults": UserDefaultsPrefsStorage(suiteName: suiteName)
        default: nil
        }
    }

    private static func usage() -> Int32 {
        FileHandle.standardError.write(
            Data("usage: PrefsDemo \(command) STORAGE MODE CASE DIRECTORY (STORAGE: \(storages))\n".utf8))
        return 2
    }
}

extension PrefsStorageMode {
    init?(name: String) {
        switch name {
        case "storageOnly": self = .storageOnly
        case "cachedReadStorageWrite": self = .cachedReadStorageWrite
        default: return nil
        }
    }
}
