extension _PrefsRuntime {
    /// The coding `@Pref` uses when it names none: the type is stored as it is.
    @inlinable
    public static func storedAsIs<Value: PrefsStorageValue>() -> StoredAsIs<Value> { StoredAsIs() }

    /// Chosen only for a type storage cannot keep as it is, so that the compiler's one error says what to do.
    @available(
        *, unavailable,
        message: """
            this preference's type is not one storage keeps as it is (String, Bool, Int, Double, Float, Data, Date, \
            arrays and [String: T] dictionaries of them); store it through a coding: @Pref(coding: .urlString) for \
            a URL, @RawRepresentablePref for an enum with raw values, @JSONStringCodablePref or @JSONDataCodablePref \
            for a Codable type, or @Pref(coding:) with a PrefsCodable of your own (see Docs/Coding.md)
            """
    )
    public static func storedAsIs<Value>() -> NotStoredAsIs<Value> { NotStoredAsIs() }

    /// The coding of the unavailable ``storedAsIs()``; never used.
    public struct NotStoredAsIs<Value>: PrefsCodable {
        public init() {}
        public func encode(prefsValue: Value) -> String? { nil }
        public func decode(prefsValue: String) -> Value? { nil }
    }
}
