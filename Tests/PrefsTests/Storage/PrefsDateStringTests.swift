import Foundation
import Prefs
import Testing

@testable import PrefsCore

@Suite struct PrefsDateStringTests {
    @Test func formatsUTCWithTheShortestExactFraction() {
        #expect(
            (
                PrefsDateString.string(from: Date(timeIntervalSince1970: 0)),
                PrefsDateString.string(from: Date(timeIntervalSince1970: 0.5)),
                PrefsDateString.string(from: Date(timeIntervalSince1970: 1_714_979_289)),
                PrefsDateString.string(from: Date(timeIntervalSince1970: -86_400))
            ) == ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00.5Z", "2024-05-06T07:08:09Z", "1969-12-31T00:00:00Z"))
    }

    @Test func everyDateComesBackBitForBit() {
        var dates = [Date.distantPast, Date.distantFuture, Date(timeIntervalSinceReferenceDate: 1e-7 + 5)]
        for _ in 0..<2000 {
            dates.append(Date(timeIntervalSinceReferenceDate: Double.random(in: -4e10...4e10)))
        }
        for date in dates {
            let text = PrefsDateString.string(from: date)
            #expect(
                PrefsDateString.date(from: text)?.timeIntervalSinceReferenceDate.bitPattern
                    == date.timeIntervalSinceReferenceDate.bitPattern, "\(text)")
        }
    }

    @Test(arguments: [
        ("2024-05-06T07:08:09Z", 1_714_979_289.0),
        ("2024-05-06T07:08:09.250000+00:00", 1_714_979_289.25),
        ("2024-05-06T09:08:09+02:00", 1_714_979_289.0),
        ("2024-05-06T01:38:09-0530", 1_714_979_289.0),
        ("2024-05-06 07:08:09z", 1_714_979_289.0),
    ])
    func readsWhatOtherToolsWrite(text: String, seconds: Double) {
        #expect(PrefsDateString.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "abc", "2024-05-06", "2024-05-06T07:08:09", "2024-13-06T07:08:09Z", "2024-05-06T07:08:09Zjunk",
    ])
    func rejectsWhatIsNotADateTimeWithAZone(text: String) {
        #expect(PrefsDateString.date(from: text) == nil)
        #expect(Date(prefsValue: .string(text)) == nil)
    }

    @Test func dataReadsBase64StringsAndNothingElse() {
        #expect(Data(prefsValue: .string("AAH/")) == Data([0, 1, 255]))
        #expect(Data(prefsValue: .string("not base64!")) == nil)
        #expect(Data(prefsValue: .int(1)) == nil)
    }
}
