/// Turns a class into a preferences schema.
///
/// Apply it to a `final class` with a `@Storage` and a `@StorageMode` property and `@Pref` properties:
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .dictionary
///     @StorageMode var storageMode = .cachedReadStorageWrite
///
///     @Pref var launches: Int = 0
///     @Pref var name: String?
/// }
/// ```
///
/// It generates an Observation registrar, the per-instance state that forwards storage changes to observers, the
/// schema's description (one descriptor per preference, made once per type, and the settings metadata: title and
/// groups, from which the settings tree is made), the instance's slots (each evaluates its preference's default once),
/// and conformances to ``PrefsSchema``, `Observable` and `Sendable`. `Sendable` is `@unchecked` because
/// the property-wrapper storage behind `@Storage` is a `var` the compiler cannot see is safe; it is: ``Storage`` and
/// ``StorageMode`` keep their value in an atomic cell, so even a later assignment is safe, and every other piece of
/// state the macros add is a `let` of a `Sendable` type. Your own stored properties are yours to protect.
///
/// Diagnostics:
/// - `'@PrefsSchema' can only be applied to a class` (on a struct, enum, actor or protocol).
/// - `'@PrefsSchema' class 'AppPrefs' has no storage; declare one, such as '@Storage var storage = .dictionary'`, and
///   the same for `@StorageMode`, each with a fix-it that adds the line. The generated code reads them by the names
///   `storage` and `storageMode` (`'@Storage' property must be named 'storage', not 'store'`). A class that inherits
///   from a type of your own may get them from it instead; the compiler then checks.
/// - `duplicate preference key 'x': 'a' and 'b' would share one stored value`.
@attached(
    member,
    names: named(_$observationRegistrar), named(_$prefs), named(_$prefsStorageDidChange), named(_$prefsDescription),
    named(_$prefsSlots), named(_$settingsMetadata), named(_$prefsRunChangeHooks),
    // Only when the class lacks them, to stand in for them after the error that says so.
    named(storage), named(storageMode)
)
@attached(
    extension, conformances: PrefsSchema, _PrefsRuntime.Receiver, _PrefsRuntime.SettingsDescribed, Observable,
    Sendable)
public macro PrefsSchema(title: String? = nil) = #externalMacro(module: "PrefsMacros", type: "PrefsSchemaMacro")

/// Runs a method of the schema after any of the named preferences changes, once per change.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .dictionary
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @RawRepresentablePref var theme: Theme = .system
///     @Pref var accentColor: String = "blue"
///
///     @OnPrefChange("theme", "accentColor")
///     func restyle(_ change: PrefsChange) { print(change.key, "→", change.newValue ?? "nil") }
/// }
/// ```
///
/// Name the preferences by their property names. The method takes no argument or one ``PrefsChange`` (key, title,
/// old and new value, whether a restart is needed), and runs after every write that really changes one of them,
/// whatever made it (a property, a ``PrefsReview``, `storage.setValue`, an import, a file's `reload()`), on the
/// thread that made it once the storage's lock is released; a `@MainActor` method, or any method of a `@MainActor`
/// schema, runs on the main actor. A value written again unchanged runs nothing.
///
/// Diagnostics: `'@OnPrefChange' names 'x', which is not a preference of this schema; …`, a method that takes more
/// than one argument or is `async` or `throws`, the attribute on anything but a method, and a method outside the body
/// of a `@PrefsSchema` class (`'@OnPrefChange' can only be used in a '@PrefsSchema' class; …`), where it would never
/// run.
@attached(peer)
public macro OnPrefChange(_ names: String...) = #externalMacro(module: "PrefsMacros", type: "OnPrefChangeMacro")

/// Declares a preference: a typed, observable property kept in the schema's storage.
///
/// ```swift
/// @Pref var name: String?                        // nil when absent; assigning nil removes the key
/// @Pref var launches: Int = 0                    // the default when absent; reading never writes it
/// @Pref(key: "ui.fontSize") var fontSize: Double = 14
/// ```
///
/// The key is the property name unless `key:` gives one. The type is one storage keeps (see
/// ``PrefsStorageValue``) or one sindresorhus/Defaults stores — the integers of every width, `CGFloat`, `URL`,
/// `UUID`, `CGSize`, `CGPoint`, `CGRect`, sets, ranges, `Codable` types, and sets, arrays and dictionaries of enums
/// with raw values — each in the form Defaults writes (Docs/Coding.md); for other types use `@Pref(coding:)`,
/// `@Pref(encode:decode:)` or the coding macros.
/// Each preference also gets a `$name` handle (``DefaultedPref`` or ``OptionalPref``) with its key, `isDefault`,
/// `reset()` and an atomic `update`.
///
/// Diagnostics, each at the line and column of the mistake:
/// - `'@Pref' can only be used in a '@PrefsSchema' class; add '@PrefsSchema' to class 'Settings'` (and in an
///   extension, a struct, or outside any type).
/// - `'@Pref' requires 'var'`, and errors for computed, static, `lazy` and multi-variable declarations.
/// - `'@Pref' requires a type annotation`.
/// - `'@Pref' requires a default value for non-optional type 'Int'`.
/// - `'@Pref' optional type 'String?' cannot have a default value; it is nil when absent`, with fix-its that remove
///   the default or make the type non-optional.
/// - For a type `@Pref` cannot store without a coding, the compiler reports `'storedAsIs()' is unavailable: this
///   preference's type is not one @Pref stores without a coding …`, which lists those types and names the ways out.
/// - `'@Pref' has no argument 'x'; expected 'key:', 'legacyKeys:', 'coding:' or 'encode:decode:'`.
///
/// `legacyKeys:` names keys the preference had before, newest first, so that a renamed preference keeps its value:
/// `@Pref(key: "ui.fontSize", legacyKeys: ["fontSize"])` reads `fontSize` while `ui.fontSize` is absent, and a write
/// (or ``PrefsSchema/migrate(dryRun:)``) moves the value in one batch. See Docs/SchemaEvolution.md.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_), prefixed(`$`))
public macro Pref(key: String? = nil, legacyKeys: [String] = []) =
    #externalMacro(module: "PrefsMacros", type: "PrefMacro")

/// Declares a preference stored through a ``PrefsCodable`` coding: `@Pref(coding: .urlString) var feed: URL?`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_), prefixed(`$`))
public macro Pref<Coding: PrefsCodable>(key: String? = nil, legacyKeys: [String] = [], coding: Coding) =
    #externalMacro(module: "PrefsMacros", type: "PrefMacro")

/// Declares a preference stored through an inline pair of closures:
/// `@Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var homepage: URL?`.
///
/// Swift checks the closures before it looks at the property, so their types come from their bodies alone. When a
/// body needs the property's type to choose a generic type (`decode: { Set($0) }`: "generic parameter 'Element'
/// could not be inferred", then errors naming generated `_$slot_…` members), spell the parameter's type:
/// `decode: { (stored: [String]) in Set(stored) }`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_), prefixed(`$`))
public macro Pref<Value, StorageValue>(
    key: String? = nil,
    legacyKeys: [String] = [],
    encode: (Value) -> StorageValue?,
    decode: (StorageValue) -> Value?
) = #externalMacro(module: "PrefsMacros", type: "PrefMacro")

/// Declares a preference whose `RawRepresentable` type is stored as its raw value:
/// `@RawRepresentablePref var theme: Theme = .system` keeps `"system"`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_), prefixed(`$`))
public macro RawRepresentablePref(key: String? = nil, legacyKeys: [String] = []) =
    #externalMacro(module: "PrefsMacros", type: "RawRepresentablePrefMacro")

/// Declares a preference whose `Codable` type is stored as JSON `Data`: `@JSONDataCodablePref var window: Frame?`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_), prefixed(`$`))
public macro JSONDataCodablePref(key: String? = nil, legacyKeys: [String] = []) =
    #externalMacro(module: "PrefsMacros", type: "JSONDataCodablePrefMacro")

/// Declares a preference whose `Codable` type is stored as a JSON string: `@JSONStringCodablePref var id: UUID?`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_$pref_), prefixed(_$descriptor_), prefixed(`$`))
public macro JSONStringCodablePref(key: String? = nil, legacyKeys: [String] = []) =
    #externalMacro(module: "PrefsMacros", type: "JSONStringCodablePrefMacro")
