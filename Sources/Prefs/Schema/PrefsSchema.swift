/// A class whose preferences are declared with `@Pref`; `@PrefsSchema` adds this conformance.
///
/// A schema is `Observable` (reading a preference registers access, assigning notifies observers) and `Sendable`
/// (its storage and caches are protected, so one instance can be shared by every task and thread; the macro adds
/// that conformance separately, so that a `@MainActor` schema can conform to this protocol with isolation).
/// A `@MainActor` schema conforms with main-actor isolation: use its storage from the main actor.
public protocol PrefsSchema: AnyObject, Observable {
    /// The type of the schema's storage.
    associatedtype SchemaStorage: PrefsStorage
    /// Where the preferences are kept.
    var storage: SchemaStorage { get }
    /// How the preferences are read.
    var storageMode: PrefsStorageMode { get }
}

/// Implementation detail of `@PrefsSchema`: an object told about its storage's changes from any thread.
public protocol PrefsChangeReceiver: AnyObject, Sendable {
    /// Tells observers that the preferences stored under the changed keys changed.
    func _$prefsStorageDidChange(_ changes: [PrefsValueChange])
}
