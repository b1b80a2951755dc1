import Foundation
import PrefsKitCompatibility
import PrefsMigrations

/// `PrefsTestHelper stress-write FILE KEYPREFIX N`: the writer the storage tests run as a child process.
///
/// It opens FILE (a `.plist` extension selects a binary property list, anything else JSON) and makes N writes
/// (forever when N is 0). Write `i` is one batch that sets `<KEYPREFIX>counter` and `<KEYPREFIX>mirror` to `i` and
/// `<KEYPREFIX><slot>` to `i`, where the slot is `i` (or `i % 64` when running forever); `i` starts after the counter
/// already in the file. After each write returns, it prints `i` on a line of its own, so the parent knows which
/// writes were acknowledged as durable.
enum StressWriter {
    static let command = "stress-write"

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
            FileHandle.standardError.write(Data("usage: PrefsTestHelper \(command) FILE KEYPREFIX N\n".utf8))
            return 2
        }
        let url = URL(fileURLWithPath: arguments[0])
        let prefix = arguments[1]
        let storage: FilePrefsStorage =
            url.pathExtension == "plist"
            ? PListFilePrefsStorage(file: url, format: .binary) : JSONFilePrefsStorage(file: url)
        let start = (storage.value(forKey: prefix + "counter", as: Int.self) ?? -1) + 1
        var index = start
        while count == 0 || index < start + count {
            let slot = count == 0 ? index % 64 : index
            do {
                try storage.modify { values in
                    values[prefix + "counter"] = .int(index)
                    values[prefix + "mirror"] = .int(index)
                    values[prefix + String(slot)] = .int(index)
                }
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                return 1
            }
            FileHandle.standardOutput.write(Data("\(index)\n".utf8))
            index += 1
        }
        return 0
    }
}
