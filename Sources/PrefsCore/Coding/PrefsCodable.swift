import Foundation

/// A two-way conversion between a preference's value and a type that storage keeps.
///
/// Conform to it to store a type you do not own, or one with several possible stored forms, then pass it to
/// `@Pref(coding:)`. Give it a static member so the declaration reads well:
///
/// ```swift
/// struct SecondsPrefsCoding: PrefsCodable {
///     func encode(prefsValue: Duration) -> Double? {
///         Double(prefsValue.components.seconds) + Double(prefsValue.components.attoseconds) * 1e-18
///     }
///     func decode(prefsValue: Double) -> Duration? { prefsValue.isFinite ? .seconds(prefsValue) : nil }
/// }
/// extension PrefsCodable where Self == SecondsPrefsCoding {
///     static var seconds: SecondsPrefsCoding { SecondsPrefsCoding() }
/// }
///
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .dictionary
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref(coding: .seconds) var timeout: Duration = .seconds(30)   // stored as 30.0
/// }
/// ```
///
/// Prefs ships the codings PrefsKit does (`.urlString`, `.iso8601DateString`, `.base64DataString()`,
/// `.boolAsInteger()`, `.uInt64AsString`, `[T].jsonStringArrayPrefsCoding`, …); Docs/Coding.md lists them with their
/// stored forms.
///
/// `encode` returning `nil` means the value cannot be stored: the write is refused, the stored value is kept,
/// and a ``PrefsIssue`` is reported. `decode` returning `nil` means the stored value is unreadable: the
/// preference reads as its default (or `nil`) and a ``PrefsIssue`` is reported.
public protocol PrefsCodable<Value, StorageValue>: Sendable {
    /// The preference's type, as the schema declares it.
    associatedtype Value
    /// The type kept in storage.
    associatedtype StorageValue: PrefsStorageValue
    /// Converts a preference value to its stored form, or returns `nil` when it cannot be stored.
    func encode(prefsValue: Value) -> StorageValue?
    /// Converts a stored value back, or returns `nil` when the stored value cannot be read.
    func decode(prefsValue: StorageValue) -> Value?
    /// The kind of value the settings tree and the command line show: by default the kind of ``StorageValue``;
    /// codings whose stored form is an implementation detail (JSON) say `.codable`.
    static var valueType: PrefsValueType { get }
}

extension PrefsCodable {
    public static var valueType: PrefsValueType { PrefsValueType(storing: StorageValue.self) }
}

/// Another name for ``PrefsCodable``, as PrefsKit's README spells it in reusable codings:
///
/// ```swift
/// extension PrefsCoding where Self == URLStringPrefsCoding {
///     static var urlString: URLStringPrefsCoding { URLStringPrefsCoding() }
/// }
/// ```
///
/// `PrefsKitCompatibility` gives the name to PrefsKit's closure coding instead (``_PrefsRuntime/ClosureCoding``).
public typealias PrefsCoding = PrefsCodable

extension _PrefsRuntime {
    /// The identity coding of a type that storage keeps as it is (PrefsKit's `_PrefsRuntime.StoredAsIs`).
    public struct StoredAsIs<Value: PrefsStorageValue>: PrefsCodable {
        public init() {}
        public func encode(prefsValue: Value) -> Value? { prefsValue }
        public func decode(prefsValue: Value) -> Value? { prefsValue }
    }
}

/// A coding whose stored form of every value reads back, so that a write need not decode what it stores to check it.
protocol PrefsRoundTripCoding {
    static var storesEveryValueExactly: Bool { get }
}

extension _PrefsRuntime.StoredAsIs: PrefsRoundTripCoding {
    /// The scalar types, whose stored form is the value itself.
    static var storesEveryValueExactly: Bool {
        [Int.self, Double.self, Bool.self, String.self, Date.self, Data.self].contains { $0 == Value.self }
    }
}
