import Foundation
import PrefsCommandLine
import PrefsKitCompatibility

/// The rows that open and write preference files, and the batch row.
enum FileBenchCases {
    static func cases(_ configuration: BenchConfiguration) -> [BenchCase] {
        let files = BenchFiles(configuration)
        let directory = configuration.directory
        return [
            BenchCase("json-open") { try openJSON(files.json(), size: files.size, configuration) },
            BenchCase("plist-open") { try openPList(files.plist(), size: files.size, configuration) },
            BenchCase("json-write") {
                let bytes = try files.json()
                return try write(
                    "json-write", "JSONFilePrefsStorage: set one key in a \(files.size) file (not watched)",
                    bytes: bytes,
                    storage: JSONFilePrefsStorage(
                        file: BenchFixture.copy(bytes, to: directory.appendingPathComponent("w.json")), watching: .off),
                    configuration)
            },
            BenchCase("json-write-watched") {
                let bytes = try files.json()
                return try write(
                    "json-write-watched", "JSONFilePrefsStorage: set one key in a \(files.size) watched file",
                    bytes: bytes,
                    storage: JSONFilePrefsStorage(
                        file: BenchFixture.copy(bytes, to: directory.appendingPathComponent("ww.json")),
                        watching: .notifications),
                    configuration)
            },
            BenchCase("json-first-write") { try firstWrite(files.json(), size: files.size, configuration) },
            BenchCase("plist-write") {
                let bytes = try files.plist()
                return try write(
                    "plist-write", "PListFilePrefsStorage (XML): set one key in a \(files.size) file", bytes: bytes,
                    storage: PListFilePrefsStorage(
                        file: BenchFixture.copy(bytes, to: directory.appendingPathComponent("w.plist")), format: .xml),
                    configuration)
            },
            BenchCase("json-batch") { try batch(files.json(), size: files.size, configuration) },
            BenchCase("memory-batch") { memoryBatch(files.values, configuration) },
        ] + PropertyListBenchCases.cases(files, configuration)
    }

    private static func openJSON(_ bytes: Data, size: String, _ configuration: BenchConfiguration) throws -> BenchRow {
        let url = try BenchFixture.copy(bytes, to: configuration.directory.appendingPathComponent("open.json"))
        if let error = JSONFilePrefsStorage(file: url).loadError { throw error }
        return BenchRow.measure(
            "json-open", "JSONFilePrefsStorage(file:) of a \(size) file (\(bytes.count / 1024) KiB)",
            plan: configuration.file, target: .ratio(1.5),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= JSONFilePrefsStorage(file: url).storageValues().count }
                return total
            },
            baseline: (
                "Data(contentsOf:) + JSONSerialization.jsonObject",
                { count in
                    var total = 0
                    for _ in 0..<count {
                        let data = try? Data(contentsOf: url)
                        let object = data.flatMap { try? JSONSerialization.jsonObject(with: $0) }
                        total &+= (object as? [String: Any])?.count ?? -1
                    }
                    return total
                }
            ))
    }

    private static func openPList(_ bytes: Data, size: String, _ configuration: BenchConfiguration) throws -> BenchRow {
        let url = try BenchFixture.copy(bytes, to: configuration.directory.appendingPathComponent("open.plist"))
        if let error = PListFilePrefsStorage(file: url).loadError { throw error }
        return BenchRow.measure(
            "plist-open", "PListFilePrefsStorage(file:) of a \(size) XML file (\(bytes.count / 1024) KiB)",
            plan: configuration.file, target: .ratio(0.6),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= PListFilePrefsStorage(file: url).storageValues().count }
                return total
            },
            baseline: (
                "Data(contentsOf:) + PropertyListSerialization",
                { count in
                    var total = 0
                    for _ in 0..<count {
                        let data = try? Data(contentsOf: url)
                        let object = data.flatMap {
                            try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil)
                        }
                        total &+= (object as? [AnyHashable: Any])?.count ?? -1
                    }
                    return total
                }
            ))
    }

    /// One durable write of one key, beside a durable atomic write of the file's bytes.
    private static func write(
        _ id: String, _ operation: String, bytes: Data, storage: FilePrefsStorage,
        _ configuration: BenchConfiguration
    ) throws -> BenchRow {
        let key = BenchFixture.key(1)
        try storage.write(-1, forKey: key)
        let target = configuration.directory.appendingPathComponent("baseline-" + storage.file.lastPathComponent)
        try BenchFixture.writeDurably(bytes, to: target)
        var next = 0
        return BenchRow.measure(
            id, operation, plan: configuration.file, target: .ratio(1.5),
            subject: { count in
                let base = next
                next &+= count
                for offset in 0..<count { storage.setValue(forKey: key, to: base &+ offset) }
                return next
            },
            baseline: (
                "Data.write(to:options: .atomic) + fsync of the directory, same size",
                { count in
                    for _ in 0..<count { try? BenchFixture.writeDurably(bytes, to: target) }
                    return count
                }
            ))
    }

    /// Opening a file and writing one key, as an app's first change after launch: the storage has no layout of the
    /// file yet, so this write encodes every member.
    private static func firstWrite(_ bytes: Data, size: String, _ configuration: BenchConfiguration) throws -> BenchRow
    {
        let url = try BenchFixture.copy(bytes, to: configuration.directory.appendingPathComponent("first.json"))
        let target = configuration.directory.appendingPathComponent("baseline-first.json")
        let key = BenchFixture.key(1)
        try JSONFilePrefsStorage(file: url).write(-1, forKey: key)
        var next = 0
        return BenchRow.measure(
            "json-first-write", "JSONFilePrefsStorage: open a \(size) file, set one key (full encode)",
            plan: configuration.file,
            subject: { count in
                for _ in 0..<count {
                    next &+= 1
                    JSONFilePrefsStorage(file: url).setValue(forKey: key, to: next)
                }
                return next
            },
            baseline: (
                "JSONSerialization parse + durable atomic write of the same bytes",
                { count in
                    var total = 0
                    for _ in 0..<count {
                        let data = try? Data(contentsOf: url)
                        let object = data.flatMap { try? JSONSerialization.jsonObject(with: $0) }
                        total &+= (object as? [String: Any])?.count ?? -1
                        try? BenchFixture.writeDurably(bytes, to: target)
                    }
                    return total
                }
            ))
    }

    /// `batchCount` changes to a JSON file as one `modify`, beside the same changes written one by one.
    private static func batch(_ bytes: Data, size: String, _ configuration: BenchConfiguration) throws -> BenchRow {
        let storage = JSONFilePrefsStorage(
            file: try BenchFixture.copy(bytes, to: configuration.directory.appendingPathComponent("batch.json")))
        let keys = (0..<configuration.batchCount).map { BenchFixture.key($0 * 7) }
        try storage.write(-1, forKey: keys[0])
        return batchRow(
            "json-batch", "\(keys.count.formatted()) changes in one modify, \(size) JSON file", storage: storage,
            keys: keys, plan: configuration.batch)
    }

    /// The same batch on an in-memory storage, where the cost is the transaction itself.
    private static func memoryBatch(_ values: [String: PrefsValue], _ configuration: BenchConfiguration) -> BenchRow {
        let keys = (0..<configuration.batchCount).map { BenchFixture.key($0 * 7) }
        return batchRow(
            "memory-batch",
            "\(keys.count.formatted()) changes in one modify, \(values.count.formatted())-key DictionaryPrefsStorage",
            storage: DictionaryPrefsStorage(values: values), keys: keys, plan: configuration.tiny, target: .ratio(1))
    }

    /// `keys` set in one `modify` of `storage`, beside the same changes made by one `setValue` call each.
    private static func batchRow(
        _ id: String, _ title: String, storage: some PrefsStorage, keys: [String], plan: BenchPlan,
        target: BenchTarget? = nil
    ) -> BenchRow {
        var next = 0
        return BenchRow.measure(
            id, title, plan: plan, target: target,
            subject: { count in
                for _ in 0..<count {
                    next &+= 1
                    try? storage.modify { transaction in
                        for key in keys { transaction[key] = .int(next) }
                    }
                }
                return next
            },
            baseline: (
                "the same changes as \(keys.count.formatted()) setValue calls",
                { count in
                    for _ in 0..<count {
                        next &+= 1
                        for key in keys { storage.setValue(forKey: key, to: next) }
                    }
                    return next
                }
            ))
    }
}
