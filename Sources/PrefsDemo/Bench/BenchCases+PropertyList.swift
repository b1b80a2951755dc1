import Foundation
@_spi(Benchmark) import Prefs

/// The rows that parse property lists with Prefs' own readers, beside `PropertyListSerialization` on the same bytes.
enum PropertyListBenchCases {
    static func cases(_ files: BenchFiles, _ configuration: BenchConfiguration) -> [BenchCase] {
        [
            BenchCase("plist-parse-xml") {
                try parse(
                    "plist-parse-xml", "XML", bytes: [UInt8](files.plist()), size: files.size, target: .ratio(0.6),
                    configuration)
            },
            BenchCase("plist-parse-binary") {
                try parse(
                    "plist-parse-binary", "binary", bytes: _PropertyListBenchmark.binary(files.values),
                    size: files.size,
                    target: .ratio(1), configuration)
            },
        ]
    }

    /// Prefs' reader, with the conversion of the members to `PrefsValue` (all a store does to open a file), beside
    /// `PropertyListSerialization` (which gives `Any` values still to be converted), both from bytes in memory.
    private static func parse(
        _ id: String, _ format: String, bytes: [UInt8], size: String, target: BenchTarget,
        _ configuration: BenchConfiguration
    ) throws -> BenchRow {
        let data = Data(bytes)
        guard _PropertyListBenchmark.prefsValueCount(bytes) == serializationCount(data) else {
            throw BenchFixture.SetupError(description: "\(id): the two readers disagree on the member count")
        }
        return BenchRow.measure(
            id, "Prefs' \(format) plist reader + PrefsValues, \(size) file (\(bytes.count / 1024) KiB)",
            plan: configuration.file, target: target,
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= _PropertyListBenchmark.prefsValueCount(bytes) }
                return total
            },
            baseline: (
                "PropertyListSerialization.propertyList(from:) on the same bytes",
                { count in
                    var total = 0
                    for _ in 0..<count { total &+= serializationCount(data) }
                    return total
                }
            ))
    }

    /// The number of top-level members `PropertyListSerialization` reads in `data`.
    private static func serializationCount(_ data: Data) -> Int {
        let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return (object as? [AnyHashable: Any])?.count ?? -1
    }
}
