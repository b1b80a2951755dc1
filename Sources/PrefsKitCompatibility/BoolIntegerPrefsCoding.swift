/// Stores a `Bool` as the integer `1` or `0`.
///
/// Useful for files shared with tools that write flags as numbers. Writing always stores `1` or `0`; reading
/// follows the ``DecodingStrategy``: `.nearest` (the default) reads any integer of 1 or more as `true` and anything
/// else as `false`, `.strict` reads only `1` and `0` and treats any other integer as unreadable (the preference
/// reads its default and a ``PrefsIssue`` is reported).
///
/// ```swift
/// @Pref(coding: .boolAsInteger()) var telemetry: Bool = false               // stored as 0 or 1
/// @Pref(coding: .boolAsInteger(decodingStrategy: .strict)) var beta: Bool = false
/// ```
public struct BoolIntegerPrefsCoding: PrefsCodable {
    /// How a stored integer is read back.
    ///
    /// ```swift
    /// BoolIntegerPrefsCoding(decodingStrategy: .strict).decode(prefsValue: 2)  // nil
    /// ```
    public enum DecodingStrategy: Sendable, Hashable {
        /// Only `1` is `true` and only `0` is `false`; any other integer cannot be read.
        case strict
        /// `1` or more is `true`; `0` or less is `false`.
        case nearest
    }

    /// How a stored integer is read back.
    ///
    /// ```swift
    /// BoolIntegerPrefsCoding().decodingStrategy  // .nearest
    /// ```
    public let decodingStrategy: DecodingStrategy

    /// Creates the coding; `.boolAsInteger()` reads better in a declaration.
    ///
    /// ```swift
    /// let coding = BoolIntegerPrefsCoding(decodingStrategy: .nearest)
    /// ```
    public init(decodingStrategy: DecodingStrategy = .nearest) {
        self.decodingStrategy = decodingStrategy
    }

    /// `1` for `true`, `0` for `false`.
    ///
    /// ```swift
    /// BoolIntegerPrefsCoding().encode(prefsValue: true)  // 1
    /// ```
    public func encode(prefsValue: Bool) -> Int? { prefsValue ? 1 : 0 }

    /// The flag an integer stands for under the decoding strategy, or `nil` when `.strict` meets another integer.
    ///
    /// ```swift
    /// BoolIntegerPrefsCoding(decodingStrategy: .nearest).decode(prefsValue: 5)  // true
    /// ```
    public func decode(prefsValue: Int) -> Bool? {
        switch decodingStrategy {
        case .nearest: prefsValue >= 1
        case .strict: prefsValue == 1 ? true : prefsValue == 0 ? false : nil
        }
    }
}

extension PrefsCodable where Self == BoolIntegerPrefsCoding {
    /// Stores a `Bool` as `1` or `0`: `@Pref(coding: .boolAsInteger()) var telemetry: Bool = false`.
    ///
    /// ```swift
    /// @Pref(coding: .boolAsInteger(decodingStrategy: .strict)) var beta: Bool = false
    /// ```
    public static func boolAsInteger(
        decodingStrategy: BoolIntegerPrefsCoding.DecodingStrategy = .nearest
    ) -> BoolIntegerPrefsCoding {
        BoolIntegerPrefsCoding(decodingStrategy: decodingStrategy)
    }
}

extension PrefsCodable where StorageValue == Bool {
    /// This coding followed by ``BoolIntegerPrefsCoding``: the `Bool` it produces is stored as `1` or `0`.
    ///
    /// ```swift
    /// struct Power: RawRepresentable, Sendable { var rawValue: Bool }
    /// @Pref(coding: RawRepresentablePrefsCoding<Power>().boolAsInteger()) var power: Power = .init(rawValue: false)
    /// ```
    public func boolAsInteger(
        decodingStrategy: BoolIntegerPrefsCoding.DecodingStrategy = .nearest
    ) -> PrefsCodingTuple<Self, BoolIntegerPrefsCoding> {
        PrefsCodingTuple(self, BoolIntegerPrefsCoding(decodingStrategy: decodingStrategy))
    }
}
