import Foundation
import Prefs
import Testing

/// A schema with one preference of every storable value type, over any storage.
@PrefsSchema final class EveryTypePrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, mode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref var text: String = ""
    @Pref var flag: Bool = false
    @Pref var count: Int = 0
    @Pref var ratio: Double = 0
    @Pref var single: Float = 0
    @Pref var blob: Data = Data()
    @Pref var when: Date = Date(timeIntervalSince1970: 0)
    @Pref var names: [String] = []
    @Pref var numbers: [Double] = []
    @Pref var limits: [String: Int] = [:]
    @Pref var moments: [Date]?
    @Pref var mixed: AnyPrefsArray = []
    @Pref var record: AnyPrefsDictionary = [:]
    @Pref var missing: String?
}

@Suite struct FileRoundTripTests {
    /// A new directory for every test: Swift Testing makes a new suite value per test.
    let directory = TemporaryDirectory()

    static let modes: [PrefsStorageMode] = [.storageOnly, .cachedReadStorageWrite]

    /// Dates with a fraction, for formats that keep one; the XML plist format keeps whole seconds.
    static func sampleDate(_ kind: FileKind) -> Date {
        kind == .xmlPlist
            ? Date(timeIntervalSince1970: 1_700_000_000) : Date(timeIntervalSince1970: 1_700_000_000.123_456_7)
    }

    @Test(arguments: FileKind.allCases, modes)
    func everyValueTypeSurvivesAReopen(kind: FileKind, mode: PrefsStorageMode) throws {
        let file = directory.file(kind.fileName)
        let date = Self.sampleDate(kind)
        let writer = EveryTypePrefs(storage: kind.storage(file), mode: mode)
        // XML 1.0 cannot hold U+0001 at all: an XML property list refuses it (see FileExactnessTests).
        let text = kind == .xmlPlist ? "héllo \"wörld\"\r\n\t\\ 🎉" : "héllo \"wörld\"\r\n\t\\ 🎉 \u{1}"
        writer.text = text
        writer.flag = true
        writer.count = Int.min
        writer.ratio = 0.1 + 0.2
        writer.single = 3.1415927
        writer.blob = Data([0, 1, 2, 254, 255])
        writer.when = date
        writer.names = ["a", "", "ç"]
        writer.numbers = [1.0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789.123_456_79]
        writer.limits = ["low": -1, "high": Int.max]
        writer.moments = [date, date.addingTimeInterval(86_400)]
        writer.mixed = ["text", 42, 2.5, true, Data([9])]
        writer.record = [
            "title": "Main", "width": 800, "scale": 1.5, "pinned": false, "nested": ["a": 1] as [String: Int],
        ]

        let reader = EveryTypePrefs(storage: kind.storage(file), mode: mode)
        #expect((reader.storage.fileStorage?.loadError) == nil)
        #expect(
            (reader.text, reader.flag, reader.count, reader.ratio.bitPattern, reader.single.bitPattern, reader.blob)
                == (
                    text, true, Int.min, (0.1 + 0.2).bitPattern, Float(3.1415927).bitPattern, Data([0, 1, 2, 254, 255])
                ))
        #expect(
            (reader.when, reader.names, reader.numbers.map(\.bitPattern), reader.limits, reader.moments) == (
                date, ["a", "", "ç"], writer.numbers.map(\.bitPattern), ["low": -1, "high": Int.max],
                [date, date.addingTimeInterval(86_400)]
            ))
        #expect(reader.missing == nil)
        // Mixed containers keep each element's type, except dates and data in JSON, which become strings.
        if kind == .json {
            #expect(reader.mixed == ["text", 42, 2.5, true, Data([9]).base64EncodedString()])
        } else {
            #expect(reader.mixed == ["text", 42, 2.5, true, Data([9])])
        }
        #expect(reader.record == writer.record)
        // What the writer reads after its own write is what a fresh reader sees.
        #expect((writer.when, writer.storage.storageValues()) == (reader.when, reader.storage.storageValues()))
    }

    @Test(arguments: FileKind.allCases)
    func doublesComeBackBitForBit(kind: FileKind) throws {
        let file = directory.file(kind.fileName)
        var generator = SystemRandomNumberGenerator()
        var doubles: [Double] = [
            0.1, 1.0 / 3.0, 2.000_000_000_000_000_4, Double(bitPattern: 0x0000_1234_5678_9ABC), -1e300,
            9_007_199_254_740_992, 100,
        ]
        for _ in 0..<500 {
            let double = Double(bitPattern: generator.next())
            if double.isFinite { doubles.append(double) }
        }
        let storage = kind.storage(file)
        try storage.write(doubles, forKey: "doubles")
        try storage.write(1, forKey: "one")
        try storage.write(1.0, forKey: "oneDouble")
        try storage.write(true, forKey: "yes")
        let reopened = kind.storage(file)
        let read: [Double]? = reopened.value(forKey: "doubles")
        #expect(
            (
                read?.map(\.bitPattern), reopened.storageValue(forKey: "one"),
                reopened.storageValue(forKey: "oneDouble"), reopened.storageValue(forKey: "yes")
            ) == (doubles.map(\.bitPattern), .int(1), .double(1), .bool(true)))
    }

    @Test func wrongValueTypeReadsAsDefaultWithAnIssue() throws {
        let file = directory.file("prefs.json")
        try write(#"{"count": "abc", "flag": 1, "ratio": "0.5"}"#, to: file)
        let log = IssueLog()
        let prefs = EveryTypePrefs(
            storage: JSONFilePrefsStorage(file: file, issues: log.handler), mode: .cachedReadStorageWrite)
        #expect((prefs.count, prefs.flag, prefs.ratio) == (0, false, 0))
        #expect(
            log.recorded.contains(
                PrefsIssue(
                    .typeMismatch(key: "count", expected: .int, typeName: "Int", found: .string("abc")),
                    outcome: .readDefault)))
        #expect(prefs.storage.fileStorage?.loadError == nil)
    }
}
