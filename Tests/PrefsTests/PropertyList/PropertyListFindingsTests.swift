import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// The findings of the differential testing against `plistlib`, each at the format level: read → write → read gives
/// the same value, bit for bit, in both formats.
@Suite struct PropertyListFindingsTests {
    /// Writes `value` in `format`, reads it back and checks it is the same; returns the bytes.
    @discardableResult
    static func roundTrip(_ value: PropertyListValue, _ format: PropertyListFormat) throws -> [UInt8] {
        let bytes = try format.write(value)
        let document = try PropertyListFormat.read(bytes)
        #expect((document.format, document.root) == (format, value))
        #expect(try format.write(document.root) == bytes, "a second write gives the same bytes")
        return bytes
    }

    static let formats: [PropertyListFormat] = [.xml, .binary]

    // Finding 2: integers 2^63 … 2^64−1 wrapped to negative (reading them: PropertyListXMLReaderTests).
    @Test(arguments: formats)
    func integersAboveInt64MaxSurviveARoundTrip(format: PropertyListFormat) throws {
        let value = dictionary([
            "max": .unsignedInteger(.max), "half": .unsignedInteger(1 << 63), "int64max": .integer(.max),
            "min": .integer(.min), "list": .array([.unsignedInteger(.max - 1), .integer(-1)]),
        ])
        let bytes = try Self.roundTrip(value, format)
        if format == .xml {
            #expect(String(decoding: bytes, as: UTF8.self).contains("<integer>18446744073709551615</integer>"))
        } else {
            // A 16-byte integer: marker 0x14, eight zero bytes, then the value.
            #expect(
                bytes.firstRange(of: [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8))
                    != nil)
        }
    }

    @Test func integersAboveIntMaxAreKeptVerbatimNotConverted() throws {
        let members = try PropertyListFormat.read(
            plistXML(
                "<dict><key>big</key><integer>18446744073709551615</integer><key>n</key><integer>-3</integer></dict>")
        ).members()
        let split = members.prefsValues()
        #expect(
            (split.values, split.verbatim["big"], split.problems.map(\.key), split.problems.first?.reason) == (
                ["n": .int(-3)], .unsignedInteger(.max), ["big"], "the integer 18446744073709551615, beyond Int"
            ))
        // Written back with the store's values, the verbatim member is unchanged.
        let written = PropertyListDictionary(values: ["n": .int(4)], keeping: split.verbatim)
        #expect(written == PropertyListDictionary([("big", .unsignedInteger(.max)), ("n", .integer(4))]))
    }

    // Finding 3: keys differing only in Unicode normalisation merged.
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    @Test(arguments: formats)
    func keysDifferingOnlyInNormalisationStayTwoMembers(format: PropertyListFormat) throws {
        let nested = dictionary([Self.composed: .integer(3), Self.decomposed: .integer(4)])
        let value = dictionary([
            Self.composed: .integer(1), Self.decomposed: .integer(2), "nested": nested,
            "\u{212B}": .string("angstrom sign"), "\u{C5}": .string("A with ring"), "A\u{30A}": .string("A + ring"),
        ])
        try Self.roundTrip(value, format)
        let members = try PropertyListFormat.read(try format.write(value)).members()
        #expect(
            (members.count, members[Self.composed], members[Self.decomposed], members["nested"]) == (
                6, .integer(1), .integer(2), nested
            ))
    }

    @Test func xmlTwinKeysAreReadAsTwoMembers() throws {
        let value = try readXML(
            "<dict><key>\(Self.composed)</key><integer>1</integer><key>\(Self.decomposed)</key><integer>2</integer>"
                + "</dict>")
        guard case .dictionary(let members) = value else {
            Issue.record("not a dictionary")
            return
        }
        #expect(members.keys.map { Array($0.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
    }

    @Test func twinKeysAreKeptVerbatimAtTheTopAndMakeANestedDictionaryUnrepresentable() throws {
        var members = PropertyListDictionary()
        members[Self.composed] = .integer(1)
        members[Self.decomposed] = .integer(2)
        members["plain"] = .bool(true)
        members["nested"] = dictionary([Self.composed: .integer(3), Self.decomposed: .integer(4)])
        let split = members.prefsValues()
        #expect((split.values, split.verbatim.keys.count) == (["plain": .bool(true)], 3))
        let reasons = Dictionary(uniqueKeysWithValues: split.problems.map { (ExactKey($0.key), $0.reason) })
        #expect(
            reasons[ExactKey(Self.composed)]
                == #"the keys "é" (U+00E9) and "é" (U+0065 U+0301) differ only in Unicode normalisation"#)
        #expect(
            reasons[ExactKey("nested")]
                == #"the keys "é" (U+00E9) and "é" (U+0065 U+0301) differ only in Unicode normalisation"#)
        // Written back, every member survives: the store's write of "plain" touches nothing else.
        let written = PropertyListDictionary(values: ["plain": .bool(false)], keeping: split.verbatim)
        #expect((written.count, written[Self.decomposed]) == (4, .integer(2)))
    }

    @Test(arguments: formats)
    func aStoreWriteReplacesOnlyTheMemberWithTheExactKey(format: PropertyListFormat) throws {
        let verbatim = PropertyListDictionary([(Self.decomposed, .integer(2))])
        let members = PropertyListDictionary(values: [Self.composed: .int(9)], keeping: verbatim)
        let read = try PropertyListFormat.read(try format.write(members: members)).members()
        #expect((read[Self.composed], read[Self.decomposed]) == (.integer(9), .integer(2)))
    }

    // Finding 4: a leading U+FEFF in a string or key disappeared (reading it: PropertyListXMLReaderTests).
    @Test(arguments: formats)
    func aByteOrderMarkInsideTextSurvivesARoundTrip(format: PropertyListFormat) throws {
        try Self.roundTrip(
            dictionary(["\u{FEFF}": .string("\u{FEFF}"), "\u{FEFF}key": .array([.string("\u{FEFF}\u{FEFF}v")])]), format
        )
    }

    // Finding 6: XML files no other tool can read, CR turned into LF, −0.0 into 0.0.
    @Test(arguments: formats)
    func carriageReturnsSurviveARoundTrip(format: PropertyListFormat) throws {
        let value = dictionary(["text": .string("a\rb\r\nc\n\r"), "k\re\ry": .string("\r")])
        let bytes = try Self.roundTrip(value, format)
        if format == .xml {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("<string>a&#13;b&#13;\nc\n&#13;</string>"))
            #expect(!bytes.contains(0x0D))
        }
    }

    @Test(arguments: [
        ("bell \u{7}", "U+0007, a control character"), ("\u{0}", "U+0000, a control character"),
        ("\u{1B}[0m", "U+001B, a control character"), ("x\u{FFFE}", "U+FFFE"), ("\u{FFFF}", "U+FFFF"),
    ])
    func stringsXMLCannotRepresentAreRefusedNamingTheKey(text: String, problem: String) throws {
        let value = dictionary([
            "fine": .integer(1), "settings": dictionary(["notes": .array([.bool(true), .string(text)])]),
        ])
        let error = #expect(throws: PropertyListError.self) { try PropertyListFormat.xml.write(value) }
        guard case .unwritable(let key, let reason) = error else { return }
        #expect(key == "settings")
        #expect(reason.hasPrefix(#"the string at ["notes"][1] holds \#(problem)"#), "\(reason)")
        #expect(reason.hasSuffix("store it in a JSON file or a binary property list"))
        // The binary format holds them.
        try Self.roundTrip(value, .binary)
    }

    @Test func keysXMLCannotRepresentAreRefused() throws {
        let key = "a\u{1}b"
        let error = #expect(throws: PropertyListError.self) {
            try PropertyListXMLWriter.document(members: PropertyListDictionary([(key, .integer(1))]))
        }
        let reason =
            "the key \(key.debugDescription) holds U+0001, a control character XML 1.0 cannot represent; "
            + "store it in a JSON file or a binary property list"
        #expect(error == .unwritable(key: key, reason: reason))
        // Messages show such a key with escapes, never the raw control character.
        #expect(error.map(String.init(describing:)) == "\(key.debugDescription) cannot be written: \(reason)")
        #expect(key.debugDescription.contains("\\u{"))
    }

    @Test(arguments: formats)
    func negativeZeroSurvivesARoundTrip(format: PropertyListFormat) throws {
        let value = dictionary(["zero": .real(-0.0), "list": .array([.real(0.0), .real(-0.0)]), "text": .string("\r")])
        try Self.roundTrip(value, format)
        let read = try PropertyListFormat.read(try format.write(value)).members()
        guard case .real(let zero) = read["zero"] else {
            Issue.record("not a real")
            return
        }
        #expect(zero.sign == .minus)
        #expect(try readXML("<real>-0.0</real>") == .real(-0.0))
    }

    // Finding 8: the last of duplicate keys wins, in both formats (binary: PropertyListBinaryReaderTests).
    @Test func theLastOfDuplicateXMLKeysWinsAtTheFirstPosition() throws {
        let value = try readXML(
            "<dict><key>a</key><integer>1</integer><key>b</key><true/><key>a</key><string>last</string></dict>")
        guard case .dictionary(let members) = value else {
            Issue.record("not a dictionary")
            return
        }
        #expect((members.keys, members["a"]) == (["a", "b"], .string("last")))
    }
}
