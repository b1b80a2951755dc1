extension _PrefsRuntime {
    /// What a `@RawPref` of type `[Any]` keeps.
    public typealias RawArray = AnyPrefsArray
    /// What a `@RawPref` of type `[String: Any]` keeps.
    public typealias RawDictionary = AnyPrefsDictionary
    /// What a `@RawPref` of another type keeps.
    public typealias RawValue = PrefsValue

    /// The untyped value of a `@RawPref`'s slot value, as `type`.
    public static func rawValue<Stored: PrefsStorageValue, Value>(_ stored: Stored?, as type: Value.Type) -> Value? {
        stored?.prefsValue.propertyListObject as? Value
    }

    /// The slot value of an untyped value, or `nil` when it holds something storage cannot keep.
    public static func rawStored<Stored: PrefsStorageValue>(_ value: Any?, as type: Stored.Type) -> Stored? {
        value.flatMap(PrefsValue.init(propertyListObject:)).flatMap(Stored.init(prefsValue:))
    }

    /// Writes an untyped value through a `@RawPref`'s slot (`nil` removes it); a value storage cannot keep is not
    /// written and is reported.
    public static func writeRaw<Stored: PrefsStorageValue>(
        _ value: Any?, _ slot: Slot<Stored>, _ storage: some PrefsStorage
    ) {
        guard let value else { return slot.write(nil, to: storage) }
        guard let stored = rawStored(value, as: Stored.self) else {
            let error = PrefsError.encodingFailed(key: slot.key, value: "\(value)")
            return storage.issues.report(PrefsIssue(error, outcome: .keptStoredValue))
        }
        slot.write(stored, to: storage)
    }
}
