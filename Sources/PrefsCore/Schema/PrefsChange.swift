/// A change to one preference: staged in a review, or made to the storage.
///
/// Values are the effective ones, in the preference's value form (see `value(forKey:)`): a `Bool` kept as `"yes"`
/// by its coding is `.bool(true)`, a `Date` is a `.date` even in a JSON file, and a missing value is shown as the
/// default, so resetting a preference to its default reads as `old → default`. `nil` only for an optional preference
/// without a value.
///
/// ```swift
/// for await change in prefs.changes { print(change.key, change.oldValue ?? "-", "→", change.newValue ?? "-") }
/// ```
public struct PrefsChange: Sendable, Hashable {
    /// The storage key.
    public let key: String
    /// The preference's title in the settings tree.
    public let title: String
    /// The value before the change.
    public let oldValue: PrefsValue?
    /// The value after the change.
    public let newValue: PrefsValue?
    /// Whether the change takes effect only after a restart.
    public let requiresRestart: Bool

    public init(key: String, title: String, oldValue: PrefsValue?, newValue: PrefsValue?, requiresRestart: Bool) {
        self.key = key
        self.title = title
        self.oldValue = oldValue
        self.newValue = newValue
        self.requiresRestart = requiresRestart
    }
}
