/// What a layered storage needs to know of a preference to take its value from text (an environment variable, a
/// command-line argument) and to check the values every layer gives it. A schema gives its storage one per
/// preference when it first uses the storage (``PrefsStorage/adoptKeyRules(_:)``); a storage that wraps another
/// forwards them, and nothing else needs to look inside.
public struct PrefsKeyRule: Sendable {
    /// The stored value `text` stands for, checked like a write; or why it is not one.
    package let parse: @Sendable (_ text: String) -> Result<PrefsValue, PrefsError>
    /// `nil` when a stored value from a file layer is one the preference accepts, else why not.
    package let check: @Sendable (_ stored: PrefsValue) -> PrefsError?

    package init(
        parse: @escaping @Sendable (_ text: String) -> Result<PrefsValue, PrefsError>,
        check: @escaping @Sendable (_ stored: PrefsValue) -> PrefsError?
    ) {
        self.parse = parse
        self.check = check
    }
}
