/// How ``PrefsStorage/load(from:by:)`` and its file and data forms combine imported values with stored ones.
///
/// ```swift
/// // Keep the user's theme, take everything else from the imported file.
/// try storage.load(from: url, format: .json, by: .updatingWithPredicate { key, _, _ in
///     key == "theme" ? .preserveOldValue : .takeNewValue
/// })
/// ```
public enum PrefsStorageUpdateStrategy: Sendable {
    /// Replaces the whole contents: keys that are not imported are removed.
    case reinitializing
    /// Merges: imported keys overwrite stored ones, other stored keys stay.
    case updating
    /// Merges, asking `predicate` which value to keep for each imported key that is already stored.
    case updatingWithPredicate(_ predicate: UpdatePredicate)

    /// Decides, for a key both stored and imported, which value wins. Throwing cancels the whole import.
    public typealias UpdatePredicate =
        @Sendable (_ key: String, _ oldValue: PrefsValue, _ newValue: PrefsValue) throws -> ValueUpdateResult

    /// The value ``updatingWithPredicate(_:)`` keeps.
    public enum ValueUpdateResult: Sendable, Hashable {
        case preserveOldValue
        case takeNewValue
    }
}
