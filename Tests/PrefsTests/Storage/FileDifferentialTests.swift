import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// Seeded random documents (nested containers, text with combining marks, emoji and control characters, keys that
/// differ only in normalisation, integer edges, doubles needing 17 digits, subnormals, −0.0, dates and data) go
/// through every file storage and come back bit for bit; where `python3` is present, Python reads the same files and
/// sees the same values.
@Suite struct FileDifferentialTests {
    /// The documents for `kind`: what each format can hold (XML has no control characters and whole-second dates).
    static func documents(for kind: FileKind, count: Int) -> [[String: PrefsValue]] {
        (0..<count).map { seed in
            var random = RandomPropertyList(seed: UInt64(seed) &* 7919 &+ 17, xml: kind == .xmlPlist)
            guard case .dictionary(let members) = random.document() else { return [:] }
            return members.prefsValues().values
        }
    }

    @Test(arguments: FileKind.allCases)
    func randomDocumentsComeBackBitForBit(kind: FileKind) throws {
        let directory = TemporaryDirectory()
        for (index, values) in Self.documents(for: kind, count: 60).enumerated() {
            let file = directory.file("\(index)-" + kind.fileName)
            let storage = kind.storage(file)
            try storage.modify { transaction in
                for (key, value) in values { transaction[key] = value }
            }
            let expected = values.mapValues(kind.format.canonical)
            #expect(storage.storageValues() == expected, "document \(index) in memory")
            let reopened = kind.storage(file)
            #expect(reopened.loadError == nil)
            #expect(reopened.storageValues() == expected, "document \(index) after reopening")
        }
    }

    @Test(.enabled(if: Python.isAvailable, "python3 is not installed"), arguments: FileKind.allCases)
    func pythonReadsTheSameValues(kind: FileKind) throws {
        let directory = TemporaryDirectory()
        for (index, values) in Self.documents(for: kind, count: 12).enumerated() {
            // Python keeps dates to the microsecond: give it the dates it can hold exactly.
            let values = values.mapValues(Self.pythonExact)
            let file = directory.file("\(index)-" + kind.fileName)
            let storage = kind.storage(file)
            try storage.modify { transaction in
                for (key, value) in values { transaction[key] = value }
            }
            let printed = try runPython(PythonInteropTests.describe, [file.path])
            let seen = try PrefsJSONFile.read(Array((#"{"root": "# + printed + "}").utf8)).values["root"]
            let written = values.mapValues(kind.format.canonical)
            #expect(seen == PythonInteropTests.tagged(.dictionary(written), json: kind == .json), "document \(index)")
        }
    }

    /// `value` with every date rounded to the whole second, which Python's datetime holds exactly.
    static func pythonExact(_ value: PrefsValue) -> PrefsValue {
        switch value {
        case .date(let date):
            .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .array(let values): .array(values.map(pythonExact))
        case .dictionary(let values): .dictionary(values.mapValues(pythonExact))
        default: value
        }
    }
}
