import Foundation
import Prefs
import Synchronization

/// `PrefsTestHelper conformance STORAGE MODE CASE DIRECTORY`: a hidden command that runs one case of
/// ``PrefsStorageConformance`` (or every case, one after another, when CASE is `_all`) in this process, so that the tests that run it as a child see a crash or a hang as
/// that case's failure (Tests/PrefsDemoTests/StorageConformanceProcessTests.swift).
///
/// STORAGE is one of ``storages``; MODE `storageOnly` or `cachedReadStorageWrite`; file storages keep their file in
/// DIRECTORY. Exits 0 when every case run passes, 1 when one fails, with a line `FAILED <case>: <failure>` on standard error for each, 2 on bad usage. The
/// case `_crash` stops the process, so that the tests can check that a crash is reported as a failure.
enum ConformanceHelper {
    static let command = "conformance"
    static let storages = ["dictionary", "json", "xml-plist", "binary-plist", "layered", "user-defaults"]

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 4, let mode = PrefsStorageMode(name: arguments[1]) else { return usage() }
        if arguments[2] == "_crash" { fatalError("crashing on purpose, as the case _crash asks") }
        let directory = URL(fileURLWithPath: arguments[3])
        let checks: [PrefsStorageConformance.Case]
        if arguments[2] == allCases {
            checks = PrefsStorageConformance.cases
        } else if let check = PrefsStorageConformance.named(arguments[2]) {
            checks = [check]
        } else {
            return usage()
        }
        var failed = false
        for (index, check) in checks.enumerated() {
            // Each case over a storage of its own: its own file, its own defaults domain.
            let place = checks.count == 1 ? directory : directory.appendingPathComponent("case-\(index)")
            try? FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            let suite = "\(suiteName)-\(index)"
            guard let storage = makeStorage(arguments[0], in: place, suite: suite) else { return usage() }
            let error = runCase(check, on: storage, mode: mode)
            if arguments[0] == "user-defaults" { UserDefaults().removePersistentDomain(forName: suite) }
            if let error {
                FileHandle.standardError.write(Data("\(failurePrefix)\(check.name): \(error)\n".utf8))
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    /// The argument CASE that runs every case in this one process, one after another.
    static let allCases = "_all"
    /// What starts each line of standard error that reports a failed case, followed by the case's name.
    static let failurePrefix = "FAILED "

    /// Runs `check` to its end; returns its error, or `nil` when it passed.
    private static func runCase(
        _ check: PrefsStorageConformance.Case, on storage: any PrefsStorage, mode: PrefsStorageMode
    ) -> (any Error)? {
        let outcome = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await check.run(on: storage, mode: mode)
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        return outcome.withLock { $0 }
    }

    private static let suiteName = "prefs-conformance-\(getpid())"

    static func makeStorage(_ name: String, in directory: URL, suite: String) -> (any PrefsStorage)? {
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
        case "user-defaults": UserDefaultsPrefsStorage(suiteName: suite)
        default: nil
        }
    }

    private static func usage() -> Int32 {
        FileHandle.standardError.write(
            Data("usage: PrefsTestHelper \(command) STORAGE MODE CASE DIRECTORY (STORAGE: \(storages))\n".utf8))
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
