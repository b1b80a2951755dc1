import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// Files Prefs writes load in Python's `json` and `plistlib` with the same values and types, and files Python
/// writes load in Prefs. These tests need `python3`; without it they fail with a message saying so.
@Suite struct PythonInteropTests {
    /// Prints a file's contents as a type-tagged JSON tree: floats as their IEEE bit pattern, dates as
    /// microseconds since 1970, bytes as hex, so that the comparison is exact.
    static let describe = """
        import json, sys, struct, plistlib, datetime
        def tag(v):
            if isinstance(v, bool): return ["bool", v]
            if isinstance(v, int): return ["int", v]
            if isinstance(v, float): return ["float", struct.unpack("<q", struct.pack("<d", v))[0]]
            if isinstance(v, str): return ["str", v]
            if isinstance(v, bytes): return ["bytes", v.hex()]
            if isinstance(v, datetime.datetime):
                return ["date", (v.replace(tzinfo=None) - datetime.datetime(1970, 1, 1)) // datetime.timedelta(microseconds=1)]
            if isinstance(v, list): return ["list", [tag(x) for x in v]]
            if isinstance(v, dict): return ["dict", {k: tag(x) for k, x in v.items()}]
            return ["other", repr(v)]
        path = sys.argv[1]
        data = json.load(open(path)) if path.endswith(".json") else plistlib.load(open(path, "rb"))
        print(json.dumps(tag(data)))
        """

    /// The tagged tree `describe` prints for `value` as Python should see it.
    static func tagged(_ value: PrefsValue, json: Bool) -> PrefsValue {
        switch value {
        case .bool: .array([.string("bool"), value])
        case .int: .array([.string("int"), value])
        case .double(let number): .array([.string("float"), .int(Int(Int64(bitPattern: number.bitPattern)))])
        case .string: .array([.string("str"), value])
        case .data(let data):
            json
                ? tagged(.string(data.base64EncodedString()), json: true)
                : .array([.string("bytes"), .string(data.map { String(format: "%02x", $0) }.joined())])
        case .date(let date):
            json
                ? tagged(.string(PrefsDateString.string(from: date)), json: true)
                : .array([.string("date"), .int(Int((date.timeIntervalSince1970 * 1_000_000).rounded()))])
        case .array(let values): .array([.string("list"), .array(values.map { tagged($0, json: json) })])
        case .dictionary(let values):
            .array([.string("dict"), .dictionary(values.mapValues { tagged($0, json: json) })])
        }
    }

    static let sample: [String: PrefsValue] = [
        "text": .string("héllo \"quoted\" \\ \n 🎉"),
        "flag": .bool(true),
        "off": .bool(false),
        "count": .int(-42),
        "big": .int(Int.max),
        "zero": .int(0),
        "ratio": .double(0.1),
        "whole": .double(1),
        "tiny": .double(.leastNonzeroMagnitude),
        "huge": .double(-.greatestFiniteMagnitude),
        "third": .double(1.0 / 3.0),
        "blob": .data(Data([0, 1, 127, 128, 255])),
        "when": .date(Date(timeIntervalSince1970: 1_700_000_000.25)),
        "list": .array([.int(1), .double(2.5), .bool(true), .string("x"), .array([])]),
        "nested": .dictionary(["a": .dictionary(["b": .array([.int(1), .int(2)])]), "empty": .dictionary([:])]),
    ]

    @Test(arguments: FileKind.allCases)
    func pythonReadsWhatPrefsWrites(kind: FileKind) throws {
        let directory = TemporaryDirectory()
        let file = directory.file(kind.fileName)
        let storage = kind.storage(file)
        try storage.modify { values in
            for (key, value) in Self.sample { values[key] = value }
        }
        let printed = try runPython(Self.describe, [file.path])
        let seen = try PrefsJSONFile.read(Array((#"{"root": "# + printed + "}").utf8)).values["root"]
        // The XML property-list format keeps whole seconds.
        let written = kind == .xmlPlist ? Self.sample.mapValues(PropertyListFormat.xml.canonical) : Self.sample
        #expect(seen == Self.tagged(.dictionary(written), json: kind == .json))
    }

    @Test(arguments: ["json", "xml", "binary"])
    func prefsReadsWhatPythonWrites(format: String) throws {
        let directory = TemporaryDirectory()
        let file = directory.file(format == "json" ? "python.json" : "python.plist")
        let script = """
            import json, sys, plistlib, datetime, base64, struct, random
            random.seed(7)
            floats = [0.1, 1.0, 2.5, 1e-300, 1e16, -0.0] + [struct.unpack("<d", struct.pack("<Q", random.getrandbits(64)))[0] for _ in range(200)]
            floats = [f for f in floats if f == f and abs(f) != float("inf")]
            data = {"text": "wörld", "flag": True, "count": 7, "negative": -3, "ratio": 0.5, "floats": floats,
                    "nested": {"list": [1, 2.0, False, "s", {"k": [True]}]}, "empty": {}}
            fmt = sys.argv[2]
            if fmt == "json":
                data["when"] = "2024-05-06T07:08:09.250000+00:00"
                data["blob"] = base64.b64encode(b"\\x00\\xffdata").decode()
                json.dump(data, open(sys.argv[1], "w"), indent=4)
            else:
                data["when"] = datetime.datetime(2024, 5, 6, 7, 8, 9)
                data["blob"] = b"\\x00\\xffdata"
                plistlib.dump(data, open(sys.argv[1], "wb"), fmt=plistlib.FMT_XML if fmt == "xml" else plistlib.FMT_BINARY)
            print(json.dumps([struct.unpack("<q", struct.pack("<d", f))[0] for f in floats]))
            """
        let printed = try runPython(script, [file.path, format])
        let bits = try PrefsJSONFile.read(Array((#"{"bits": "# + printed + "}").utf8)).values["bits"]
        let storage: FilePrefsStorage =
            format == "json" ? JSONFilePrefsStorage(file: file) : PListFilePrefsStorage(file: file)
        #expect(storage.loadError == nil)
        #expect(
            (
                storage.storageValue(forKey: "text"), storage.storageValue(forKey: "flag"),
                storage.storageValue(forKey: "count"), storage.storageValue(forKey: "negative"),
                storage.storageValue(forKey: "ratio"), storage.storageValue(forKey: "empty")
            ) == (.string("wörld"), .bool(true), .int(7), .int(-3), .double(0.5), .dictionary([:])))
        #expect(
            storage.storageValue(forKey: "nested")
                == .dictionary([
                    "list": .array([
                        .int(1), .double(2), .bool(false), .string("s"), .dictionary(["k": .array([.bool(true)])]),
                    ])
                ]))
        let floats: [Double] = try #require(storage.value(forKey: "floats"))
        #expect(bits == .array(floats.map { .int(Int(Int64(bitPattern: $0.bitPattern))) }))
        let expectedDate = format == "json" ? 1_714_979_289.25 : 1_714_979_289
        #expect(
            (storage.value(forKey: "when", as: Date.self), storage.value(forKey: "blob", as: Data.self)) == (
                Date(timeIntervalSince1970: expectedDate), Data([0, 255] + Array("data".utf8))
            ))
    }
}
