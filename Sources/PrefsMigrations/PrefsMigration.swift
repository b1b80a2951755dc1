/// A change to how one preference is stored, made once per storage by ``PrefsSchema/migrate(dryRun:)``: the function
/// from the value's old stored form to the preference's value.
///
/// Declare a schema's migrations, oldest first, by conforming it to ``PrefsMigrating``:
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .jsonFile(url)
///     @StorageMode var storageMode = .cachedReadStorageWrite
///
///     @Pref var confirmQuit: Bool = true              // version 1 stored "yes" or "no"
///     @Pref(coding: .milliseconds) var delay: Duration = .seconds(5)   // version 1 stored whole seconds
/// }
///
/// extension AppPrefs: PrefsMigrating {
///     static let migrations: [PrefsMigration] = [
///         .convert("confirmQuit", id: "confirmQuit-bool", from: String.self) { $0 == "yes" },
///         .convert("delay", id: "delay-milliseconds", from: Int.self) { Duration.seconds($0) },
///     ]
/// }
///
/// try prefs.migrate()   // at launch, before anything else writes
/// ```
///
/// The `id` is recorded in the storage when the migration has run (see Docs/SchemaEvolution.md), so it never runs
/// twice, even where the old and new stored forms have the same type (whole seconds and milliseconds are both
/// integers). Once recorded, a value still in the old form that the preference cannot read (written by an older
/// version of the app since) is converted again; a value the preference reads is left alone.
public struct PrefsMigration: Sendable {
    /// The name recorded in the storage once the migration has run. Never reuse one for another migration.
    public let id: String
    /// The key of the preference whose stored form changes.
    public let key: String
    /// The old stored form, as messages name it (`String`).
    let oldTypeName: String
    /// The new stored value of `stored` for `slot`, or `nil` when `stored` is not in the old form.
    let convert: @Sendable (_ stored: PrefsValue, _ slot: _PrefsRuntime.AnySlot) throws(PrefsError) -> PrefsValue?

    /// A migration that reads the value stored for `key` as `old` and turns it into the preference's value with
    /// `transform`, which the preference's coding then stores.
    ///
    /// ```swift
    /// .convert("confirmQuit", id: "confirmQuit-bool", from: String.self) { $0 == "yes" }
    /// ```
    ///
    /// `transform` returning `nil` or throwing fails the migration: ``PrefsSchema/migrate(dryRun:)`` throws
    /// ``PrefsError/migrationFailed(key:migration:reason:)`` and writes nothing. A value that is not in the old form
    /// is left as it is when the preference reads it, and fails the migration otherwise.
    public static func convert<Old: PrefsStorageValue, Value: Sendable>(
        _ key: String, id: String, from old: Old.Type, _ transform: @escaping @Sendable (Old) throws -> Value?
    ) -> PrefsMigration {
        PrefsMigration(id: id, key: key, oldTypeName: PrefsTypeName.of(Old.self)) { stored, slot throws(PrefsError) in
            guard let oldValue = Old(prefsValue: stored) else { return nil }
            func failure(_ reason: String) -> PrefsError {
                .migrationFailed(key: key, migration: id, reason: reason)
            }
            guard let slot = slot as? _PrefsRuntime.Slot<Value> else {
                throw failure("the preference is a \(slot.typeName), not a \(PrefsTypeName.of(Value.self))")
            }
            let converted: Value?
            do {
                converted = try transform(oldValue)
            } catch {
                throw failure("\(stored) could not be converted: \(error)")
            }
            guard let converted else { throw failure("\(stored) could not be converted") }
            guard let new = slot.encode(converted), slot.decode(new) != nil else {
                throw failure("\(stored) became \(converted), which cannot be stored")
            }
            do {
                try slot.check(stored: new)
            } catch {
                throw failure("\(stored) became \(new), which is not allowed (\(error))")
            }
            return new
        }
    }
}

/// A schema whose preferences changed how they are stored: its ``migrations`` run once per storage in
/// ``PrefsSchema/migrate(dryRun:)``.
///
/// ```swift
/// extension AppPrefs: PrefsMigrating {
///     static let migrations: [PrefsMigration] = [
///         .convert("confirmQuit", id: "confirmQuit-bool", from: String.self) { $0 == "yes" }
///     ]
/// }
/// ```
///
/// Renamed keys need no migration: `@Pref(key:legacyKeys:)` declares them.
public protocol PrefsMigrating {
    /// The schema's migrations, oldest first; several may change one key (each from another old form).
    static var migrations: [PrefsMigration] { get }
}
