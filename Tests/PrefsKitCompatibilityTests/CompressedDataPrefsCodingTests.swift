import Foundation
import PrefsKitCompatibility
import Testing

@PrefsSchema final class CompressedSchema: @unchecked Sendable {
    let storage: AnyPrefsStorage
    let storageMode: PrefsStorageMode

    init(storage: PrefsStorage, storageMode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = storageMode
    }

    @Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?
    @Pref(coding: JSONDataCodablePrefsCoding<[String]>().compressedData(algorithm: .lz4)) var history: [String]?
    @Pref(coding: .compressedData(algorithm: .lzfse).base64DataString()) var note: Data?
}

/// `CompressedDataPrefsCoding` against streams Apple's Compression wrote (from PrefsKit's own tests), against zlib
/// (Python's), and on data it was not written for: the repository's own files and seeded random bytes.
@Suite struct CompressedDataPrefsCodingTests {
    static let storedAlgorithms: [PrefsCompressionAlgorithm] = [.zlib, .lz4, .lzfse]

    /// Whether the coding runs Prefs' own codecs here (not on Apple platforms, where it is Foundation's compression):
    /// the tests of their sizes and of how they treat damaged streams need them, and are skipped (reported so)
    /// otherwise.
    static let usesPrefsCodecs: Bool = {
        #if canImport(Darwin)
            false
        #else
            true
        #endif
    }()

    /// Inputs of every shape: empty, tiny, runs longer than one match, text, random, and larger than a stored DEFLATE
    /// block (64 KiB), LZ4's offset window (64 KiB) and Prefs' LZ4 block (1 MiB).
    static let inputs: [(name: String, bytes: [UInt8])] = {
        var random = SeededBytes(seed: 7)
        let sources = ["README.md", "Package.swift", "Docs/Architecture.md"].compactMap { path in
            FileManager.default.contents(atPath: repositoryRoot + "/" + path).map { (path, [UInt8]($0)) }
        }
        return [
            ("empty", []), ("one byte", [42]), ("1 2 3", [1, 2, 3]),
            ("a run of 1,000", [UInt8](repeating: 7, count: 1000)),
            ("random 3,000", (0..<3000).map { _ in random.next() }),
            ("random 70,000", (0..<70_000).map { _ in random.next() }),
            (
                "random, then a repeat 1,536 back (LZVN's two-byte distances end before)",
                repeated(distance: 1536, random: &random)
            ),
            (
                "random, then a repeat 16,384 back (LZVN's 14-bit distances end before)",
                repeated(distance: 16_384, random: &random)
            ),
            ("random, then a repeat 32,768 back (DEFLATE's window)", repeated(distance: 32_768, random: &random)),
            ("random, then a repeat 65,535 back (LZ4's farthest)", repeated(distance: 65_535, random: &random)),
            ("a pattern of 1.2 MB", (0..<1_200_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }),
        ] + sources
    }()

    /// Random bytes, then the first 1,000 of them again `distance` bytes after they started.
    static func repeated(distance: Int, random: inout SeededBytes) -> [UInt8] {
        let start = (0..<distance).map { _ in random.next() }
        return start + start.prefix(1000)
    }

    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    @Test func zlibWritesWhatAppleWritesForPrefsKitsExample() {
        let coding = CompressedDataPrefsCoding(algorithm: .zlib)
        #expect(
            (
                coding.encode(prefsValue: Data([1, 2, 3])),
                coding.decode(prefsValue: Data([0x63, 0x64, 0x62, 0x06, 0x00]))
            ) == (Data([0x63, 0x64, 0x62, 0x06, 0x00]), Data([1, 2, 3])))
    }

    /// Empty data is stored as empty data and empty stored bytes read as empty data, for every algorithm and on every
    /// platform (`.lzma`, which Linux cannot write, included): an empty value is never a stream, nor unreadable.
    @Test(arguments: [.zlib, .lz4, .lzfse, .lzma] as [PrefsCompressionAlgorithm])
    func emptyDataIsStoredEmptyAndReadsBackEmpty(algorithm: PrefsCompressionAlgorithm) throws {
        let coding = CompressedDataPrefsCoding(algorithm: algorithm)
        #expect((coding.encode(prefsValue: Data()), coding.decode(prefsValue: Data())) == (Data(), Data()))
        let chained = JSONDataCodablePrefsCoding<[String]>().compressedData(algorithm: algorithm)
        #expect(chained.decode(prefsValue: Data()) == nil, "empty bytes are no JSON document")

        let issues = IssueLog()
        let storage = DictionaryPrefsStorage(issues: issues.handler)
        let prefs = CompressedSchema(storage: storage, storageMode: .storageOnly)
        prefs.thumbnail = Data()
        prefs.note = Data()
        #expect(
            (
                storage.storageValue(forKey: "thumbnail"), storage.storageValue(forKey: "note"), prefs.thumbnail,
                prefs.note
            ) == (.data(Data()), .string(""), Data(), Data()))
        #expect(issues.keys.isEmpty, "\(issues.keys)")
    }

    /// PrefsKit's chained example stores 1…100 as this LZFSE stream (written by Apple's encoder), in base64.
    static let appleLZFSEOf1To100 =
        "YnZ4LWQAAAABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fICEiIyQlJicoKSorLC0uLzAxMjM0"
        + "NTY3ODk6Ozw9Pj9AQUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVpbXF1eX2BhYmNkYnZ4JA=="

    @Test func lzfseWritesAndReadsWhatAppleWritesForDataThatDoesNotCompress() throws {
        let coding = CompressedDataPrefsCoding(algorithm: .lzfse).base64DataString()
        #expect(
            (coding.encode(prefsValue: Data(1...100)), coding.decode(prefsValue: Self.appleLZFSEOf1To100)) == (
                Self.appleLZFSEOf1To100, Data(1...100)
            ))
    }

    @Test(arguments: storedAlgorithms)
    func everyInputReadsBackAsItWas(algorithm: PrefsCompressionAlgorithm) throws {
        let coding = CompressedDataPrefsCoding(algorithm: algorithm)
        for (name, bytes) in Self.inputs {
            let stored = try #require(coding.encode(prefsValue: Data(bytes)), "\(name)")
            let read = coding.decode(prefsValue: stored)
            let same = read == Data(bytes)  // a Bool, so that a failure does not print or diff a megabyte
            #expect(same, "\(algorithm) \(name): \(read?.count ?? -1) bytes read back of \(bytes.count)")
        }
    }

    /// Text and runs get smaller; random bytes grow by a few header bytes only.
    @Test(.enabled(if: usesPrefsCodecs, "Apple's codecs are Foundation's"), arguments: storedAlgorithms)
    func repetitiveDataShrinksAndRandomDataBarelyGrows(algorithm: PrefsCompressionAlgorithm) throws {
        let coding = CompressedDataPrefsCoding(algorithm: algorithm)
        for (name, bytes) in Self.inputs where bytes.count > 500 {
            let stored = try #require(coding.encode(prefsValue: Data(bytes)))
            if name.hasPrefix("random") {
                #expect(stored.count <= bytes.count + 16 + bytes.count / 1000, "\(algorithm) \(name)")
            } else {
                #expect(stored.count < bytes.count * 2 / 3, "\(algorithm) \(name): \(stored.count) of \(bytes.count)")
            }
        }
    }

    /// Every prefix of a stream (the first and last 300, and every 7th between) is unreadable (`nil`); a stream with bits flipped, and seeded random bytes, read as
    /// unreadable or as some bytes, never a crash or a hang. Empty stored bytes read as empty data.
    @Test(.enabled(if: usesPrefsCodecs, "Apple's codecs are Foundation's"), arguments: storedAlgorithms)
    func truncatedAndDamagedStreamsAreUnreadable(algorithm: PrefsCompressionAlgorithm) throws {
        let coding = CompressedDataPrefsCoding(algorithm: algorithm)
        let text = Data(try #require(Self.inputs.last).bytes.prefix(5000))
        let stored = try #require(coding.encode(prefsValue: text))
        for length in 1..<stored.count where length < 300 || length % 7 == 0 || length > stored.count - 300 {
            #expect(coding.decode(prefsValue: stored.prefix(length)) == nil, "\(algorithm) prefix \(length)")
        }
        #expect(coding.decode(prefsValue: Data()) == Data())
        var random = SeededBytes(seed: 11)
        for _ in 0..<500 {
            var damaged = Array(stored)
            for _ in 0..<1 + Int(random.next() % 3) {
                let bit = Int(random.next()) << 8 | Int(random.next())
                damaged[bit % damaged.count] ^= 1 << (random.next() % 8)
            }
            _ = coding.decode(prefsValue: Data(damaged))
            let bytes = (0..<Int(random.next() % 64)).map { _ in random.next() }
            _ = coding.decode(prefsValue: Data(bytes))
        }
    }

    @Test(.enabled(if: usesPrefsCodecs, "Apple's codecs are Foundation's"))
    func hostileStreamsAreUnreadable() {
        let lz4 = CompressedDataPrefsCoding(algorithm: .lz4)
        // A match 9 bytes back after 1 literal; a block that decodes to a size other than its header's.
        let farBack: [UInt8] = Array("bv41".utf8) + [5, 0, 0, 0, 4, 0, 0, 0] + [0x10, 0x41, 9, 0] + Array("bv4$".utf8)
        let shortBlock: [UInt8] = Array("bv41".utf8) + [9, 0, 0, 0, 2, 0, 0, 0] + [0x10, 0x41] + Array("bv4$".utf8)
        #expect(lz4.decode(prefsValue: Data(farBack)) == nil)
        #expect(lz4.decode(prefsValue: Data(shortBlock)) == nil)
        // A stored DEFLATE block whose length and complement disagree; a reserved block type.
        let zlib = CompressedDataPrefsCoding(algorithm: .zlib)
        #expect(zlib.decode(prefsValue: Data([0x01, 0x03, 0x00, 0xFC, 0xFE, 1, 2, 3])) == nil)
        #expect(zlib.decode(prefsValue: Data([0x07, 0x00])) == nil)
        // LZFSE: a block cut inside its header; an LZVN match with no distance yet; the older `bvx1` block.
        let lzfse = CompressedDataPrefsCoding(algorithm: .lzfse)
        #expect(lzfse.decode(prefsValue: Data(Array("bvx2".utf8) + [0, 0, 0, 0] + Array("bvx$".utf8))) == nil)
        // "abc", then a match of 3 at 3 back (which reads), or at the previous distance, of which there is none.
        let endOfBlock: [UInt8] = [0x06] + Array(repeating: 0, count: 7)
        let withDistance: [UInt8] =
            Array("bvxn".utf8) + [6, 0, 0, 0, 14, 0, 0, 0] + [0xE3] + Array("abc".utf8) + [0x00, 0x03] + endOfBlock
        let previousDistance: [UInt8] =
            Array("bvxn".utf8) + [6, 0, 0, 0, 13, 0, 0, 0] + [0xE3] + Array("abc".utf8) + [0xF3] + endOfBlock
        #expect(lzfse.decode(prefsValue: Data(withDistance + Array("bvx$".utf8))) == Data("abcabc".utf8))
        #expect(lzfse.decode(prefsValue: Data(previousDistance + Array("bvx$".utf8))) == nil)
        #expect(
            lzfse.decode(prefsValue: Data(Array("bvx1".utf8) + Array(repeating: 0, count: 768) + Array("bvx$".utf8)))
                == nil)
    }

    /// LZ4 blocks Apple's framing allows and Prefs does not write: an uncompressed block, a match into the block
    /// before, and a match that overlaps itself.
    @Test func lz4ReadsEveryBlockKindAndMatchesAcrossBlocks() {
        let stream: [UInt8] =
            Array("bv4-".utf8) + [3, 0, 0, 0] + Array("abc".utf8)
            + Array("bv41".utf8) + [14, 0, 0, 0, 9, 0, 0, 0]
            + [0x05, 3, 0]  // no literals, then 9 bytes from 3 back: "abc" three times
            + [0x50] + Array("defgh".utf8)  // the block's last 5 bytes, literals as LZ4 requires
            + Array("bv4$".utf8)
        let decoded = CompressedDataPrefsCoding(algorithm: .lz4).decode(prefsValue: Data(stream))
        #expect(decoded.map { String(decoding: $0, as: UTF8.self) } == "abcabcabcabcdefgh")
    }

    #if !canImport(Darwin)
        /// LZMA has no codec here: the coding fails both ways, so a write through it is refused (see `PrefsCodable`).
        @Test func lzmaIsRefusedWhereItIsNotAvailable() {
            let coding = CompressedDataPrefsCoding(algorithm: .lzma)
            #expect(coding.encode(prefsValue: Data([1, 2, 3])) == nil)
            #expect(coding.decode(prefsValue: Data([1, 2, 3])) == nil)
        }
    #endif

    @Test(arguments: [PrefsStorageMode.storageOnly, .cachedReadStorageWrite])
    func aSchemaStoresCompressedValuesAndKeepsOnesItCannotRead(mode: PrefsStorageMode) throws {
        let issues = IssueLog()
        let storage = AnyPrefsStorage(DictionaryPrefsStorage(root: [:], issues: issues.handler))
        let schema = CompressedSchema(storage: storage, storageMode: mode)
        let picture = Data(repeating: 0xAB, count: 4000)
        schema.thumbnail = picture
        let stored: Data = try #require(storage.value(forKey: "thumbnail"))
        #expect(stored.count < 100)
        #expect(schema.thumbnail == picture)
        schema.history = ["a", "b", "a", "b", "a", "b", "a", "b"]
        #expect(schema.history == ["a", "b", "a", "b", "a", "b", "a", "b"])
        schema.note = Data(1...100)
        #expect((storage.value(forKey: "note"), schema.note) == (Self.appleLZFSEOf1To100, Data(1...100)))

        storage.setValue(forKey: "thumbnail", to: Data([0xFF, 0xFF]))
        let reread = CompressedSchema(storage: storage, storageMode: mode)
        #expect(issues.keys.isEmpty)
        #expect(reread.thumbnail == nil)
        #expect((issues.keys, storage.value(forKey: "thumbnail")) == (["thumbnail"], Data([0xFF, 0xFF])))
    }

    /// Compressed values in a JSON file (as base64 text) and a property list (as `<data>`) read back through a new
    /// storage over the same file, as the next launch of an app reads them.
    @Test(arguments: ["prefs.json", "prefs.plist"])
    func compressedValuesSurviveAFile(fileName: String) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-compressed-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: fileName)
        func open() -> CompressedSchema {
            let storage: PrefsStorage =
                fileName.hasSuffix(".json")
                ? JSONFilePrefsStorage(file: file, watching: .off) : PListFilePrefsStorage(file: file, watching: .off)
            return CompressedSchema(storage: storage, storageMode: .cachedReadStorageWrite)
        }
        let picture = Data((0..<3000).map { UInt8($0 % 7) })
        let writer = open()
        writer.thumbnail = picture
        writer.history = ["first", "second"]
        let stored: Data = try #require(writer.storage.value(forKey: "thumbnail"))
        #expect(stored.count < picture.count / 10)

        let reader = open()
        #expect((reader.thumbnail, reader.history) == (picture, ["first", "second"]))
    }
}

/// Runs the command-line tools the codecs are checked against: Python's zlib and the reference `lz4`. The tests
/// that need one are skipped (and reported as skipped) where it is not installed.
enum ExternalTool {
    static let hasPython = (try? run([python3, "-c", "import zlib"], input: Data())) != nil
    static let hasLZ4 = (try? run(["lz4", "--version"], input: Data())) != nil
    /// Python's bindings of Apple's reference `lzfse` library (`pip install pyliblzfse`).
    static let hasReferenceLZFSE = (try? run([python3, "-c", "import liblzfse"], input: Data())) != nil

    /// Runs `arguments` with `input` on its standard input and returns its standard output.
    static func run(_ arguments: [String], input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return output
    }

    /// Python's zlib applying `function` (a Python expression of the bytes `b`) to each of `inputs`, in one process:
    /// the inputs and the results travel as 4-byte little-endian lengths, each followed by its bytes.
    static func python(_ function: String, to inputs: [Data]) throws -> [Data] {
        let script = """
            import sys, zlib, struct
            data, out, i = sys.stdin.buffer.read(), [], 0
            while i < len(data):
                (n,) = struct.unpack("<I", data[i:i + 4]); b = data[i + 4:i + 4 + n]; i += 4 + n
                r = \(function); out.append(struct.pack("<I", len(r)) + r)
            sys.stdout.buffer.write(b"".join(out))
            """
        let framed = inputs.reduce(into: Data()) { $0 += Data(littleEndian32($1.count)) + $1 }
        let output = [UInt8](try run([python3, "-c", script], input: framed))
        var results: [Data] = []
        var position = 0
        while position + 4 <= output.count {
            let count = littleEndianNumber(output[position..<position + 4])
            results.append(Data(output[position + 4..<position + 4 + count]))
            position += 4 + count
        }
        return results
    }

    static func littleEndian32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }

    /// The number four bytes hold, least significant first, as block headers and the frames above write it.
    static func littleEndianNumber(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}

/// zlib reads what Prefs writes, and Prefs reads what zlib writes at every level (stored, fixed and dynamic blocks).
@Suite(.enabled(if: ExternalTool.hasPython, "python3 is not installed"))
struct CompressedDataAgainstZlibTests {
    @Test func zlibReadsOurStreams() throws {
        let coding = CompressedDataPrefsCoding(algorithm: .zlib)
        // Empty data is stored empty, not as a stream (see `emptyDataIsStoredEmptyAndReadsBackEmpty`).
        let inputs = CompressedDataPrefsCodingTests.inputs.filter { !$0.bytes.isEmpty }
        let stored = try inputs.map { try #require(coding.encode(prefsValue: Data($0.bytes))) }
        let read = try ExternalTool.python("zlib.decompress(b, -15)", to: stored)
        try #require(read.count == inputs.count)
        for ((name, bytes), read) in zip(inputs, read) {
            let same = read == Data(bytes)
            #expect(same, "\(name): zlib read \(read.count) bytes of \(bytes.count)")
        }
    }

    @Test func weReadZlibsStreamsAtEveryLevel() throws {
        let coding = CompressedDataPrefsCoding(algorithm: .zlib)
        let inputs = CompressedDataPrefsCodingTests.inputs
        for level in [0, 1, 6, 9] {
            let function = "(lambda c: c.compress(b) + c.flush())(zlib.compressobj(\(level), zlib.DEFLATED, -15))"
            let streams = try ExternalTool.python(function, to: inputs.map { Data($0.bytes) })
            try #require(streams.count == inputs.count)
            for ((name, bytes), stream) in zip(inputs, streams) {
                let read = coding.decode(prefsValue: stream)
                let same = read == Data(bytes)
                #expect(same, "level \(level) \(name): \(read?.count ?? -1) bytes read of \(bytes.count)")
            }
        }
    }
}

/// The reference `lz4` reads the LZ4 blocks Prefs writes (each one wrapped in lz4's legacy frame, whose blocks are
/// raw LZ4 blocks too), so a mistake shared by Prefs' encoder and decoder cannot hide; and Prefs reads the blocks lz4
/// writes.
@Suite(
    .enabled(if: CompressedDataPrefsCodingTests.usesPrefsCodecs, "Apple's codecs are Foundation's"),
    .enabled(if: ExternalTool.hasLZ4, "lz4 is not installed"))
struct CompressedDataAgainstLZ4Tests {
    @Test func lz4ReadsOurBlocks() throws {
        let coding = CompressedDataPrefsCoding(algorithm: .lz4)
        var compressedBlocks = 0
        // Empty data is stored empty, with no frame (see `emptyDataIsStoredEmptyAndReadsBackEmpty`).
        for (name, bytes) in CompressedDataPrefsCodingTests.inputs where !bytes.isEmpty {
            let stored = [UInt8](try #require(coding.encode(prefsValue: Data(bytes))))
            var position = 0
            var decoded: [UInt8] = []
            func number(at index: Int) -> Int { ExternalTool.littleEndianNumber(stored[index..<index + 4]) }
            while String(decoding: stored[position..<position + 4], as: UTF8.self) != "bv4$" {
                let magic = String(decoding: stored[position..<position + 4], as: UTF8.self)
                if magic == "bv4-" {
                    decoded += stored[position + 8..<position + 8 + number(at: position + 4)]
                    position += 8 + number(at: position + 4)
                    continue
                }
                try #require(magic == "bv41", "\(name): block \(magic)")
                let size = number(at: position + 8)
                let legacyFrame =
                    [0x02, 0x21, 0x4C, 0x18] + stored[position + 8..<position + 12]
                    + stored[position + 12..<position + 12 + size]
                let block = try ExternalTool.run(["lz4", "-d", "-c"], input: Data(legacyFrame))
                #expect(block.count == number(at: position + 4), "\(name)")
                decoded += block
                position += 12 + size
                compressedBlocks += 1
            }
            let same = decoded == bytes
            #expect(same, "\(name): lz4 read \(decoded.count) bytes of \(bytes.count)")
        }
        #expect(compressedBlocks >= 5)
    }

    /// Prefs reads LZ4 blocks the reference encoder made, at its fastest and its slowest (high-compression) levels,
    /// in Apple's frame: other matches than Prefs' encoder picks (longer, overlapping, ending nearer the block's end).
    @Test(arguments: ["-1", "-12"])
    func weReadLZ4sBlocks(level: String) throws {
        let coding = CompressedDataPrefsCoding(algorithm: .lz4)
        for (name, bytes) in CompressedDataPrefsCodingTests.inputs where !bytes.isEmpty {
            // lz4's legacy frame: a magic number, then blocks of up to 8 MiB decoded, each its encoded size and bytes.
            let frame = [UInt8](try ExternalTool.run(["lz4", level, "-l", "-c"], input: Data(bytes)))
            var stream: [UInt8] = []
            var position = 4
            var left = bytes.count
            while position < frame.count {
                let size = ExternalTool.littleEndianNumber(frame[position..<position + 4])
                let decodedSize = min(left, 8 << 20)
                stream +=
                    Array("bv41".utf8) + ExternalTool.littleEndian32(decodedSize) + ExternalTool.littleEndian32(size)
                stream += frame[position + 4..<position + 4 + size]
                position += 4 + size
                left -= decodedSize
            }
            let read = coding.decode(prefsValue: Data(stream + Array("bv4$".utf8)))
            let same = read == Data(bytes)
            #expect(same, "lz4 \(level) \(name): \(read?.count ?? -1) bytes read of \(bytes.count)")
        }
    }
}

/// Apple's reference LZFSE decoder (the open-source `lzfse`, which Apple's Compression is built on) reads the LZVN
/// blocks Prefs writes. Skipped where Python has no `liblzfse` (`pip install pyliblzfse`), as in CI.
@Suite(
    .enabled(if: CompressedDataPrefsCodingTests.usesPrefsCodecs, "Apple's codecs are Foundation's"),
    .enabled(if: ExternalTool.hasReferenceLZFSE, "Python's liblzfse is not installed"))
struct CompressedDataAgainstReferenceLZFSETests {
    @Test func referenceDecoderReadsOurStreams() throws {
        let coding = CompressedDataPrefsCoding(algorithm: .lzfse)
        // Empty data is stored empty, not as a stream (and the binding refuses to return empty output).
        let inputs = CompressedDataPrefsCodingTests.inputs.filter { !$0.bytes.isEmpty }
        let stored = try inputs.map { try #require(coding.encode(prefsValue: Data($0.bytes))) }
        #expect(stored.filter { $0.starts(with: Array("bvxn".utf8)) }.count >= inputs.count / 2)
        let read = try ExternalTool.python("__import__('liblzfse').decompress(b)", to: stored)
        try #require(read.count == inputs.count)
        for ((name, bytes), read) in zip(inputs, read) {
            let same = read == Data(bytes)
            #expect(same, "\(name): lzfse read \(read.count) bytes of \(bytes.count)")
        }
    }
}

/// Seeded bytes (a 64-bit linear congruential generator's high bits), so that every run tests the same bytes.
struct SeededBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
    }
}
