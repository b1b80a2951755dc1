/// The record of the migrations a storage has run, kept in the storage itself under the reserved key
/// ``key``: an array of migration ids, in the order they ran.
///
/// ```json
/// { "_prefs.migrations": ["wrapLines-bool"], "wrapLines": true }
/// ```
///
/// A schema never declares this key; writes of an app version that does not know it keep it, as they keep every key
/// they do not declare.
public enum PrefsMigrationRecord {
    /// The reserved key the record is kept under.
    public static let key = "_prefs.migrations"

    /// The ids recorded in `values`.
    /// - Throws: ``PrefsError/migrationFailed(key:migration:reason:)`` when the key holds something other than an array
    ///   of strings (nothing is written over it).
    static func ids(in values: [String: PrefsValue]) throws(PrefsError) -> [String] {
        guard let stored = values[key] else { return [] }
        guard let ids = [String](prefsValue: stored) else {
            throw .migrationFailed(
                key: key, migration: "record",
                reason: "it holds \(stored.typeName) \(stored), not the array of migration names Prefs keeps there")
        }
        return ids
    }
}
