import Synchronization

/// A problem Prefs met where the API has no error to throw: a stored value that cannot be decoded, a value that
/// cannot be encoded, a write the storage refused.
///
/// Prefs never hides these: it reports each to ``PrefsIssues``, where you can read the recent ones or install a
/// handler that logs them.
public enum PrefsIssue: Sendable, Hashable {
    /// The value stored for `key` could not be read as `expected`; the preference read as its default.
    case decodingFailed(key: String, expected: String, found: PrefsValue)
    /// The value assigned to `key` could not be converted to its stored form; the stored value was kept.
    case encodingFailed(key: String, value: String)
    /// The storage refused to write `key`; the stored value was kept.
    case writeFailed(key: String, reason: String)
    /// The value assigned to `key` is outside what it allows; the stored value was kept.
    case invalidValue(key: String, value: PrefsValue, allowed: String)
    /// The value stored for `key` is outside what it allows (another tool wrote it, or the range changed); the
    /// preference read as its default.
    case storedValueNotAllowed(key: String, value: PrefsValue, allowed: String)
}

extension PrefsIssue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .decodingFailed(let key, let expected, let found):
            "'\(key)' holds \(found.typeName) \(found), which cannot be read as \(expected); using the default"
        case .encodingFailed(let key, let value):
            "'\(key)': value \(value) cannot be stored; the stored value was kept"
        case .writeFailed(let key, let reason):
            "'\(key)' was not written: \(reason)"
        case .invalidValue(let key, let value, let allowed):
            "'\(key)': \(value) is not allowed (expected \(allowed)); the stored value was kept"
        case .storedValueNotAllowed(let key, let value, let allowed):
            "'\(key)' holds \(value), which is not allowed (expected \(allowed)); using the default"
        }
    }
}

/// Where Prefs reports the problems it cannot throw.
///
/// ```swift
/// PrefsIssues.setHandler { issue in logger.warning("prefs: \(issue)") }
/// ```
public enum PrefsIssues {
    /// How many recent issues ``recent`` keeps.
    public static let capacity = 100

    private struct State {
        var recent: [PrefsIssue] = []
        var handler: (@Sendable (PrefsIssue) -> Void)?
    }

    private static let state = Mutex(State())

    /// The most recent issues, oldest first (at most ``capacity``).
    public static var recent: [PrefsIssue] { state.withLock { $0.recent } }

    /// Calls `handler` for every issue reported from now on (replacing any earlier handler); `nil` removes it.
    public static func setHandler(_ handler: (@Sendable (PrefsIssue) -> Void)?) {
        state.withLock { $0.handler = handler }
    }

    /// Forgets the recent issues.
    public static func clear() { state.withLock { $0.recent.removeAll() } }

    /// Records `issue` and passes it to the handler.
    public static func report(_ issue: PrefsIssue) {
        let handler = state.withLock { state in
            state.recent.append(issue)
            if state.recent.count > capacity { state.recent.removeFirst(state.recent.count - capacity) }
            return state.handler
        }
        handler?(issue)
    }
}
