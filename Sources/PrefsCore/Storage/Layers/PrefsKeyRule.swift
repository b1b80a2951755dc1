/// What a ``LayeredPrefsStorage`` needs to know of a preference to take its value from text (an environment variable,
/// a command-line argument) and to check the values every layer gives it. A schema gives its storage one per
/// preference when it first uses the storage.
struct PrefsKeyRule: Sendable {
    /// The stored value `text` stands for, checked like a write; or why it is not one.
    package let parse: @Sendable (_ text: String) -> Result<PrefsValue, PrefsError>
    /// `nil` when a stored value from a file layer is one the preference accepts, else why not.
    package let check: @Sendable (_ stored: PrefsValue) -> PrefsError?
}

/// A storage that wants each preference's rule (see ``PrefsKeyRule``).
protocol PrefsKeyRulesAdopting: AnyObject {
    /// Takes the rules of a schema's preferences, by key.
    func adopt(_ rules: [String: PrefsKeyRule])
}

extension PrefsStorage {
    /// This storage, or the one a type-erased storage wraps, when it wants the preferences' rules (a layered
    /// storage); `nil` for any other storage.
    var keyRulesAdopter: (any PrefsKeyRulesAdopting)? {
        if let any = self as? AnyPrefsStorage { return any.base.keyRulesAdopter }
        return self as? any PrefsKeyRulesAdopting
    }
}
