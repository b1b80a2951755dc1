import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// A preferences file is the user's data: every value and key comes back as it was written, over every file storage,
/// and opening a file takes time linear in its size. One test per finding of the differential testing against
/// Python's `json`/`plistlib` and the JSONTestSuite.
@Suite struct FileExactnessTests {
    let directory = TemporaryDirectory()

    func storage(_ kind: FileKind, issues: PrefsIssueHandler = .init { _ in }) -> FilePrefsStorage {
        FilePrefsStorage(file: directory.file(kind.fileName), format: kind.format, issues: issues)
    }

    func bytes(_ kind: FileKind) throws -> [UInt8] { [UInt8](try Data(contentsOf: directory.file(kind.fileName))) }

    /// 1. A JSON string with escapes between runs of plain text is read in linear time: 8 MiB of multi-line text,
    /// which took minutes with the quadratic reader, opens well within the time limit.
    @Test(.timeLimit(.minutes(1)))
    func aLargeStringWithManyEscapesOpensInLinearTime() throws {
        let line = String(repeating: "lorem ipsum \"dolor\" sit amet ", count: 4) + "\n"
        let text = String(repeating: line, count: 8 << 20 / line.utf8.count)
        let writer = storage(.json)
        try writer.write(text, forKey: "notes")
        let reopened = storage(.json)
        #expect(reopened.loadError == nil)
        #expect(reopened.value(forKey: "notes", as: String.self) == text)
    }

    /// 2. Integers from 2^63 to 2^64−1 in property lists are never wrapped: they read as absent, with an issue, and
    /// stay in the file unchanged when other keys are written.
    @Test(arguments: [FileKind.xmlPlist, .binaryPlist])
    func unsignedIntegersBeyondIntAreKeptNotWrapped(kind: FileKind) throws {
        var members = PropertyListDictionary()
        members["max"] = .unsignedInteger(.max)
        members["edge"] = .unsignedInteger(1 << 63)
        members["fits"] = .integer(.max)
        let format: PropertyListFormat = kind == .xmlPlist ? .xml : .binary
        try Data(try format.write(members: members)).write(to: directory.file(kind.fileName))
        let log = IssueLog()
        let storage = storage(kind, issues: log.handler)
        #expect(storage.loadError == nil)
        #expect(
            (storage.storageValues(), Set(log.recorded.compactMap(\.key))) == (["fits": .int(.max)], ["max", "edge"]))
        try storage.write(1, forKey: "other")
        let reread = try PropertyListFormat.read(try bytes(kind)).members()
        #expect(
            (reread["max"], reread["edge"], reread["other"]) == (
                .unsignedInteger(.max), .unsignedInteger(1 << 63), .integer(1)
            ))
    }

    /// 3. Keys that differ only in Unicode normalisation are two members: reading keeps both (as they are, since a
    /// `[String: PrefsValue]` cannot hold both), and writing other keys deletes neither, at the top level or nested.
    @Test(arguments: FileKind.allCases)
    func keysThatDifferOnlyInNormalisationAreBothKept(kind: FileKind) throws {
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        var members = PropertyListDictionary()
        members[composed] = .integer(1)
        members[decomposed] = .integer(2)
        var nested = PropertyListDictionary()
        nested[composed] = .string("one")
        nested[decomposed] = .string("two")
        members["nested"] = .dictionary(nested)
        members["plain"] = .integer(3)
        try writeDocument(members, kind)
        let storage = storage(kind)
        #expect(storage.storageValues() == ["plain": .int(3)])
        try storage.write(4, forKey: "plain")
        let reread = try readDocument(kind)
        #expect(
            (reread[composed], reread[decomposed], reread["nested"], reread["plain"]) == (
                .integer(1), .integer(2), .dictionary(nested), .integer(4)
            ))
    }

    /// 4. A leading U+FEFF in an XML-plist string or key is kept.
    @Test func aLeadingByteOrderMarkInAnXMLStringOrKeyIsKept() throws {
        let writer = storage(.xmlPlist)
        try writer.write("\u{FEFF}text", forKey: "\u{FEFF}key")
        try writer.write("plain", forKey: "key")
        let reopened = storage(.xmlPlist)
        #expect(reopened.storageValues() == ["\u{FEFF}key": .string("\u{FEFF}text"), "key": .string("plain")])
    }

    /// 5. A write that Swift calls equal but that differs in bytes or bits (an NFD string over its NFC twin, −0.0
    /// over 0.0) is written: memory, the file and the next launch agree.
    @Test(arguments: FileKind.allCases)
    func writesThatDifferOnlyInBytesOrBitsAreWritten(kind: FileKind) throws {
        let writer = storage(kind)
        try writer.write("caf\u{E9}", forKey: "word")
        try writer.write(0.0, forKey: "zero")
        try writer.write("cafe\u{301}", forKey: "word")
        try writer.write(-0.0, forKey: "zero")
        let reopened = storage(kind)
        guard case .string(let word) = reopened.storageValue(forKey: "word") else {
            Issue.record("no word")
            return
        }
        #expect(
            (Array(word.unicodeScalars), reopened.value(forKey: "zero", as: Double.self)?.sign) == (
                Array("cafe\u{301}".unicodeScalars), .minus
            ))
    }

    /// 6. XML property lists: a carriage return round-trips (written as a character reference), −0.0 stays
    /// negative, and a character XML 1.0 cannot hold is refused naming the key, writing nothing.
    @Test func xmlWritesWhatOtherToolsCanReadOrRefusesNamingTheKey() throws {
        let writer = storage(.xmlPlist)
        try writer.write("line\r\nnext", forKey: "text")
        try writer.write(-0.0, forKey: "zero")
        let before = try bytes(.xmlPlist)
        #expect(String(decoding: before, as: UTF8.self).contains("line&#13;\nnext"))
        for bad in ["bell \u{7}", "\u{FFFE}", "\u{FFFF}"] {
            #expect {
                try writer.write(bad, forKey: "bad")
            } throws: { error in
                "\(error)".contains("'bad' cannot be written") && "\(error)".contains("JSON")
            }
        }
        #expect(try bytes(.xmlPlist) == before)
        let reopened = storage(.xmlPlist)
        #expect(
            (reopened.value(forKey: "text", as: String.self), reopened.value(forKey: "zero", as: Double.self)?.sign)
                == ("line\r\nnext", .minus))
        #expect(reopened.storageValue(forKey: "bad") == nil)
    }

    /// 8. Of duplicate keys the last wins, in every format (a `null` first does not hide the value).
    @Test func ofDuplicateKeysTheLastWins() throws {
        try Data(#"{"o": {"x": null, "x": 1}, "a": 1, "a": 2, "n": null, "n": 3}"#.utf8).write(
            to: directory.file("prefs.json"))
        let json = storage(.json)
        #expect(
            (json.storageValues(), json.keptMembers.map(\.key)) == (
                ["o": .dictionary(["x": .int(1)]), "a": .int(2), "n": .int(3)], []
            ))
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict></plist>
            """
        try Data(xml.utf8).write(to: directory.file("prefs.plist"))
        #expect(storage(.xmlPlist).storageValues() == ["a": .int(2)])
    }

    private func writeDocument(_ members: PropertyListDictionary, _ kind: FileKind) throws {
        let url = directory.file(kind.fileName)
        switch kind {
        case .json:
            var text = "{"
            for (index, member) in members.members.enumerated() {
                text +=
                    (index == 0 ? "" : ", ") + JSONWriter.text(of: .string(member.key)) + ": "
                    + JSONWriter.text(of: Self.json(member.value))
            }
            try Data((text + "}").utf8).write(to: url)
        case .xmlPlist: try Data(try PropertyListFormat.xml.write(members: members)).write(to: url)
        case .binaryPlist: try Data(try PropertyListFormat.binary.write(members: members)).write(to: url)
        }
    }

    private func readDocument(_ kind: FileKind) throws -> PropertyListDictionary {
        guard kind == .json else { return try PropertyListFormat.read(try bytes(kind)).members() }
        guard case .object(let members) = try JSONValue(parsing: try bytes(kind)) else {
            return PropertyListDictionary()
        }
        var result = PropertyListDictionary()
        for member in members { result[member.key] = Self.propertyList(member.value) }
        return result
    }

    private static func json(_ value: PropertyListValue) -> JSONValue {
        switch value {
        case .integer(let number): .number(String(number))
        case .string(let text): .string(text)
        case .dictionary(let members): .object(members.members.map { JSONMember($0.key, json($0.value)) })
        default: .null
        }
    }

    private static func propertyList(_ value: JSONValue) -> PropertyListValue {
        switch value {
        case .number(let literal): .integer(Int64(literal) ?? 0)
        case .string(let text): .string(text)
        case .object(let members):
            .dictionary(PropertyListDictionary(members.map { ($0.key, propertyList($0.value)) }))
        default: .bool(false)
        }
    }
}
