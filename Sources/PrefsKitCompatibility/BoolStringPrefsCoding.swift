/// Stores a `Bool` as a word: `"true"`/`"false"`, `"yes"`/`"no"` in a chosen case, or two words of your own.
///
/// Writing uses the ``EncodingStrategy``. Reading ignores surrounding white space and is forgiving where it is
/// safe: with `.trueFalse` or `.yesNo`, any of `true`, `false`, `yes` and `no` in any case is understood, so a
/// hand-edited `"Yes"` or `"FALSE"` still reads; with `.custom`, only the two words are understood, in any case
/// unless `caseInsensitive` is `false`. Any other string is unreadable: the preference reads its default and a
/// ``PrefsIssue`` is reported.
///
/// ```swift
/// @Pref(coding: .boolAsString()) var wrap: Bool = true                         // "true" / "false"
/// @Pref(coding: .boolAsString(.yesNo(.capitalized))) var sound: Bool = false   // "Yes" / "No"
/// @Pref(coding: .boolAsString(.custom(true: "on", false: "off"))) var vpn: Bool = false
/// ```
public struct BoolStringPrefsCoding: PrefsCodable {
    /// The words a `Bool` is written as.
    ///
    /// ```swift
    /// BoolStringPrefsCoding(encodingStrategy: .yesNo(.uppercase)).encode(prefsValue: true)  // "YES"
    /// ```
    public enum EncodingStrategy: Sendable, Hashable {
        /// `true` / `false`, in the given case.
        case trueFalse(_ textCase: TextCase = .lowercase)
        /// `yes` / `no`, in the given case.
        case yesNo(_ textCase: TextCase = .lowercase)
        /// Two words of your own, stored exactly as given; read back ignoring case unless `caseInsensitive` is false.
        case custom(true: String, false: String, caseInsensitive: Bool = true)

        /// The case a built-in word is written in.
        ///
        /// ```swift
        /// BoolStringPrefsCoding.EncodingStrategy.TextCase.capitalized.process("yes")  // "Yes"
        /// ```
        public enum TextCase: Sendable, Hashable {
            /// `true`, `yes`.
            case lowercase
            /// `TRUE`, `YES`.
            case uppercase
            /// `True`, `Yes`.
            case capitalized

            /// `text` in this case.
            ///
            /// ```swift
            /// BoolStringPrefsCoding.EncodingStrategy.TextCase.uppercase.process("no")  // "NO"
            /// ```
            public func process(_ text: String) -> String {
                switch self {
                case .lowercase: text.lowercased()
                case .uppercase: text.uppercased()
                case .capitalized: text.prefix(1).uppercased() + text.dropFirst().lowercased()
                }
            }
        }
    }

    /// The words a `Bool` is written as.
    ///
    /// ```swift
    /// BoolStringPrefsCoding().encodingStrategy  // .trueFalse(.lowercase)
    /// ```
    public let encodingStrategy: EncodingStrategy

    /// Creates the coding; `.boolAsString()` reads better in a declaration.
    ///
    /// ```swift
    /// let coding = BoolStringPrefsCoding(encodingStrategy: .custom(true: "on", false: "off"))
    /// ```
    public init(encodingStrategy: EncodingStrategy = .trueFalse(.lowercase)) {
        self.encodingStrategy = encodingStrategy
    }

    /// The word for `prefsValue` under the encoding strategy.
    ///
    /// ```swift
    /// BoolStringPrefsCoding(encodingStrategy: .trueFalse(.capitalized)).encode(prefsValue: false)  // "False"
    /// ```
    public func encode(prefsValue: Bool) -> String? {
        switch encodingStrategy {
        case .trueFalse(let textCase): textCase.process(prefsValue ? "true" : "false")
        case .yesNo(let textCase): textCase.process(prefsValue ? "yes" : "no")
        case .custom(let trueWord, let falseWord, _): prefsValue ? trueWord : falseWord
        }
    }

    /// The flag a stored word stands for, or `nil` when the word is not understood.
    ///
    /// ```swift
    /// BoolStringPrefsCoding().decode(prefsValue: " YES\n")  // true
    /// ```
    public func decode(prefsValue: String) -> Bool? {
        let word = prefsValue.trimmingWhitespace
        switch encodingStrategy {
        case .trueFalse, .yesNo:
            switch word.lowercased() {
            case "true", "yes": return true
            case "false", "no": return false
            default: return nil
            }
        case .custom(let trueWord, let falseWord, let caseInsensitive):
            let matches: (String) -> Bool = { caseInsensitive ? $0.lowercased() == word.lowercased() : $0 == word }
            if matches(trueWord.trimmingWhitespace) { return true }
            if matches(falseWord.trimmingWhitespace) { return false }
            return nil
        }
    }
}

extension String {
    /// The string without leading and trailing white space and newlines.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

extension PrefsCodable where Self == BoolStringPrefsCoding {
    /// Stores a `Bool` as a word: `@Pref(coding: .boolAsString(.yesNo())) var sound: Bool = false`.
    ///
    /// ```swift
    /// @Pref(coding: .boolAsString()) var wrap: Bool = true   // "true" / "false"
    /// ```
    public static func boolAsString(
        _ encodingStrategy: BoolStringPrefsCoding.EncodingStrategy = .trueFalse(.lowercase)
    ) -> BoolStringPrefsCoding {
        BoolStringPrefsCoding(encodingStrategy: encodingStrategy)
    }
}

extension PrefsCodable where StorageValue == Bool {
    /// This coding followed by ``BoolStringPrefsCoding``: the `Bool` it produces is stored as a word.
    ///
    /// ```swift
    /// struct Power: RawRepresentable, Sendable { var rawValue: Bool }
    /// @Pref(coding: RawRepresentablePrefsCoding<Power>().boolAsString(.yesNo()))
    /// var power: Power = .init(rawValue: false)   // stored as "yes" / "no"
    /// ```
    public func boolAsString(
        _ encodingStrategy: BoolStringPrefsCoding.EncodingStrategy = .trueFalse(.lowercase)
    ) -> PrefsCodingTuple<Self, BoolStringPrefsCoding> {
        PrefsCodingTuple(self, BoolStringPrefsCoding(encodingStrategy: encodingStrategy))
    }
}
