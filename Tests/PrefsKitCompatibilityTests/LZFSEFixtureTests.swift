import Foundation
import PrefsKitCompatibility
import Testing

/// `.lzfse` values as a Mac stores them: streams written by Apple's reference encoder (`Tests/Fixtures/LZFSE`, made by
/// `Scripts/make-lzfse-fixtures.py`), with LZVN blocks (inputs under 4 KiB) and LZFSE blocks (larger ones, one of them
/// in two blocks whose matches may reach into the block before). They read back as their inputs on every platform:
/// through Prefs' decoder on Linux, through Foundation's on Apple platforms.
@Suite struct LZFSEFixtureTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let name: String
        let firstBlock: String
        let input: [UInt8]
        var testDescription: String { name }

        var stream: [UInt8] {
            get throws { try LZFSEFixtureTests.contents(of: name + ".lzfse") }
        }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/LZFSE")

    static func contents(of file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appending(path: file)))
    }

    static let fixtures: [Fixture] = {
        func text(_ name: String) -> [UInt8] { (try? contents(of: name + ".txt")) ?? [] }
        return [
            Fixture(name: "readme-3000", firstBlock: "bvxn", input: text("readme-3000")),
            Fixture(name: "architecture-20000", firstBlock: "bvx2", input: text("architecture-20000")),
            Fixture(name: "salad-2000-seed-5", firstBlock: "bvxn", input: salad(seed: 5, count: 2000)),
            Fixture(name: "salad-150000-seed-6", firstBlock: "bvx2", input: salad(seed: 6, count: 150_000)),
        ]
    }()

    /// The fixture script's word salad: 300 seeded words of 1 to 10 lowercase letters, picked at random, each followed
    /// by a space.
    static func salad(seed: UInt64, count: Int) -> [UInt8] {
        var random = SeededBytes(seed: seed)
        let words = (0..<300).map { _ in
            let length = 1 + Int(random.next() % 10)
            return (0..<length).map { _ in 97 + random.next() % 26 }
        }
        var output: [UInt8] = []
        while output.count < count {
            let index = (Int(random.next()) << 8 | Int(random.next())) % 300
            output += words[index] + [32]
        }
        return Array(output.prefix(count))
    }

    @Test(arguments: fixtures)
    func appleStreamsReadBackAsTheirInput(fixture: Fixture) throws {
        let stream = try fixture.stream
        try #require(fixture.input.count > 1000, "the fixture's input is missing")
        #expect(String(decoding: stream.prefix(4), as: UTF8.self) == fixture.firstBlock)
        #expect(stream.count < fixture.input.count * 4 / 5, "a compressed stream, not a stored one")
        let read = CompressedDataPrefsCoding(algorithm: .lzfse).decode(prefsValue: Data(stream))
        let same = read == Data(fixture.input)  // a Bool, so that a failure does not diff 150 KB
        #expect(same, "\(fixture.name): \(read?.count ?? -1) bytes read of \(fixture.input.count)")
    }

    /// Through a schema, as an app reads a value a Mac stored: base64 text in a JSON file, as PrefsKit's chained
    /// coding writes it.
    @Test func aSchemaReadsAValueAMacStored() throws {
        let fixture = try #require(Self.fixtures.first { $0.name == "architecture-20000" })
        let storage = AnyPrefsStorage(
            DictionaryPrefsStorage(root: ["note": Data(try fixture.stream).base64EncodedString()]))
        let schema = CompressedSchema(storage: storage, storageMode: .cachedReadStorageWrite)
        #expect(schema.note == Data(fixture.input))
    }

    /// A stream cut anywhere (about 50 places each) is unreadable; streams with bits flipped or bytes replaced read as unreadable or as some
    /// bytes (LZFSE has no checksum), never a crash or a hang.
    @Test(
        .enabled(if: CompressedDataPrefsCodingTests.usesPrefsCodecs, "Apple's codecs are Foundation's"),
        arguments: fixtures)
    func damagedAppleStreamsAreUnreadable(fixture: Fixture) throws {
        let coding = CompressedDataPrefsCoding(algorithm: .lzfse)
        let stream = try fixture.stream
        for length in stride(from: 1, to: stream.count, by: max(1, stream.count / 50)) {
            #expect(coding.decode(prefsValue: Data(stream.prefix(length))) == nil, "\(fixture.name) cut at \(length)")
        }
        var random = SeededBytes(seed: 17)
        var unreadable = 0
        for round in 0..<100 {
            var damaged = stream
            for _ in 0..<1 + round % 3 {
                let index = (Int(random.next()) << 16 | Int(random.next()) << 8 | Int(random.next())) % damaged.count
                if round % 2 == 0 { damaged[index] ^= 1 << (random.next() % 8) } else { damaged[index] = random.next() }
            }
            if coding.decode(prefsValue: Data(damaged)) == nil { unreadable += 1 }
        }
        // Most damage is caught: a state, distance or size that does not fit (a flipped literal is not).
        #expect(unreadable >= 30, "\(fixture.name): \(unreadable) of 100 damaged streams refused")
    }
}
