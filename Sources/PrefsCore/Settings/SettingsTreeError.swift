/// A problem with a settings tree: a malformed JSON document, a duplicate ID or key, or a missing group.
///
/// `path` says where: a JSON path such as `children[2].range.min` for documents and validation, or a group ID for
/// ``SettingsTree/inserting(intoGroup:_:)``. `description` is the one line to show people:
///
/// ```swift
/// do { _ = try SettingsTree(json: data) } catch { print(error) }
/// // children[2].range.min: expected a number, found "ten"
/// ```
public struct SettingsTreeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Reason: String, Sendable, Hashable {
        /// The JSON is not valid, or not a settings document.
        case malformedDocument
        /// Two nodes share an ID.
        case duplicateID
        /// Two preferences share a storage key.
        case duplicateKey
        /// No group has the ID given.
        case groupNotFound
    }

    public var reason: Reason
    /// Where the problem is; empty for the document as a whole.
    public var path: String
    /// What is wrong, and what was expected.
    public var message: String

    /// An error of `reason` at `path` with `message`.
    public init(reason: Reason, path: String, message: String) {
        self.reason = reason
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone when there is no path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
