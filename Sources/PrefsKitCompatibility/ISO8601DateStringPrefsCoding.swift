public import Foundation

/// Stores a `Date` as an ISO 8601 string in UTC, exact to the bit.
///
/// The text is ``PrefsDateString``'s: `2024-12-31T21:30:35Z`, with as many fraction digits as the date needs to
/// read back unchanged (`2024-12-31T21:30:35.25Z`). PrefsKit's coding of the same name truncates to whole
/// seconds; this one does not, so a date written and read back compares equal. Reading also accepts what other
/// tools write: any number of fraction digits, `Z` or an offset such as `+02:00`. A string that is not an ISO 8601
/// date-time with a zone decodes as a failure (default and a ``PrefsIssue``).
///
/// ```swift
/// @Pref(coding: .iso8601DateString) var lastSync: Date?   // stored as "2024-12-31T21:30:35.25Z"
/// ```
///
/// Without a coding, `@Pref var lastSync: Date?` is stored natively in a property list and as the same
/// ISO 8601 text in a JSON file; use this coding when the stored form must be a string everywhere.
public struct ISO8601DateStringPrefsCoding: PrefsCodable {
    /// Creates the coding; `.iso8601DateString` reads better in a declaration.
    ///
    /// ```swift
    /// ISO8601DateStringPrefsCoding().encode(prefsValue: Date(timeIntervalSince1970: 0))  // "1970-01-01T00:00:00Z"
    /// ```
    public init() {}

    /// The date's ISO 8601 text, or `nil` for a date no ISO 8601 text can hold (infinite or absurdly far away).
    ///
    /// ```swift
    /// ISO8601DateStringPrefsCoding().encode(prefsValue: Date(timeIntervalSince1970: 0.5))  // "1970-01-01T00:00:00.5Z"
    /// ```
    public func encode(prefsValue: Date) -> String? {
        let text = PrefsDateString.string(from: prefsValue)
        return PrefsDateString.date(from: text) == nil ? nil : text
    }

    /// The date an ISO 8601 date-time with a zone designates, or `nil` for any other string.
    ///
    /// ```swift
    /// ISO8601DateStringPrefsCoding().decode(prefsValue: "1970-01-01T02:00:00+02:00")  // 1970-01-01 00:00:00 UTC
    /// ```
    public func decode(prefsValue: String) -> Date? { PrefsDateString.date(from: prefsValue) }
}

extension PrefsCodable where Self == ISO8601DateStringPrefsCoding {
    /// Stores a `Date` as exact ISO 8601 text: `@Pref(coding: .iso8601DateString) var lastSync: Date?`.
    ///
    /// ```swift
    /// @Pref(coding: .iso8601DateString) var expires: Date = .distantFuture
    /// ```
    public static var iso8601DateString: ISO8601DateStringPrefsCoding { ISO8601DateStringPrefsCoding() }
}
