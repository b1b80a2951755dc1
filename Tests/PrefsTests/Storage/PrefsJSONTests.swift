import Foundation
import Prefs
import Testing

@testable import PrefsCore

@Suite struct PrefsJSONTests {
    /// A random value tree of every JSON-representable kind.
    static func randomValue(depth: Int, using generator: inout some RandomNumberGenerator) -> PrefsValue {
        switch Int.random(in: 0..<(depth > 2 ? 5 : 7), using: &generator) {
        case 0: return .bool(Bool.random(using: &generator))
        case 1: return .int(Int.random(in: .min ... .max, using: &generator))
        case 2:
            let double = Double(bitPattern: UInt64.random(in: .min ... .max, using: &generator))
            return .double(double.isFinite ? double : 0.5)
        case 3:
            let scalars = (0..<Int.random(in: 0..<12, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0..<0x11_0000, using: &generator))
            }
            return .string(String(String.UnicodeScalarView(scalars)))
        case 4: return .string(["", "\"", "\\", "\n\t\r", "\u{0}\u{1f}", "é", "🎉"].randomElement(using: &generator)!)
        case 5:
            return .array(
                (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
                    randomValue(depth: depth + 1, using: &generator)
                })
        default:
            var values: [String: PrefsValue] = [:]
            for index in 0..<Int.random(in: 0..<4, using: &generator) {
                values["k\(index)"] = randomValue(depth: depth + 1, using: &generator)
            }
            return .dictionary(values)
        }
    }

    @Test func randomValuesRoundTripExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var values: [String: PrefsValue] = [:]
            for index in 0..<8 { values["key \(index) \u{e9}"] = Self.randomValue(depth: 0, using: &generator) }
            let bytes = PrefsJSONFile.document(values: values, preserved: [:]).bytes
            let contents = try PrefsJSONFile.read(bytes)
            #expect((contents.values, contents.preserved.isEmpty) == (values, true))
        }
    }

    @Test func mutatedDocumentsNeverCrashTheReader() throws {
        var generator = SystemRandomNumberGenerator()
        let values: [String: PrefsValue] = [
            "a": .array([.int(1), .double(2.5), .string("x\ny"), .dictionary(["b": .bool(false)])]),
            "c": .string("é🎉\\\""),
        ]
        let original = PrefsJSONFile.document(values: values, preserved: [:]).bytes
        var failures = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                default: bytes.insert(Array("{}[]\",:\\0e-.tn".utf8).randomElement(using: &generator)!, at: position)
                }
            }
            do {
                _ = try PrefsJSONFile.read(bytes)
            } catch {
                guard case .syntax(_, let line, let column, let offset) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(line >= 1 && column >= 1 && offset >= 0 && offset <= bytes.count)
                failures += 1
            }
        }
        #expect(failures > 0)
    }

    @Test func pythonStyleDocumentReadsWithTypes() throws {
        let text = #"{"i": 10, "f": 10.0, "e": 1e2, "neg": -0.5, "t": true, "s": "\u00e9\ud83c\udf89\/", "n": null}"#
        let contents = try PrefsJSONFile.read(Array(text.utf8))
        #expect(
            contents.values == [
                "i": .int(10), "f": .double(10), "e": .double(100), "neg": .double(-0.5), "t": .bool(true),
                "s": .string("é🎉/"),
            ])
        #expect(contents.preserved == [PrefsKeptKey("n"): .json("null")])
    }
}
