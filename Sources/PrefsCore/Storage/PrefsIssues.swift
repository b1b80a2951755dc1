import Foundation
import Synchronization

/// A problem Prefs met where the API has no error to throw — a stored value that cannot be read, a value that cannot
/// be stored, a write the storage refused — and what Prefs did about it.
///
/// Prefs never hides these: each storage passes them to its ``PrefsIssueHandler``, which by default forwards them
/// to the process-wide handler (see ``PrefsIssueHandler/bootstrap(_:)``).
///
/// ```swift
/// let storage = JSONFilePrefsStorage(file: url, issues: PrefsIssueHandler { issue in logger.warning("\(issue)") })
/// ```
public struct PrefsIssue: Sendable, Equatable, CustomStringConvertible {
    /// What Prefs did when it met the problem.
    public enum Outcome: Sendable, Hashable {
        /// A stored value could not be used: the preference read its default.
        case readDefault
        /// A write was refused: the stored value was kept.
        case keptStoredValue
        /// A value in a file has no form Prefs can hold: it reads as absent and stays in the file unchanged.
        case keptInFile
        /// A watched file was changed by another process or tool but cannot be read (a partial or corrupt write): the
        /// file is left as it is, the values last read from it are kept, and the next valid contents are taken in.
        /// Reported once until the file has been read again.
        case keptValuesInMemory
        /// A layer of a ``LayeredPrefsStorage`` gave a value the preference does not accept: the value was ignored
        /// and the next layer down applies.
        case ignoredValue(from: PrefsValueSource)
        /// A default the preference does not allow: reads give it while nothing allowed is stored.
        case readInvalidDefault
        /// A watched file's notifications (inotify on Linux, kqueue on Apple platforms) could not be set up — no
        /// descriptor or inotify watch left, no permission: the storage notices other processes' changes by polling
        /// the file every `interval` instead, and returns to notifications when it can. Reported once per storage.
        case pollingFile(every: Duration)
    }

    /// What went wrong.
    public let error: PrefsError
    /// What Prefs did about it.
    public let outcome: Outcome

    public init(_ error: PrefsError, outcome: Outcome) {
        self.error = error
        self.outcome = outcome
    }

    /// The key at fault, if the problem is about one.
    public var key: String? { error.key }

    public var description: String {
        let consequence =
            switch outcome {
            case .readDefault: "using the default"
            case .keptStoredValue: "the stored value was kept"
            case .keptInFile: "it reads as absent"
            case .keptValuesInMemory: "the last values read from the file are kept until it is valid again"
            case .ignoredValue(let source): "the value from \(source) is ignored"
            case .readInvalidDefault: "reads give it until an allowed value is stored"
            case .pollingFile(let interval):
                "other processes' changes to the file are noticed by polling it every \(interval) instead"
            }
        return "\(error); \(consequence)"
    }
}

/// Where a storage sends the ``PrefsIssue``s it meets: give a storage its own handler to route one storage's
/// problems (or a test's) apart from the rest.
///
/// ```swift
/// let storage = DictionaryPrefsStorage(issues: PrefsIssueHandler { print("prefs:", $0) })
/// ```
public struct PrefsIssueHandler: Sendable {
    private let handle: @Sendable (PrefsIssue) -> Void

    /// A handler that calls `handle` with each issue, on the thread that met it.
    public init(_ handle: @escaping @Sendable (PrefsIssue) -> Void) {
        self.handle = handle
    }

    /// The process-wide handler, whose destination ``bootstrap(_:)`` sets (by default, one line on standard error
    /// per issue). Storages use it unless given another.
    public static var global: PrefsIssueHandler { PrefsIssueHandler { reportGlobally($0) } }

    /// Passes `issue` on.
    public func report(_ issue: PrefsIssue) { handle(issue) }

    func report(_ error: PrefsError, _ outcome: PrefsIssue.Outcome) { handle(PrefsIssue(error, outcome: outcome)) }
}

extension PrefsIssueHandler {
    /// The process-wide handler's destination: `nil` until ``bootstrap(_:)`` is called.
    private static let bootstrapped = Mutex<(@Sendable (PrefsIssue) -> Void)?>(nil)

    /// Sends every issue of storages without a handler of their own to `handler` from now on (the ``global``
    /// handler's destination).
    ///
    /// Until it is called, each issue is written to standard error as one line beginning `prefs: `. Call it once,
    /// early (as swift-log's `LoggingSystem.bootstrap`), to send issues to your logger:
    ///
    /// ```swift
    /// PrefsIssueHandler.bootstrap { issue in logger.warning("prefs: \(issue)") }
    /// ```
    public static func bootstrap(_ handler: @escaping @Sendable (PrefsIssue) -> Void) {
        bootstrapped.withLock { $0 = handler }
    }

    /// Passes `issue` to the bootstrapped handler, or writes it to standard error.
    static func reportGlobally(_ issue: PrefsIssue) {
        if let handler = bootstrapped.withLock({ $0 }) {
            handler(issue)
        } else {
            FileHandle.standardError.write(Data("prefs: \(issue)\n".utf8))
        }
    }
}
