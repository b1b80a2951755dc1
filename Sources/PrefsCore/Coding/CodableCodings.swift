extension _PrefsRuntime {
    /// Stores a `RawRepresentable` value as its raw value: `@RawRepresentablePref var theme: Theme = .system`
    /// keeps `"system"`.
    ///
    /// A stored raw value that matches no case decodes as `nil`, so the preference reads its default and a
    /// ``PrefsIssue`` is reported.
    public struct RawRepresentableCoding<Value: RawRepresentable>: PrefsCodable
    where Value.RawValue: PrefsStorageValue {
        public init() {}
        public func encode(prefsValue: Value) -> Value.RawValue? { prefsValue.rawValue }
        public func decode(prefsValue: Value.RawValue) -> Value? { Value(rawValue: prefsValue) }
    }
}
