import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// The binary reader reads every `bplist00` type and refuses hostile files with a message, never crashing, looping
/// or allocating beyond what the file's size justifies.
@Suite struct PropertyListBinaryReaderTests {
    @Test(
        arguments: [
            ([0x10, 0xFF], PropertyListValue.integer(255)), ([0x11, 0xFF, 0xFF], .integer(65_535)),
            ([0x12, 0xFF, 0xFF, 0xFF, 0xFF], .integer(4_294_967_295)),
            ([0x13] + Array(repeating: 0xFF, count: 8), .integer(-1)),
            ([0x14] + Array(repeating: 0, count: 8) + Array(repeating: 0xFF, count: 8), .unsignedInteger(.max)),
            ([0x14] + Array(repeating: 0xFF, count: 15) + [0xFE], .integer(-2)),
            ([0x14] + Array(repeating: 0, count: 8) + [0x7F] + Array(repeating: 0xFF, count: 7), .integer(.max)),
            ([0x22, 0x3F, 0x80, 0, 0], .real(1)), ([0x23, 0x80, 0, 0, 0, 0, 0, 0, 0], .real(-0.0)),
            ([0x23, 0x7F, 0xF0, 0, 0, 0, 0, 0, 1], .real(Double(bitPattern: 0x7FF0_0000_0000_0001))),
            ([0x33, 0xC0, 0x24, 0, 0, 0, 0, 0, 0], .date(-10)), ([0x08], .bool(false)), ([0x09], .bool(true)),
            ([0x43, 1, 2, 3], .data(Data([1, 2, 3]))),
            ([0x4F, 0x10, 0x0F] + Array(repeating: 7, count: 15), .data(Data(repeating: 7, count: 15))),
            ([0x52, 0x68, 0x69], .string("hi")), ([0x62, 0xD8, 0x3D, 0xDE, 0x00], .string("😀")),
            ([0x63, 0x00, 0x65, 0x03, 0x01, 0xFE, 0xFF], .string("e\u{301}\u{FEFF}")), ([0x50], .string("")),
            ([0xA0], .array([])), ([0xD0], .dictionary(PropertyListDictionary())),
        ] as [([UInt8], PropertyListValue)])
    func readsEveryType(object: [UInt8], expected: PropertyListValue) throws {
        #expect(try PropertyListBinaryReader.read(binaryPlist([object])) == expected)
    }

    /// Hostile files and what reading each says (built one by one: a single literal type-checks too slowly).
    static let hostileFiles: [([UInt8], String)] = {
        var files: [([UInt8], String)] = []
        files.append((Array("bplist00".utf8), "too short"))
        files.append((Array("bplist01".utf8) + Array(repeating: 0, count: 40), "version 'bplist01'"))
        files.append((Array("bplist15".utf8) + Array(repeating: 0, count: 40), "only bplist00 is read"))
        files.append((binaryPlist([[0x09]], referenceSize: 0), "invalid offset or reference sizes"))
        files.append((binaryPlist([[0x09]], objectCount: 1 << 60), "object count or offset table does not fit"))
        files.append((binaryPlist([[0x09]], objectCount: 0), "object count or offset table does not fit"))
        files.append((binaryPlist([[0x09]], top: 1), "the top object is out of range"))
        files.append((binaryPlist([[0x09]], offsets: [200]), "offset outside the object area"))
        files.append((binaryPlist([[0x09]], offsets: [3]), "offset outside the object area"))
        files.append((binaryPlist([[0xA1, 9]]), "a reference to object 9, of 1"))
        files.append((binaryPlist([[0xA1, 0]]), "a container contains itself"))
        files.append((binaryPlist([[0xA1, 1], [0xD1, 2, 0], [0x51, 0x61]]), "a container contains itself"))
        files.append(
            (binaryPlist([[0x4F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]), "is larger than the file"))
        files.append((binaryPlist([[0x4F, 0x10, 30, 1, 2, 3]]), "data runs past the end of the object area"))
        files.append((binaryPlist([[0x4F, 0x10, 200, 1, 2, 3]]), "a count of 200 is larger than the file"))
        files.append((binaryPlist([[0xAF, 0x10, 20, 0, 0, 0, 1]]), "a container's references runs past the end"))
        files.append((binaryPlist([[0x6F, 0x10, 20, 0, 0x41]]), "a string runs past the end"))
        files.append((binaryPlist([[0x13, 1, 2]]), "an integer runs past the end"))
        files.append((binaryPlist([[0x23, 1]]), "a real runs past the end"))
        // UIDs, sets and null are read (see PropertyListCoreFoundationTypesTests); a UID must still fit the file.
        files.append((binaryPlist([[0x81, 1]]), "a UID runs past the end"))
        files.append((binaryPlist([[0xC1, 1]]), "a reference to object 1, of 1"))
        files.append((binaryPlist([[0xB1, 1], [0x09]]), "an ordered set, which Core Foundation does not read either"))
        files.append((binaryPlist([[0x0F]]), "a fill byte"))
        files.append((binaryPlist([[0x51, 0xE9]]), "an ASCII string holds a byte above 0x7F"))
        files.append((binaryPlist([[0x61, 0xD8, 0x00]]), "unpaired surrogate"))
        files.append((binaryPlist([[0x62, 0xDC, 0x00, 0x00, 0x41]]), "unpaired surrogate"))
        files.append(
            (binaryPlist([[0x14, 0, 0, 0, 0, 0, 0, 0, 1] + Array(repeating: 0, count: 7)]), "an integer runs past"))
        files.append((binaryPlist([[0xD1, 1, 2], [0x10, 1], [0x09]]), "a dictionary key is not a string"))
        files.append((binaryPlist([[0xD1, 0, 1], [0x09]]), "a container where a string key was expected"))
        files.append((binaryPlist([[0x70]]), "unknown object type 0x70"))
        files.append((binaryPlist([[0x21, 0, 0]]), "a real of unsupported size"))
        files.append((binaryPlist([[0x15]]), "an integer of unsupported size"))
        files.append((binaryPlist([[0x4F, 0x50]]), "count is not an integer"))
        files.append((binaryPlist([[0x34, 0, 0, 0, 0, 0, 0, 0, 0]]), "unknown object type 0x34"))
        files.append((nested(513), "nesting deeper than 512 levels"))
        files.append((nested(20_000), "nesting deeper than 512 levels"))
        // Object i is [i+1, i+1]: 60 objects that would expand to 2^60 values.
        let doubling: [[UInt8]] = (0..<60).map { index -> [UInt8] in [0xA2, UInt8(index + 1), UInt8(index + 1)] }
        files.append((binaryPlist(doubling + [[0x09]]), "objects shared by reference expand to more than"))
        // An array or dictionary referring to one long string 20,000 times, as values or as keys.
        for marker: UInt8 in [0xA0, 0xD0] {
            files.append((repeating(marker, references: 20_000, length: 1_000), "objects shared by reference expand"))
        }
        return files
    }()

    @Test(arguments: hostileFiles)
    func refusesHostileFiles(bytes: [UInt8], message: String) {
        let failure = readFailure(bytes)
        #expect(failure.contains(message), "\(failure)")
    }

    /// `count` nested arrays around `true`, with 2-byte references.
    static func nested(_ count: Int) -> [UInt8] {
        var objects: [[UInt8]] = (0..<count).map { index -> [UInt8] in
            let next = UInt16(index + 1)
            return [0xA1, UInt8(next >> 8), UInt8(next & 0xFF)]
        }
        objects.append([0x09])
        return binaryPlist(objects, referenceSize: 2, offsetSize: 2)
    }

    /// An array or dictionary referring thousands of times to one long string, as values or as keys.
    static func repeating(_ marker: UInt8, references: Int, length: Int) -> [UInt8] {
        let count = UInt16(references)
        var container: [UInt8] = [marker | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
        let referencesPerMember = marker == 0xD0 ? 2 : 1
        for index in 0..<(references * referencesPerMember) {
            // Keys (and array elements) refer to the string, dictionary values to `true`.
            container += index < references ? [0, 1] : [0, 2]
        }
        let string: [UInt8] =
            [0x5F, 0x11, UInt8(length >> 8), UInt8(length & 0xFF)] + Array(repeating: 0x61, count: length)
        return binaryPlist([container, string, [0x09]], referenceSize: 2, offsetSize: 4)
    }

    /// Whole files and what they read as.
    static let wholeFiles: [(String, [UInt8], PropertyListValue)] = [
        (
            "[5, true, {\"k\": 5}] with the 5 and the inner dictionary's key stored once",
            binaryPlist([[0xA3, 1, 2, 3], [0x10, 5], [0x09], [0xD1, 4, 1], [0x51, 0x6B]]),
            .array([.integer(5), .bool(true), dictionary(["k": .integer(5)])])
        ),
        // No writer we know does this, but it is valid.
        (
            "a container referenced twice is read once and shared", binaryPlist([[0xA2, 1, 1], [0xA1, 2], [0x09]]),
            .array([.array([.bool(true)]), .array([.bool(true)])])
        ),
        ("512 levels of nesting", nested(512), (0..<512).reduce(.bool(true)) { inner, _ in .array([inner]) }),
        (
            "a long string shared 100 times as values", repeating(0xA0, references: 100, length: 1_000),
            .array(Array(repeating: .string(String(repeating: "a", count: 1_000)), count: 100))
        ),
        (
            "a long string shared 100 times as keys", repeating(0xD0, references: 100, length: 1_000),
            dictionary([String(repeating: "a", count: 1_000): .bool(true)])
        ),
        // Finding 8 of the differential testing: the last of duplicate keys wins.
        (
            "{a: 1, a: 2} with two key objects spelling \"a\"",
            binaryPlist([[0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x51, 0x61], [0x10, 1], [0x10, 2]]),
            dictionary(["a": .integer(2)])
        ),
        (
            "{a: 1, a: 2} with the same key object twice",
            binaryPlist([[0xD2, 1, 1, 2, 3], [0x51, 0x61], [0x10, 1], [0x10, 2]]), dictionary(["a": .integer(2)])
        ),
    ]

    @Test(arguments: wholeFiles)
    func readsContainersAndSharedObjects(_ name: String, bytes: [UInt8], expected: PropertyListValue) throws {
        #expect(try PropertyListBinaryReader.read(bytes) == expected)
    }

    @Test func randomCorruptionsAreRefusedOrReadNeverCrash() throws {
        let original = try PropertyListFormat.binary.write(
            dictionary([
                "list": .array([.integer(1), .integer(-1_000_000), .unsignedInteger(.max), .real(0.5), .date(3)]),
                "text": .string("héllo 🎉 and more text than fifteen characters"), "data": .data(Data(0..<40)),
                "nested": dictionary(["a": .array([.bool(true), dictionary(["b": .string("c")])])]),
            ]))
        var generator = SeededGenerator(seed: 42)
        var refused = 0
        for _ in 0..<5_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if Bool.random(using: &generator) { bytes.removeLast(Int.random(in: 0..<8, using: &generator)) }
            if readError(bytes) != nil { refused += 1 }
        }
        #expect(refused > 0)
    }

    @Test func readsWhatFoundationWrites() throws {
        let object: [String: Any] = [
            "int": 42, "negative": -5, "large": Int64.max, "real": 0.1, "text": "héllo 🎉", "ascii": "abc", "flag": true,
            "data": Data([1, 2]), "date": Date(timeIntervalSinceReferenceDate: 12.5), "list": [1, "x", 1.5],
            "nested": ["k": [String: Any]()], "long": String(repeating: "x", count: 300),
        ]
        let expected = dictionary([
            "int": .integer(42), "negative": .integer(-5), "large": .integer(.max), "real": .real(0.1),
            "text": .string("héllo 🎉"), "ascii": .string("abc"), "flag": .bool(true), "data": .data(Data([1, 2])),
            "date": .date(12.5), "list": .array([.integer(1), .string("x"), .real(1.5)]),
            "nested": dictionary(["k": .dictionary(PropertyListDictionary())]),
            "long": .string(String(repeating: "x", count: 300)),
        ])
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let bytes = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
            let read = try PropertyListFormat.read(Array(bytes)).root
            // XML dates are whole seconds.
            #expect(read == (format == .xml ? expected.replacing("date", with: .date(12)) : expected))
        }
    }
}

extension PropertyListValue {
    /// This dictionary with the member `key` set to `value`.
    func replacing(_ key: String, with value: PropertyListValue) -> PropertyListValue {
        guard case .dictionary(var members) = self else { return self }
        members[key] = value
        return .dictionary(members)
    }
}
