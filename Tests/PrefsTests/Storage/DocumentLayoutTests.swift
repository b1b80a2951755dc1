import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// A write that changes a few keys of a large file re-encodes only those members and copies the rest of the previous
/// document; the result must be what a full encode gives.
@Suite struct DocumentLayoutTests {
    /// A write that changes a few keys splices them into the previous document: the result is the full encoding.
    @Test(arguments: [PrefsFileFormat.json, .plist(.xml)])
    func updatingGivesTheBytesOfAFullEncode(format: PrefsFileFormat) throws {
        var values: [String: PrefsValue] = [:]
        for index in 0..<50 { values["key\(index)"] = index % 2 == 0 ? .int(index) : .string("v\(index)") }
        var document = try Self.document(values, format: format)
        let steps: [[String: PrefsValue?]] = [
            ["key10": .int(-1)], ["key7": nil, "key8": nil], ["a": .bool(true), "zz": .double(0.5)],
            ["key12": .string("changed"), "key13": nil, "key130": .int(130)], ["key0": nil, "zz": nil],
        ]
        for step in steps {
            for (key, value) in step { values[key] = value }
            document = try Self.updating(document, keys: Set(step.keys), values, format: format)
            #expect(document.bytes == (try Self.document(values, format: format)).bytes)
        }
        for key in values.keys { values[key] = nil }
        document = try Self.updating(document, keys: Set(document.layout.keys), values, format: format)
        #expect(document.bytes == (try Self.document([:], format: format)).bytes)
    }

    private static func document(
        _ values: [String: PrefsValue], format: PrefsFileFormat
    ) throws -> (bytes: [UInt8], layout: DocumentLayout) {
        if format == .json {
            let document = PrefsJSONFile.document(values: values, preserved: [:])
            return (document.bytes, try #require(document.layout))
        }
        return try PropertyListXMLWriter.document(members: PropertyListDictionary(values))
    }

    private static func updating(
        _ document: (bytes: [UInt8], layout: DocumentLayout), keys: Set<String>, _ values: [String: PrefsValue],
        format: PrefsFileFormat
    ) throws -> (bytes: [UInt8], layout: DocumentLayout) {
        format == .json
            ? PrefsJSONFile.updating(
                document.bytes, layout: document.layout, keys: keys, values: values, preserved: [:])
            : try PropertyListXMLWriter.updating(
                document.bytes, layout: document.layout, keys: keys,
                members: PropertyListDictionary(values.filter { keys.contains($0.key) }))
    }

    @Test func keysAreSortedInStringOrder() {
        let keys = [
            "b", "a", "", "section10.item2", "section1.item20", "Zeta", "é", "e\u{301}x", "ea", "日本", "z", "aa",
            "a.b", "a-b", "section1.item2",
        ]
        var sorted = keys
        ExactKey.sort(&sorted)
        #expect(sorted == keys.sorted())
    }
}
