import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// The XML reader accepts what Core Foundation and `plistlib` both accept, and refuses what XML 1.0 forbids, saying
/// what is wrong and where.
@Suite struct PropertyListXMLReaderTests {
    /// U+FDD0, a noncharacter XML 1.0 allows (Swift refuses it in a literal).
    static let nonCharacter = String(Unicode.Scalar(0xFDD0)!)

    @Test func readsEveryType() throws {
        let value = try readXML(
            """
            <dict>
            \t<key>b</key><true/>
            \t<key>c</key><false/>
            \t<key>i</key><integer>-42</integer>
            \t<key>r</key><real>0.10000000000000001</real>
            \t<key>s</key><string>a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;</string>
            \t<key>d</key><date>2024-05-06T07:08:09Z</date>
            \t<key>x</key><data>
            \tAAEC/w==
            \t</data>
            \t<key>a</key><array><integer>1</integer><array/><dict/></array>
            </dict>
            """)
        #expect(
            value
                == dictionary([
                    "b": .bool(true), "c": .bool(false), "i": .integer(-42), "r": .real(0.1),
                    "s": .string("a & b < c > d \"e\" 'f'"), "d": .date(736_672_089), "x": .data(Data([0, 1, 2, 255])),
                    "a": .array([.integer(1), .array([]), .dictionary(PropertyListDictionary())]),
                ]))
    }

    @Test(
        arguments: [
            ("<integer>0x10</integer>", PropertyListValue.integer(16)), ("<integer>-0X1f</integer>", .integer(-31)),
            ("<integer> +5 </integer>", .integer(5)), ("<integer>007</integer>", .integer(7)),
            ("<integer>-0</integer>", .integer(0)), ("<integer>0xFFFFFFFFFFFFFFFF</integer>", .unsignedInteger(.max)),
            ("<real>nan</real>", .real(.nan)), ("<real>+infinity</real>", .real(.infinity)),
            ("<real>-infinity</real>", .real(-.infinity)), ("<real>inf</real>", .real(.infinity)),
            ("<real>-Inf</real>", .real(-.infinity)), ("<real> 1.5 </real>", .real(1.5)),
            ("<real>.5</real>", .real(0.5)),
            ("<real>5.</real>", .real(5)), ("<real>1e400</real>", .real(.infinity)),
            ("<real>4.9406564584124654e-324</real>", .real(.leastNonzeroMagnitude)), ("<real>-0</real>", .real(-0.0)),
            ("<real>2</real>", .real(2)), ("<true></true>", .bool(true)), ("<false> </false>", .bool(false)),
            ("<string/>", .string("")), ("<string></string>", .string("")), ("<data/>", .data(Data())),
            ("<data>  </data>", .data(Data())), ("<data>QQ</data>", nil), ("<data>QUI=</data>", .data(Data("AB".utf8))),
            ("<string><![CDATA[<&>]]]]></string>", .string("<&>]]")),
            ("<string>a<!-- c -->b<?pi x?></string>", .string("ab")),
            ("<string>&#65;&#x42;&#x1F600;&#13;</string>", .string("AB😀\r")),
            ("<string>a\r\nb\rc</string>", .string("a\nb\nc")),
            ("<string><![CDATA[a\r\nb]]></string>", .string("a\nb")),
            ("<string>\u{7F}\u{85}" + Self.nonCharacter + "</string>", .string("\u{7F}\u{85}" + Self.nonCharacter)),
            ("<dict >\n<key/><integer>1</integer></dict >", dictionary(["": .integer(1)])),
            ("<array>\n<!-- x -->\n<?pi?>\n</array>", .array([])),
            ("<dict></dict>", .dictionary(PropertyListDictionary())),
            // Finding 2 of the differential testing: integers 2^63 … 2^64−1 wrapped to negative.
            ("<integer>18446744073709551615</integer>", .unsignedInteger(.max)),
            ("<integer>9223372036854775808</integer>", .unsignedInteger(1 << 63)),
            ("<integer>9223372036854775807</integer>", .integer(.max)),
            ("<integer>-9223372036854775808</integer>", .integer(.min)),
            // Finding 4: a leading U+FEFF in a string or key disappeared.
            ("<string>&#xFEFF;x</string>", .string("\u{FEFF}x")), ("<string>\u{FEFF}x</string>", .string("\u{FEFF}x")),
            (
                "<dict><key>\u{FEFF}a</key><integer>1</integer><key>a</key><integer>2</integer></dict>",
                dictionary(["\u{FEFF}a": .integer(1), "a": .integer(2)])
            ),
        ] as [(String, PropertyListValue?)])
    func acceptsWhatOtherToolsAccept(body: String, expected: PropertyListValue?) throws {
        if let expected {
            #expect(try readXML(body) == expected)
        } else {
            #expect(throws: PropertyListError.self) { try readXML(body) }
        }
    }

    /// `depth` nested arrays around `true`.
    static func nested(_ depth: Int) -> [UInt8] {
        Array(
            ("<plist>" + String(repeating: "<array>", count: depth) + "<true/>"
                + String(repeating: "</array>", count: depth) + "</plist>").utf8)
    }

    @Test(
        arguments: [
            ("no declaration or doctype", Array("<plist><true/></plist>".utf8), PropertyListValue.bool(true)),
            ("no plist element", Array("<dict/>".utf8), .dictionary(PropertyListDictionary())),
            (
                "a byte-order mark, a declaration in single quotes, CRLF and comments",
                Array(
                    ("\u{FEFF}<?xml version='1.0' encoding='utf-8' standalone='yes'?>\r\n<!-- c -->\n<plist>\n"
                        + "<string>x</string>\n</plist>\n<!-- after -->\n").utf8), .string("x")
            ),
            (
                "US-ASCII",
                Array(#"<?xml version="1.0" encoding="US-ASCII"?><plist><integer>1</integer></plist>"#.utf8),
                .integer(1)
            ),
            // Only a mark at the very start of the file is skipped.
            (
                "a byte-order mark at the start and one in the text",
                [0xEF, 0xBB, 0xBF] + plistXML("<string>\u{FEFF}</string>"), .string("\u{FEFF}")
            ),
            ("512 levels of nesting", nested(512), (0..<512).reduce(.bool(true)) { inner, _ in .array([inner]) }),
        ] as [(String, [UInt8], PropertyListValue)])
    func acceptsWholeDocuments(_ name: String, bytes: [UInt8], expected: PropertyListValue) throws {
        #expect(try PropertyListXMLReader.read(bytes) == expected)
    }

    /// A malformed file, the message, and where the problem is (line, column).
    @Test(arguments: [
        ("<dict>\n<key>a</key>\n<integer>1</integer>\n</array>", "expected </dict>, found </array>", 7, 1),
        ("<dict>\n\t<key>a</key>\n</dict>", "the key \"a\" has no value", 5, 2),
        ("<dict>\n\t<key>a</key>\n\t<key>b</key><true/></dict>", "the key \"a\" has no value", 5, 2),
        ("<dict>\n\t<integer>1</integer>\n</dict>", "expected a <key> in a <dict>, found <integer>", 5, 2),
        ("<array><key>a</key></array>", "a <key> outside a <dict>", 4, 8),
        ("<array><foo/></array>", "unknown element <foo>", 4, 8),
        ("<string>a\u{1}b</string>", "the control character U+0001 is not allowed in XML 1.0", 4, 10),
        ("<string>&#1;</string>", "the character reference names U+0001, which XML 1.0 does not allow", 4, 9),
        ("<string>&#xFFFE;</string>", "the character reference names U+FFFE, which XML 1.0 does not allow", 4, 9),
        ("<string>\u{FFFF}</string>", "the character U+FFFF is not allowed in XML 1.0", 4, 9),
        ("<string>&nbsp;</string>", "unknown entity &nbsp;", 4, 9), ("<string>a & b</string>", "'&' must start", 4, 11),
        ("<string>a]]>b</string>", "']]>' is not allowed in text", 4, 10),
        ("<string>a<b/></string>", "unexpected element inside <string>", 4, 10),
        ("<integer>12a</integer>", "'12a' is not a valid <integer>", 4, 10),
        ("<integer>18446744073709551616</integer>", "the integer 18446744073709551616 is outside the range", 4, 10),
        ("<integer>-9223372036854775809</integer>", "is outside the range of property-list integers", 4, 10),
        ("<integer/>", "empty <integer/> has no value", 4, 1),
        ("<integer></integer>", "is not a valid <integer>", 4, 10),
        ("<real>0x1p3</real>", "'0x1p3' is not a valid <real>", 4, 7), ("<real>1e</real>", "not a valid <real>", 4, 7),
        ("<date>2024-05-06</date>", "expected YYYY-MM-DDTHH:MM:SSZ", 4, 7),
        ("<date>2023-02-29T00:00:00Z</date>", "is not a valid date", 4, 7),
        ("<date>0000-01-01T00:00:00Z</date>", "is not a valid date", 4, 7),
        ("<data>AA*E</data>", "invalid base64 in <data>", 4, 9), ("<data>AAE</data>", "wrong length or padding", 4, 7),
        ("<data>AA==AA==</data>", "invalid base64", 4, 11), ("<true>x</true>", "<true/> holds text", 4, 7),
        ("<dict>", "expected </dict>, found </plist>", 5, 1),
        ("<string>abc", "expected </string>, found </plist>", 5, 1),
        ("<true/><true/>", "the <plist> element holds more than one value", 4, 8),
        ("", "the <plist> element holds no value", 3, 1), ("<dict>x</dict>", "unexpected text inside <dict>", 4, 7),
        ("<!-- a -- b -->", "'--' is not allowed inside a comment", 4, 8),
        ("<?xml version=\"1.0\"?><true/>", "the XML declaration is only allowed at the very start", 4, 1),
    ])
    func refusesMalformedFilesSayingWhere(body: String, message: String, line: Int, column: Int) throws {
        let error = #expect(throws: PropertyListError.self) { try readXML(body) }
        guard case .malformedXML(let found, let foundLine, let foundColumn, let offset) = error else { return }
        #expect(found.contains(message), "\(found)")
        #expect(foundLine == line && foundColumn == column, "line \(foundLine), column \(foundColumn): \(found)")
        #expect(offset > 0)
    }

    @Test(
        arguments: [
            ([0xFE, 0xFF, 0, 0x3C], "expected an element name after '<'"),
            ([0xFF, 0xFE, 0x3C, 0, 0x00, 0xD8], "unpaired surrogate"),
            (Array("<\0?\0x\0m\0l\0".utf8), "UTF-16 or UTF-32 without a byte-order mark"), ([], "the file is empty"),
            (Array(" \n".utf8), "holds no property list"),
            (Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><plist/>"#.utf8), "declares the encoding ISO-8859-1"),
            (Array(#"<?xml version="1.1"?><plist/>"#.utf8), "XML version 1.1 is not supported"),
            (Array("<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><string>&x;</string></plist>".utf8), "internal subset"),
            (Array("<plist><true/></plist>garbage".utf8), "unexpected text after the end"),
            (Array("<plist><string>\u{E9}".utf8.dropLast()) + Array("</string></plist>".utf8), "not valid UTF-8"),
            (Array("<plist><string>".utf8) + [0xED, 0xA0, 0x80] + Array("</string></plist>".utf8), "not valid UTF-8"),
            (Array("<plist><string>".utf8) + [0xC0, 0x80] + Array("</string></plist>".utf8), "not valid UTF-8"),
            (Array("<html></html>".utf8), "unknown element <html>"),
            (
                Array("<plist><dict><key>a</key>".utf8),
                "unexpected end of file inside <dict>; the file may be truncated"
            ),
            (Array("<plist><string>abc".utf8), "unexpected end of file inside <string>; the file may be truncated"),
            (Array("<plist><true/>".utf8), "unexpected end of file inside <plist>"),
            (nested(513), "nesting deeper than 512 levels"), (nested(100_000), "nesting deeper than 512 levels"),
        ] as [([UInt8], String)])
    func refusesOtherEncodingsAndBrokenDocuments(bytes: [UInt8], message: String) {
        let failure = readFailure(bytes)
        #expect(failure.contains(message), "\(failure)")
    }

    @Test func readingTakesLinearTimeOnHostileInput() throws {
        // Many unclosed containers, long runs of references and of comments: each byte is looked at a bounded
        // number of times, so these finish at once (a quadratic reader would take minutes).
        let references = "<plist><string>" + String(repeating: "&amp;&#x41;", count: 200_000) + "</string></plist>"
        #expect(
            try PropertyListXMLReader.read(Array(references.utf8)) == .string(String(repeating: "&A", count: 200_000)))
        let keys = (0..<50_000).map { "<key>k\($0 % 7)</key><integer>\($0)</integer>" }.joined()
        let value = try PropertyListXMLReader.read(Array(("<plist><dict>" + keys + "</dict></plist>").utf8))
        guard case .dictionary(let members) = value else {
            Issue.record("not a dictionary")
            return
        }
        #expect((members.count, members["k0"]) == (7, .integer(49_994)))
    }

    @Test func randomCorruptionsAreRefusedOrReadNeverCrash() throws {
        var random = RandomPropertyList(seed: 99, xml: true)
        let original = try PropertyListFormat.xml.write(random.document())
        var generator = SeededGenerator(seed: 7)
        let interesting = Array("<>/&;#x![]-?=\"' \r\n\t\u{0}".utf8) + [0xEF, 0xBB, 0xBF, 0xFE, 0xC3, 0x80]
        var refused = 0
        for _ in 0..<5_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting.randomElement(using: &generator)!, at: position)
                }
            }
            if readError(bytes) != nil { refused += 1 }
        }
        #expect(refused > 0)
    }

    @Test func errorsRenderTheirPosition() {
        let error = readError(plistXML("<dict>\n</array>"))
        #expect(error.map(String.init(describing:)) == "line 5, column 1 (byte 171): expected </dict>, found </array>")
    }
}
