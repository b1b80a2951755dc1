extension PrefsSchema {
    /// The value the preference with `key` has now, in stored form, validated as a typed read would be.
    ///
    /// This is dynamic key access through the schema, for code that has a key rather than a property (a settings
    /// screen, a script, the command line). Unlike `storage.value(forKey:)`, which returns whatever is stored, it
    /// returns the stored value only when the preference accepts it (right type, within its range, step or
    /// options), and otherwise the preference's default; `nil` means an optional preference with nothing stored.
    /// The value is in the form the preference stores it, whatever the storage keeps: a `Date` preference gives a
    /// `.date` even from a JSON file, which keeps dates as strings.
    ///
    /// ```swift
    /// try prefs.value(forKey: "ui.fontSize")      // .double(14), the default, until something valid is stored
    /// ```
    /// - Throws: ``PrefsError/unknownKey(_:)`` when no preference of the schema has `key`.
    public func value(forKey key: String) throws -> PrefsValue? {
        let declaration = try Self.declaration(forKey: key)
        if let stored = _$prefs.attach(storage, to: self).storageValue(forKey: key),
            (try? declaration.check(stored)) != nil
        {
            return declaration.canonical(stored) ?? stored
        }
        return declaration.node.pref?.defaultValue
    }

    /// Whether the preference with `key` has its default value: nothing valid is stored for it, or what is stored
    /// equals the default.
    ///
    /// ```swift
    /// try prefs.isDefault(forKey: "ui.fontSize")   // true until a value other than the default is stored
    /// ```
    /// - Throws: ``PrefsError/unknownKey(_:)`` when no preference of the schema has `key`.
    public func isDefault(forKey key: String) throws -> Bool {
        try value(forKey: key) == Self.declaration(forKey: key).node.pref?.defaultValue
    }

    /// Writes `value` (in stored form) to the preference with `key`, checked like every schema write; `nil`
    /// removes the stored value so the preference reads its default.
    ///
    /// The write goes through a one-change ``PrefsReview``: it is validated first, then written in one storage
    /// batch; observers, change streams and `prefsDidChange` hear of it only when the value really changed.
    ///
    /// ```swift
    /// try prefs.setValue(.double(18), forKey: "ui.fontSize")
    /// try prefs.setValue(.double(99), forKey: "ui.fontSize")   // throws invalidValue; 18 stays
    /// ```
    /// - Throws: ``PrefsError/unknownKey(_:)``, ``PrefsError/typeMismatch(key:expected:found:)``,
    ///   ``PrefsError/invalidValue(key:value:allowed:)`` or the storage's error; nothing is written then.
    public func setValue(_ value: PrefsValue?, forKey key: String) throws {
        var review = review()
        if let value { try review.stage(key, value) } else { try review.stageReset(key) }
        try review.apply()
    }

    static func declaration(forKey key: String) throws -> SettingsPrefDeclaration {
        guard let declaration = prefsDeclarations.first(where: { $0.key == key }) else {
            throw PrefsError.unknownKey(key)
        }
        return declaration
    }
}
