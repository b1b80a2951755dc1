import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// What Core Foundation reads in a property list but no preference type holds — keyed-archive UIDs, 16-byte integers
/// beyond `-2^63 ... 2^64-1`, null, sets — and XML in UTF-16 or UTF-32: read, kept apart from the preferences, and
/// written back as they were.
@Suite struct PropertyListCoreFoundationTypesTests {
    @Test(
        arguments: [
            ([0x80, 0x07], PropertyListValue.uid(7)), ([0x81, 0x01, 0x2C], .uid(300)),
            ([0x83, 0xFF, 0xFF, 0xFF, 0xFF], .uid(4_294_967_295)),
            ([0x87] + [UInt8](repeating: 0xFF, count: 8), .uid(.max)), ([0x00], .null),
            (
                [0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01] + [UInt8](repeating: 0, count: 8),
                .wideInteger(Int128(1) << 64)
            ),
            (
                [0x14, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE] + [UInt8](repeating: 0, count: 8),
                .wideInteger(-(Int128(1) << 65))
            ),
        ] as [([UInt8], PropertyListValue)])
    func binaryReadsWhatCoreFoundationReads(object: [UInt8], expected: PropertyListValue) throws {
        let value = try PropertyListBinaryReader.read(binaryPlist([object]))
        #expect(value == expected)
        // Written back and read again: the same value.
        #expect(try PropertyListBinaryReader.read(PropertyListBinaryWriter.write(value)) == expected)
    }

    @Test func binaryReadsSetsAndWritesThemBack() throws {
        // {"tags": set(1, "a")}
        let bytes = binaryPlist([[0xD1, 1, 2], [0x54] + Array("tags".utf8), [0xC2, 3, 4], [0x10, 1], [0x51, 0x61]])
        let value = try PropertyListBinaryReader.read(bytes)
        #expect(value == dictionary(["tags": .set([.integer(1), .string("a")])]))
        let written = try PropertyListBinaryWriter.write(value)
        #expect(written.contains(0xC2))
        #expect(try PropertyListBinaryReader.read(written) == value)
    }

    @Test(
        arguments: [
            ([0xB1, 0], "an ordered set, which Core Foundation does not read either"),
            ([0x88, 1, 0, 0, 0, 0, 0, 0, 0, 0], "a UID beyond 64 bits"), ([0x0F], "a fill byte"),
        ] as [([UInt8], String)])
    func binaryRefusesWhatCoreFoundationRefuses(object: [UInt8], message: String) {
        #expect(readFailure(binaryPlist([object])).contains(message), "\(readFailure(binaryPlist([object])))")
    }

    @Test func xmlReadsCoreFoundationsUIDDictionaryAsAUIDAndWritesItSo() throws {
        let value = try readXML("<dict><key>a</key><dict><key>CF$UID</key><integer>12</integer></dict></dict>")
        #expect(value == dictionary(["a": .uid(12)]))
        let text = String(decoding: try PropertyListXMLWriter.write(value), as: UTF8.self)
        #expect(
            text.contains("\t<key>a</key>\n\t<dict>\n\t\t<key>CF$UID</key>\n\t\t<integer>12</integer>\n\t</dict>\n"))
        #expect(try PropertyListXMLReader.read(Array(text.utf8)) == value)
        // Not a UID: a second member, a negative or too large number, a string.
        for body in [
            "<dict><key>CF$UID</key><integer>1</integer><key>b</key><true/></dict>",
            "<dict><key>CF$UID</key><integer>-1</integer></dict>",
            "<dict><key>CF$UID</key><integer>4294967296</integer></dict>",
            "<dict><key>CF$UID</key><string>1</string></dict>",
        ] {
            guard case .dictionary = try readXML(body) else {
                Issue.record("\(body) read as \(try readXML(body))")
                continue
            }
        }
    }

    @Test func xmlRefusesToWriteWhatOnlyBinaryHolds() {
        for value in [PropertyListValue.null, .set([.integer(1)]), .wideInteger(Int128(1) << 70)] {
            let error = #expect(throws: PropertyListError.self) {
                try PropertyListXMLWriter.document(members: PropertyListDictionary([("k", value)]))
            }
            #expect("\(error.map { "\($0)" } ?? "")".contains("which only binary property lists hold"))
        }
    }

    @Test func noneOfThemHasAPrefsValueAndEachSaysWhatItIs() {
        let members = PropertyListDictionary([
            ("uid", .uid(3)), ("null", .null), ("set", .set([])), ("wide", .wideInteger(Int128(1) << 64)),
            ("big", .unsignedInteger(.max)), ("nested", dictionary(["$top": dictionary(["root": .uid(1)])])),
            ("fine", .integer(1)),
        ])
        let split = members.prefsValues()
        #expect(split.values == ["fine": .int(1)])
        let reasons = Dictionary(uniqueKeysWithValues: split.problems.map { ($0.key, $0.reason) })
        #expect(
            (reasons["uid"], reasons["null"], reasons["set"], reasons["wide"], reasons["big"]) == (
                "the UID 3 (a keyed-archive reference)", "null", "a set",
                "the integer 18446744073709551616, beyond Int", "the integer 18446744073709551615, beyond Int"
            ))
        #expect(reasons["nested"] == #"a dictionary with, at ["$top"]["root"], the UID 1 (a keyed-archive reference)"#)
        #expect(PropertyListValue.dictionary(members).text.hasPrefix(#"{"big": 18446744073709551615, "fine": 1, "#))
        #expect(members["nested"]?.text == #"{"$top": {"root": UID(1)}}"#)
        #expect(
            (PropertyListValue.set([.integer(1), .null]).text, PropertyListValue.data(Data([0, 0xAB])).text) == (
                "set(1, null)", "<00ab>"
            ))
    }

    static let wideEncodings: [(String, String.Encoding, [UInt8])] = [
        ("UTF-16", .utf16LittleEndian, [0xFF, 0xFE]), ("UTF-16", .utf16BigEndian, [0xFE, 0xFF]),
        ("UTF-32", .utf32LittleEndian, [0xFF, 0xFE, 0, 0]), ("UTF-32", .utf32BigEndian, [0, 0, 0xFE, 0xFF]),
    ]

    @Test(arguments: 0..<4)
    func xmlInUTF16OrUTF32WithAByteOrderMarkIsRead(encoding: Int) throws {
        let (name, stringEncoding, mark) = Self.wideEncodings[encoding]
        let text = String(decoding: plistXML("<dict><key>é😀</key><string>a\u{10000}b</string></dict>"), as: UTF8.self)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(name)\"")
        let bytes = mark + Array(try #require(text.data(using: stringEncoding)))
        let document = try PropertyListFormat.read(bytes)
        #expect((document.format, document.root) == (.xml, dictionary(["é😀": .string("a\u{10000}b")])))
    }

    @Test func anErrorInUTF16TextNamesTheLineAndTheFilesByte() throws {
        let text = String(decoding: plistXML("<dict><key>a</key><oops/></dict>"), as: UTF8.self)
        let bytes = [0xFF, 0xFE] + Array(try #require(text.data(using: .utf16LittleEndian)))
        guard case .malformedXML(let message, let line, _, let offset) = readError(bytes) else {
            Issue.record("read")
            return
        }
        #expect((message.contains("unknown element <oops>"), line) == (true, 4))
        #expect(
            offset == 2 + 2 * text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: "<oops")!.lowerBound))
    }
}
