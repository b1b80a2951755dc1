import Foundation
import Prefs
import Testing

/// One unreadable file: its name, its bytes and which storage opens it.
struct BadFile: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let kind: FileKind

    init(_ name: String, _ text: String, _ kind: FileKind = .json) {
        self.init(name, Array(text.utf8), kind)
    }

    init(_ name: String, _ bytes: [UInt8], _ kind: FileKind = .json) {
        self.name = name
        self.bytes = bytes
        self.kind = kind
    }

    var testDescription: String { "\(kind) \(name)" }

    static let plistHeader = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#

    static let all: [BadFile] = [
        BadFile("garbage", "hello, world"),
        BadFile("binary noise", (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
        BadFile("truncated object", #"{"a": 1, "b": [1, 2"#),
        BadFile("truncated string", #"{"a": "unterminated"#),
        BadFile("missing comma", "{\"a\": 1\n \"b\": 2}"),
        BadFile("trailing comma", #"{"a": 1,}"#),
        BadFile("top-level array", #"[1, 2, 3]"#),
        BadFile("top-level string", #""prefs""#),
        BadFile("top-level number", "42"),
        BadFile("top-level null", "null"),
        BadFile("single quotes", "{'a': 1}"),
        BadFile("unquoted key", "{a: 1}"),
        BadFile("not UTF-8", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D]),
        BadFile("UTF-16 text", Array("{\"a\": 1}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })),
        BadFile("bad escape", #"{"a": "\q"}"#),
        BadFile("leading zero", #"{"a": 012}"#),
        BadFile("NaN literal", #"{"a": NaN}"#),
        BadFile("two documents", #"{"a": 1} {"b": 2}"#),
        BadFile("control character in string", "{\"a\": \"x\u{01}y\"}"),
        BadFile("nested too deep", String(repeating: "[", count: 100_000)),
        BadFile("NUL bytes", [UInt8](repeating: 0, count: 64)),
        BadFile("plist garbage", "this is not a property list", .xmlPlist),
        BadFile("plist truncated", plistHeader + "<dict><key>a</key><integer>1</integer>", .xmlPlist),
        BadFile("plist top-level array", plistHeader + "<array><integer>1</integer></array></plist>", .xmlPlist),
        BadFile("plist bad integer", plistHeader + "<dict><key>a</key><integer>x1</integer></dict></plist>", .xmlPlist),
        BadFile("plist unknown tag", plistHeader + "<dict><key>a</key><float>1</float></dict></plist>", .xmlPlist),
        BadFile("plist key without value", plistHeader + "<dict><key>a</key></dict></plist>", .xmlPlist),
        BadFile("plist nested too deep", plistHeader + String(repeating: "<array>", count: 50_000), .xmlPlist),
        BadFile("OpenStep plist nested too deep", String(repeating: "(", count: 100_000), .xmlPlist),
        BadFile("OpenStep dictionary nested too deep", String(repeating: "{a=", count: 100_000), .xmlPlist),
        BadFile("binary plist nested too deep", deepBinaryPlist(depth: 100_000), .binaryPlist),
        BadFile("binary plist truncated", Array("bplist00".utf8) + [0xD1, 0x01, 0x02], .binaryPlist),
        BadFile("JSON in a plist file", #"{"a": 1}"#, .binaryPlist),
    ]
}

/// A binary property list of `depth` arrays, each holding the next (the innermost holds the integer 1).
func deepBinaryPlist(depth: Int) -> [UInt8] {
    func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt32] = []
    for index in 0..<depth {
        offsets.append(UInt32(bytes.count))
        bytes += index == depth - 1 ? [0x10, 0x01] : [0xA1] + bigEndian(UInt32(index + 1))
    }
    let tableOffset = UInt64(bytes.count)
    for offset in offsets { bytes += bigEndian(offset) }
    bytes += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(UInt64(depth)) + bigEndian(UInt64(0)) + bigEndian(tableOffset)
    return bytes
}

@Suite struct CorruptFileTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    @Test(arguments: BadFile.all)
    func unreadableFileIsKeptAndReported(bad: BadFile) throws {
        let file = directory.file(bad.kind.fileName)
        try Data(bad.bytes).write(to: file)

        let storage = bad.kind.storage(file)

        let error = try #require(storage.loadError)
        #expect((error.file, error.description.hasPrefix(file.path + ": ")) == (file, true))
        // The original bytes are still on disk, moved aside under a recognisable name.
        let moved = try #require(error.movedTo)
        #expect(moved.lastPathComponent.hasPrefix(bad.kind.fileName + ".corrupt-"))
        #expect(try Data(contentsOf: moved) == Data(bad.bytes))
        #expect(error.description.contains(moved.path))
        // Reads serve defaults, and writes start a fresh file without touching the kept one.
        #expect(storage.storageValues().isEmpty)
        try storage.write("fresh", forKey: "a")
        #expect(bad.kind.storage(file).storageValue(forKey: "a") == .string("fresh"))
        #expect(try Data(contentsOf: moved) == Data(bad.bytes))
    }

    /// With `.keepInPlace`, an unparseable file stays exactly where it is, writes are refused, and once the user
    /// fixes it `reload()` reads it and writes work again.
    @Test(arguments: BadFile.all)
    func keepInPlaceLeavesTheFileUntouchedAndRefusesWrites(bad: BadFile) throws {
        let file = directory.file(bad.kind.fileName)
        try Data(bad.bytes).write(to: file)
        let storage: FilePrefsStorage =
            bad.kind == .json
            ? JSONFilePrefsStorage(file: file, unreadableFile: .keepInPlace)
            : PListFilePrefsStorage(file: file, unreadableFile: .keepInPlace)

        let error = try #require(storage.loadError)
        #expect(error.keptInPlace && error.movedTo == nil)
        #expect(error.description.hasPrefix(file.path + ": "))
        #expect(throws: PrefsFileError.self) { try storage.write("x", forKey: "a") }
        #expect(try Data(contentsOf: file) == Data(bad.bytes))
        #expect(directory.entries.allSatisfy { !$0.contains(".corrupt-") }, "\(directory.entries)")

        try bad.kind.storage(directory.file("good-" + bad.kind.fileName)).write(7, forKey: "a")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.moveItem(at: directory.file("good-" + bad.kind.fileName), to: file)
        try storage.reload()
        #expect(storage.loadError == nil)
        #expect(storage.storageValue(forKey: "a") == .int(7))
        try storage.write(8, forKey: "a")
        #expect(bad.kind.storage(file).storageValue(forKey: "a") == .int(8))
    }

    @Test func jsonSyntaxErrorNamesLineAndColumn() throws {
        let file = directory.file("prefs.json")
        try write("{\n  \"a\": 1\n  \"b\": 2\n}\n", to: file)
        let error = try #require(JSONFilePrefsStorage(file: file).loadError)
        #expect(
            error.problem
                == .syntax(message: "expected ',' or '}' after the value of \"a\"", line: 3, column: 3, offset: 13))
        #expect(error.description.contains("prefs.json: line 3, column 3 (byte 13): expected ',' or '}'"))
    }

    @Test func directoryIsLeftAloneAndWritesAreRefused() throws {
        let file = directory.file("prefs.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let storage = JSONFilePrefsStorage(file: file)
        #expect(storage.loadError == PrefsFileError(file: file, problem: .isDirectory, keptInPlace: true))
        #expect(
            storage.loadError?.description == file.path
                + ": is a directory, not a file; the file was left untouched and writes are refused until reload() succeeds"
        )
        #expect(throws: PrefsFileError(file: file, problem: .isDirectory, keptInPlace: true)) {
            try storage.write(1, forKey: "a")
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        // Once the problem is fixed, reload() clears the error and writes work again.
        try FileManager.default.removeItem(at: file)
        try storage.reload()
        #expect(storage.loadError == nil)
        try storage.write(1, forKey: "a")
        #expect(JSONFilePrefsStorage(file: file).storageValue(forKey: "a") == .int(1))
    }

    @Test func fifoDoesNotBlock() throws {
        let file = directory.file("prefs.json")
        #expect(mkfifo(file.path, 0o600) == 0)
        let storage = JSONFilePrefsStorage(file: file)
        #expect(storage.loadError?.problem == .notRegularFile)
    }

    @Test(arguments: ["", "\n  \t\n"])
    func emptyFileIsAnEmptyStorage(text: String) throws {
        let file = directory.file("prefs.json")
        try write(text, to: file)
        let storage = JSONFilePrefsStorage(file: file)
        #expect(storage.loadError == nil)
        #expect(storage.storageValues().isEmpty)
    }

    @Test func hugeFileIsLeftAlone() throws {
        let file = directory.file("prefs.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(PrefsFileError.maximumFileSize) + 1)
        try handle.close()
        let storage = JSONFilePrefsStorage(file: file)
        #expect(storage.loadError?.problem == .tooLarge(bytes: PrefsFileError.maximumFileSize + 1))
        #expect(throws: PrefsFileError.self) { try storage.write(1, forKey: "a") }
        #expect(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int == PrefsFileError.maximumFileSize
                + 1)
    }

    @Test func nullsAndHugeIntegersAreKeptWhenTheFileIsRewritten() throws {
        let file = directory.file("prefs.json")
        try write(#"{"gone": null, "big": 123456789012345678901234567890, "list": [1, null], "a": 1}"#, to: file)
        let storage = JSONFilePrefsStorage(file: file)
        #expect(storage.loadError == nil)
        #expect(storage.storageValues() == ["a": .int(1)])
        try storage.write(2, forKey: "a")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""gone": null"#))
        #expect(text.contains(#""big": 123456789012345678901234567890"#))
        #expect(text.contains(#""list": [1, null]"#))
        #expect(text.contains(#""a": 2"#))
    }
}
