import Foundation
import Prefs
// The property-list layer is no API: the bench reaches its reader through `package` declarations.
import PrefsCore

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
                    "plist-parse-binary", "binary", bytes: binary(files.values),
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
        guard prefsValueCount(bytes) == serializationCount(data) else {
            throw BenchFixture.SetupError(description: "\(id): the two readers disagree on the member count")
        }
        return BenchRow.measure(
            id, "Prefs' \(format) plist reader + PrefsValues, \(size) file (\(bytes.count / 1024) KiB)",
            plan: configuration.file, target: target,
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= prefsValueCount(bytes) }
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

    /// Reads `bytes` (XML or binary) as a file store does to open a file: the document, its top-level members, and
    /// their conversion to `PrefsValue`. Returns the number of values with a `PrefsValue` form, or -1 when the bytes
    /// are not a property list whose top level is a dictionary.
    private static func prefsValueCount(_ bytes: [UInt8]) -> Int {
        (try? PropertyListFormat.read(bytes).members().prefsValues().values.count) ?? -1
    }

    /// The binary property list whose top level holds `values`.
    private static func binary(_ values: [String: PrefsValue]) throws -> [UInt8] {
        try PropertyListFormat.binary.write(members: PropertyListDictionary(values))
    }

    /// The number of top-level members `PropertyListSerialization` reads in `data`.
    private static func serializationCount(_ data: Data) -> Int {
        let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return (object as? [AnyHashable: Any])?.count ?? -1
    }
}
