import Foundation
import Prefs
import Synchronization
import Testing

@testable import PrefsCore

/// Records the batches of changes a storage's observers hear.
final class StorageChangeLog: Sendable {
    private final class Batches: Sendable {
        let list = Mutex<[[PrefsValueChange]]>([])
    }

    private let batches: Batches
    private let observation: Mutex<PrefsStorageObservation?>

    init(_ storage: some PrefsStorage) {
        let batches = Batches()
        self.batches = batches
        observation = Mutex(storage.observe { changes in batches.list.withLock { $0.append(changes) } })
    }

    /// Every batch heard so far, oldest first.
    var heard: [[PrefsValueChange]] { batches.list.withLock { $0 } }

    /// The changed keys of every batch, oldest first.
    var keys: [[String]] { heard.map { $0.map(\.key) } }

    /// Waits (up to a generous deadline) until `condition` holds for the batches heard.
    func wait(_ condition: @escaping @Sendable ([[PrefsValueChange]]) -> Bool) async -> Bool {
        await eventually { condition(self.heard) }
    }
}

/// Files written as another process or tool writes them: the bytes of a file storage of `kind` holding `values`,
/// put in place by a writer that is not the storage under test.
enum ExternalWrite {
    static func bytes(_ values: [String: PrefsValue], _ kind: FileKind) throws -> Data {
        Data(try kind.format.image(values: values.mapValues(kind.format.canonical)).bytes)
    }

    /// Writes a temporary file beside `file` and renames it over `file`, as Prefs and most tools save.
    static func replace(_ file: URL, with values: [String: PrefsValue], _ kind: FileKind) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent("other-writer-\(UUID().uuidString)")
        try bytes(values, kind).write(to: temporary)
        try FileChange.move(temporary, file)
    }

    /// An editor's save: the file renamed to a backup, a new file written at the path, the backup removed.
    static func editorSave(_ file: URL, with values: [String: PrefsValue], _ kind: FileKind) throws {
        let backup = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + "~")
        try FileChange.move(file, backup)
        try bytes(values, kind).write(to: file)
        try FileManager.default.removeItem(at: backup)
    }

    /// Overwrites the file in place (truncate, then write), as `echo … > file` does.
    static func overwrite(_ file: URL, with data: Data) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.close()
    }
}
