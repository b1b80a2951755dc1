/// What `PrefsDemo bench` measures of the property-list layer, which is internal: not API, and no part of the
/// library's promises.
@_spi(Benchmark)
public enum _PropertyListBenchmark {
    /// Reads `bytes` (XML or binary) as a file store will: the document, then its top-level members. Returns the
    /// number of members, or -1 when the bytes are not a property list whose top level is a dictionary.
    public static func memberCount(_ bytes: [UInt8]) -> Int {
        (try? PropertyListFormat.read(bytes).members().count) ?? -1
    }

    /// ``memberCount(_:)`` and the conversion of the members to `PrefsValue`: everything a store does to open a
    /// file. Returns the number of values with a `PrefsValue` form, or -1.
    public static func prefsValueCount(_ bytes: [UInt8]) -> Int {
        (try? PropertyListFormat.read(bytes).members().prefsValues().values.count) ?? -1
    }

    /// The binary property list whose top level holds `values`.
    public static func binary(_ values: [String: PrefsValue]) throws -> [UInt8] {
        try PropertyListFormat.binary.write(members: PropertyListDictionary(values))
    }
}
