import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// Seeded random documents through our writers and readers and through Python's `plistlib`, compared exactly.
///
/// The `plistlib` tests need `python3`; without it they are skipped, and reported as skipped.
@Suite struct PropertyListDifferentialTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    static let formats: [PropertyListFormat] = [.xml, .binary]

    /// Our writer, then our reader: the same value (XML: dates in whole seconds), and the same bytes when written
    /// again. Binary documents here have dates of any bits, NaN payloads and every control character.
    @Test(arguments: formats)
    func ourWritesReadBackExactly(format: PropertyListFormat) throws {
        for seed in 0..<300 {
            var random = RandomPropertyList(seed: UInt64(seed), xml: format == .xml, pythonDates: false)
            let value = random.document()
            let bytes = try format.write(value)
            let read = try PropertyListFormat.read(bytes).root
            let expected = format == .xml ? Self.wholeSecondDates(value) : value
            #expect(read == expected, "seed \(seed)")
            #expect(try format.write(read) == bytes, "seed \(seed)")
        }
    }

    /// `value` with every date rounded down to the second, as XML keeps dates.
    static func wholeSecondDates(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .date(let seconds): .date(seconds.rounded(.down))
        case .array(let elements): .array(elements.map(wholeSecondDates))
        case .dictionary(let members):
            .dictionary(PropertyListDictionary(members.members.map { ($0.key, wholeSecondDates($0.value)) }))
        default: value
        }
    }

    /// Prints the fingerprint (``PropertyListFingerprint``, dates in microseconds) of property lists `plistlib`
    /// reads, or writes random property lists with `plistlib` and prints the fingerprints of what it reads back.
    static let script = #"""
        import sys, os, plistlib, datetime, struct, random
        EPOCH = datetime.datetime(2001, 1, 1)
        def fingerprint(v):
            if isinstance(v, bool): return "T" if v else "F"
            if isinstance(v, int): return "i%d;" % v
            if isinstance(v, float): return "r%016x;" % struct.unpack(">Q", struct.pack(">d", v))[0]
            if isinstance(v, str): return "s" + v.encode("utf-8").hex() + ";"
            if isinstance(v, bytes): return "d" + v.hex() + ";"
            if isinstance(v, datetime.datetime): return "t%d;" % ((v - EPOCH) // datetime.timedelta(microseconds=1))
            if isinstance(v, list): return "[" + "".join(fingerprint(x) for x in v) + "]"
            if isinstance(v, dict):
                keys = sorted(v, key=lambda k: k.encode("utf-8"))
                return "{" + "".join(fingerprint(k) + fingerprint(v[k]) for k in keys) + "}"
            raise TypeError(repr(v))

        def text(rng, xml):
            pieces = ["a", "Zeta", " ", "\u00e9", "e\u0301", "\u0301", "\U0001F44D\U0001F3FD", "\u65e5\u672c",
                      "\ufeff", "&<>\"'", "]]>", "\t", "\n", "\x7f", "\x85", "\ufdd0", "\U0010ffff", "\ud7ff"]
            if not xml: pieces += ["\r", "\r\n", "\x00", "\x07", "\x1b", "\ufffe", "\uffff"]
            return "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))

        def value(rng, xml, depth):
            kind = rng.randrange(10 if depth < 5 else 8)
            if kind == 0: return rng.random() < 0.5
            if kind == 1: return rng.choice([-2**63, -2**63 + 1, -1, 0, 1, 255, 256, 65535, 65536, 2**32 - 1, 2**32,
                                              2**63 - 1, 2**63, 2**64 - 1, rng.randrange(-2**63, 2**64)])
            if kind == 2:
                f = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
                return rng.choice([0.1, 1 / 3, -0.0, 0.0, 5e-324, -2.2250738585072014e-308, 1.7976931348623157e308,
                                   float("inf"), float("-inf"), float("nan"), 1e16, 0.1 if f != f else f])
            if kind in (3, 4): return text(rng, xml)
            if kind == 5: return bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 40)))
            if kind == 6:
                # 1/64ths of a second: a binary plist's double holds them exactly, and so does datetime.
                return datetime.datetime(1, 1, 1) + datetime.timedelta(
                    seconds=rng.randrange(0, 315537897600), microseconds=15625 * rng.randrange(64))
            if kind == 7: return rng.randint(-1000, 1000)
            if kind == 8: return [value(rng, xml, depth + 1) for _ in range(rng.randint(0, 5))]
            return dictionary(rng, xml, depth + 1, rng.randint(0, 5))

        def dictionary(rng, xml, depth, count):
            twins = ["\u00e9", "e\u0301", "\u212b", "\u00c5", "A\u030a", "\ufeffk", "k", ""]
            return {(rng.choice(twins) if rng.random() < 0.5 else text(rng, xml)): value(rng, xml, depth)
                    for _ in range(count)}

        if sys.argv[1] == "read":
            for name in sorted(os.listdir(sys.argv[2])):
                with open(os.path.join(sys.argv[2], name), "rb") as f:
                    print(name, fingerprint(plistlib.load(f)))
        else:
            directory, seed, count = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
            for n in range(count):
                for fmt, name in ((plistlib.FMT_XML, "xml"), (plistlib.FMT_BINARY, "binary")):
                    rng = random.Random(seed * 1000 + n)
                    doc = dictionary(rng, fmt == plistlib.FMT_XML, 1, rng.randint(1, 14))
                    path = os.path.join(directory, "%03d.%s" % (n, name))
                    with open(path, "wb") as f:
                        plistlib.dump(doc, f, fmt=fmt)
                    # What plistlib reads back, not doc: its binary writer stores 0.0 and -0.0 as one object.
                    with open(path, "rb") as f:
                        print("%03d.%s" % (n, name), fingerprint(plistlib.load(f)))
        """#

    /// Fingerprints `script` prints, by file name.
    static func fingerprints(_ arguments: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try runPython(script, arguments).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    @Test(.enabled(if: Python.isAvailable, "python3 with plistlib is not installed"), arguments: formats)
    func plistlibReadsWhatWeWriteExactly(format: PropertyListFormat) throws {
        var expected: [String: String] = [:]
        for seed in 0..<150 {
            var random = RandomPropertyList(seed: UInt64(1000 + seed), xml: format == .xml)
            let value = random.document()
            let name = String(format: "%03d.plist", seed)
            try Data(try format.write(value)).write(to: directory.file(name))
            let written = format == .xml ? Self.wholeSecondDates(value) : value
            expected[name] = PropertyListFingerprint.of(written, date: PropertyListFingerprint.dateMicroseconds)
        }
        let seen = try Self.fingerprints(["read", directory.url.path])
        #expect(seen.count == expected.count)
        for (name, fingerprint) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(seen[name] == fingerprint, "\(name)")
        }
    }

    @Test(.enabled(if: Python.isAvailable, "python3 with plistlib is not installed"))
    func weReadWhatPlistlibWritesExactly() throws {
        let written = try Self.fingerprints(["write", directory.url.path, "7", "150"])
        #expect(written.count == 300)
        for (name, fingerprint) in written.sorted(by: { $0.key < $1.key }) {
            let bytes = try [UInt8](Data(contentsOf: directory.file(name)))
            let document = try PropertyListFormat.read(bytes)
            #expect(document.format == (name.hasSuffix("xml") ? .xml : .binary))
            #expect(
                PropertyListFingerprint.of(document.root, date: PropertyListFingerprint.dateMicroseconds)
                    == fingerprint,
                "\(name)")
            // And what we read, we write back so that we read the same again.
            let again = try PropertyListFormat.read(try document.format.write(document.root)).root
            #expect(again == document.root, "\(name)")
        }
    }

    /// Core Foundation's `plutil` (shipped with the Swift toolchain) accepts every file we write.
    @Test(.enabled(if: Self.plutilIsAvailable, "plutil is not on PATH"), arguments: formats)
    func plutilAcceptsWhatWeWrite(format: PropertyListFormat) throws {
        var paths: [String] = []
        for seed in 0..<60 {
            var random = RandomPropertyList(seed: UInt64(2000 + seed), xml: format == .xml)
            let file = directory.file(String(format: "%03d.plist", seed))
            try Data(try format.write(random.document())).write(to: file)
            paths.append(file.path)
        }
        let lint = try Self.run("plutil", ["-lint"] + paths)
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.components(separatedBy: ": OK").count == paths.count + 1, "\(lint.output)")
    }

    static let plutilIsAvailable = (try? run("plutil", ["-help"]))?.status == 0

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
