public import Foundation

/// Stores a `URL` as its absolute string.
///
/// The stored form is `absoluteString`, the text a user would recognise and edit (`"https://example.com/feed"`);
/// it reads back with `URL(string:)`. A stored string that is not a valid URL decodes as a failure: the
/// preference reads its default and a ``PrefsIssue`` is reported.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .dictionary
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref(coding: .urlString) var feed: URL?   // stored as "https://example.com/feed"
/// }
/// ```
///
/// `URL` is also `Codable`, so `@JSONStringCodablePref` can store it too, as a quoted JSON string.
public struct URLStringPrefsCoding: PrefsCodable {
    /// Creates the coding; `.urlString` reads better in a declaration.
    ///
    /// ```swift
    /// let coding = URLStringPrefsCoding()
    /// coding.encode(prefsValue: URL(string: "https://example.com")!)  // "https://example.com"
    /// ```
    public init() {}

    /// The URL's `absoluteString`.
    ///
    /// ```swift
    /// URLStringPrefsCoding().encode(prefsValue: URL(fileURLWithPath: "/tmp/a b"))  // "file:///tmp/a%20b"
    /// ```
    public func encode(prefsValue: URL) -> String? { prefsValue.absoluteString }

    /// The URL the string designates, or `nil` when it is not a URL.
    ///
    /// ```swift
    /// URLStringPrefsCoding().decode(prefsValue: "https://example.com")  // https://example.com
    /// ```
    public func decode(prefsValue: String) -> URL? { URL(string: prefsValue) }
}

extension PrefsCodable where Self == URLStringPrefsCoding {
    /// Stores a `URL` as its absolute string: `@Pref(coding: .urlString) var feed: URL?`.
    ///
    /// ```swift
    /// @Pref(coding: .urlString) var homepage: URL?
    /// ```
    ///
    /// PrefsKit's README tells apps to declare their own `URLStringPrefsCoding` and `.urlString`. Such code keeps
    /// compiling: the app's type shadows this one by name, and this member is a disfavoured overload, so the app's
    /// `.urlString` is chosen instead of the two being ambiguous.
    @_disfavoredOverload
    public static var urlString: URLStringPrefsCoding { URLStringPrefsCoding() }
}
