public import Foundation
import Synchronization

/// Preferences that resolve through ordered sources, highest first: locked values, command-line arguments for this
/// run, environment variables, the user's storage (the only one written), a defaults file, and the declared default.
///
/// Each layer but the user's is optional. A schema reads the value of the highest layer that gives one the preference
/// accepts; a value a layer gives that the preference does not accept (the wrong type, out of range, not one of the
/// options) is reported once, naming the layer and the key, and the next layer down applies. Writes go to the user's
/// storage: a write to a key the locked layer holds throws ``PrefsError/locked(key:source:)``; a write to a key that
/// the arguments or the environment override is stored, and ``PrefsStorage/source(forKey:)`` tells that it does not
/// take effect. A change to any layer (a file edited by another process, with watching on) reaches the schema's
/// observers like a write.
///
/// ```swift
/// @PrefsSchema final class AppPrefs {
///     @Storage var storage = .layered(
///         .jsonFile(URL(filePath: "/home/ada/.config/app/prefs.json")),
///         defaults: URL(filePath: "/usr/share/app/defaults.json"),
///         environment: .prefix("APP_"),
///         arguments: .parsing(CommandLine.arguments),
///         locked: URL(filePath: "/etc/app/locked.json"))
///     @StorageMode var storageMode = .cachedReadStorageWrite
///     @Pref var fontSize: Double = 14
/// }
/// // APP_FONTSIZE=18 app          → fontSize is 18 for this run
/// // app --pref fontSize=20       → 20
/// ```
///
/// The environment and the arguments give values to the keys of the schemas that use the storage: a schema hands the
/// storage its preferences' types and constraints on its first use, and text is read as the command line reads it.
public final class LayeredPrefsStorage: PrefsStorage {
    /// The user's storage: the layer writes go to.
    public let user: any PrefsStorage
    /// Vendor or system values that replace the declared defaults, if any.
    public let defaults: (any PrefsStorage)?
    /// The environment variables that override the user's values, if any.
    public let environment: PrefsEnvironmentLayer?
    /// The values given for this run, if any.
    public let arguments: PrefsArgumentsLayer?
    /// Mandatory values: they win over every other layer and writes cannot change them.
    public let locked: (any PrefsStorage)?
    public let issues: PrefsIssueHandler

    /// The values schemas read: each key's value from its highest layer.
    private let store: PrefsValueStore
    private let state: Mutex<State>
    /// The layer each key's value comes from, for the keys that have one. Kept apart from `state` so that code inside
    /// a write, which holds the user storage's lock, can read it while a resolution holds `state` and reads the user
    /// storage.
    private let sources = Mutex<[String: PrefsValueSource]>([:])
    private let observations = Mutex<[PrefsStorageObservation]>([])

    private struct State {
        /// What each preference accepts, from the schemas using the storage.
        var rules: [String: PrefsKeyRule] = [:]
        /// The accepted values of the environment and the arguments, in stored form.
        var environmentValues: [String: (name: String, value: PrefsValue)] = [:]
        var argumentValues: [String: PrefsValue] = [:]
        /// The rejected values already reported, so that each is reported once.
        var reported: Set<Rejection> = []
    }

    private struct Rejection: Hashable {
        let source: PrefsValueSource
        let key: String
        let value: PrefsValue
    }

    /// Stacks the layers over `user`, the storage writes go to.
    ///
    /// - Parameters:
    ///   - user: the user's storage, usually a file.
    ///   - defaults: values that replace the declared defaults (a vendor or system file).
    ///   - environment: environment variables that override the user's values.
    ///   - arguments: values for this run, overriding the environment.
    ///   - locked: mandatory values, overriding everything; writes to their keys throw.
    ///   - issues: where rejected layer values are reported; the user storage's handler by default.
    public init(
        user: any PrefsStorage, defaults: (any PrefsStorage)? = nil, environment: PrefsEnvironmentLayer? = nil,
        arguments: PrefsArgumentsLayer? = nil, locked: (any PrefsStorage)? = nil, issues: PrefsIssueHandler? = nil
    ) {
        self.user = user
        self.defaults = defaults
        self.environment = environment
        self.arguments = arguments
        self.locked = locked
        self.issues = issues ?? user.issues
        store = PrefsValueStore()
        state = Mutex(State())
        refreshAll()
        let layers = [locked, user, defaults].compactMap { $0 }
        observations.withLock { observations in
            observations = layers.map { layer in
                layer.observe { [weak self] changes in self?.refresh(keys: changes.map(\.key)) }
            }
        }
        // A layer may have changed between the first resolution and the observation.
        refreshAll()
    }

    // MARK: PrefsStorage

    public func storageValue(forKey key: String) -> PrefsValue? { store.value(forKey: key) }

    public func storageValues() -> [String: PrefsValue] { store.values }

    public var generation: UInt64 { store.generation }

    public func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        store.observe(observer)
    }

    /// Applies the batch to the user's storage; the values schemas read follow.
    /// - Throws: ``PrefsError/locked(key:source:)`` when the batch changes a key the locked layer holds (nothing is
    ///   written then), what `body` throws, or the user storage's error.
    public func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try user.modify { try refusingLockedKeys(body, &$0) }
    }

    /// Applies the batch to the user's storage as its ``PrefsStorage/modifyExclusively(_:)`` does.
    /// - Throws: as ``modify(_:)``.
    public func modifyExclusively<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try user.modifyExclusively { try refusingLockedKeys(body, &$0) }
    }

    /// Runs `body`, then throws ``PrefsError/locked(key:source:)`` if it changed a key the locked layer holds.
    ///
    /// A key the locked layer holds is refused even when its locked value is one the preference does not accept (that
    /// value is ignored and the next layer gives the key its value): the key is still locked, and a write to it would
    /// take effect the moment the lock file is corrected.
    private func refusingLockedKeys<Result>(
        _ body: (inout PrefsStorageTransaction) throws -> Result, _ transaction: inout PrefsStorageTransaction
    ) throws -> Result {
        let result = try body(&transaction)
        guard let locked else { return result }
        for change in transaction.changes where locked.storageValue(forKey: change.key) != nil {
            throw PrefsError.locked(key: change.key, source: .locked(Self.file(of: locked, key: change.key)))
        }
        return result
    }

    // MARK: Sources

    /// The layer that gives `key` its value, or ``PrefsValueSource/declaredDefault`` when none does.
    public func source(forKey key: String) -> PrefsValueSource {
        sources.withLock { $0[key] } ?? .declaredDefault
    }

    /// Reads every file layer again (see ``FilePrefsStorage/reload()``); the values schemas read follow.
    /// - Throws: the first layer's ``PrefsFileError``, after every layer was tried.
    public func reload() throws {
        var firstError: (any Error)?
        for layer in [locked, user, defaults].compactMap({ $0 }) {
            do {
                try layer.reload()
            } catch {
                firstError = firstError ?? error
            }
        }
        refreshAll()
        if let firstError { throw firstError }
    }

    // MARK: Resolution

    /// Takes the rules of a schema's preferences: the environment and arguments are read for their keys, and every
    /// layer's values are checked against them.
    public func adoptKeyRules(_ rules: [String: PrefsKeyRule]) {
        let new = state.withLock { state in
            rules.filter { state.rules.updateValue($0.value, forKey: $0.key) == nil }
        }
        guard !new.isEmpty else { return }
        var rejected: [PrefsIssue] = []
        state.withLock { state in
            for (key, rule) in new {
                if let environment, let text = environment.variables[environment.name(forKey: key)] {
                    let name = environment.name(forKey: key)
                    switch rule.parse(text) {
                    case .success(let value): state.environmentValues[key] = (name, value)
                    case .failure(let error):
                        rejected.append(PrefsIssue(error, outcome: .ignoredValue(from: .environment(name))))
                    }
                }
                if let text = arguments?.values[key] {
                    switch rule.parse(text) {
                    case .success(let value): state.argumentValues[key] = value
                    case .failure(let error):
                        rejected.append(PrefsIssue(error, outcome: .ignoredValue(from: .argument)))
                    }
                }
            }
        }
        for issue in rejected { issues.report(issue) }
        refreshAll()
    }

    /// Resolves every key any layer holds, and every key that had a value.
    private func refreshAll() {
        var keys = Set(store.values.keys)
        for layer in [locked, user, defaults].compactMap({ $0 }) { keys.formUnion(layer.storageValues().keys) }
        state.withLock { state in
            keys.formUnion(state.environmentValues.keys)
            keys.formUnion(state.argumentValues.keys)
        }
        refresh(keys: Array(keys))
    }

    /// Resolves `keys` again and updates the values schemas read; observers hear of the keys whose value changed.
    private func refresh(keys: [String]) {
        var rejected: [PrefsIssue] = []
        try? store.modify { values in
            let resolved = state.withLock { state in
                keys.map { resolve($0, &state, rejected: &rejected) }
            }
            sources.withLock { sources in
                for (key, resolved) in zip(keys, resolved) { sources[key] = resolved?.source }
            }
            for (key, resolved) in zip(keys, resolved) { values[key] = resolved?.value }
        }
        for issue in rejected { issues.report(issue) }
    }

    /// The value of `key` from its highest layer that gives one the preference accepts.
    private func resolve(
        _ key: String, _ state: inout State, rejected: inout [PrefsIssue]
    ) -> (value: PrefsValue, source: PrefsValueSource)? {
        func accepted(_ value: PrefsValue?, from source: PrefsValueSource) -> PrefsValue? {
            guard let value else { return nil }
            guard let rule = state.rules[key], let error = rule.check(value) else { return value }
            if state.reported.insert(Rejection(source: source, key: key, value: value)).inserted {
                rejected.append(PrefsIssue(error, outcome: .ignoredValue(from: source)))
            }
            return nil
        }
        if let locked, let source = Optional(PrefsValueSource.locked(Self.file(of: locked, key: key))),
            let value = accepted(locked.storageValue(forKey: key), from: source)
        {
            return (value, source)
        }
        if let value = state.argumentValues[key] { return (value, .argument) }
        if let (name, value) = state.environmentValues[key] { return (value, .environment(name)) }
        let userSource = user.source(forKey: key)
        if let value = accepted(user.storageValue(forKey: key), from: userSource) { return (value, userSource) }
        if let defaults, let source = Optional(PrefsValueSource.defaultsFile(Self.file(of: defaults, key: key))),
            let value = accepted(defaults.storageValue(forKey: key), from: source)
        {
            return (value, source)
        }
        return nil
    }

    /// The file `storage` keeps `key` in, if it is (or wraps) a file storage.
    private static func file(of storage: any PrefsStorage, key: String) -> URL? {
        if case .file(let url) = storage.source(forKey: key) { url } else { nil }
    }
}

extension PrefsStorage where Self == LayeredPrefsStorage {
    /// The user's storage with layers over and under it:
    /// `@Storage var storage = .layered(.jsonFile(url), defaults: vendorURL, environment: .prefix("APP_"))`.
    ///
    /// `defaults` and `locked` are files, JSON or a property list by their extension (`.plist`); to use storages of
    /// your own, create a ``LayeredPrefsStorage``.
    public static func layered(
        _ user: some PrefsStorage, defaults: URL? = nil, environment: PrefsEnvironmentLayer? = nil,
        arguments: PrefsArgumentsLayer? = nil, locked: URL? = nil
    ) -> LayeredPrefsStorage {
        LayeredPrefsStorage(
            user: user,
            defaults: defaults.map { FilePrefsStorage(readOnly: $0, issues: user.issues, keys: keys(of: user)) },
            environment: environment, arguments: arguments,
            locked: locked.map { FilePrefsStorage(readOnly: $0, issues: user.issues, keys: keys(of: user)) })
    }

    /// How the user's file names its members (flat when it is no file): its layers' files are read the same way.
    private static func keys(of user: some PrefsStorage) -> PrefsFileKeys { user.fileKeys }
}

extension AnyPrefsStorage {
    /// The user's storage with layers over and under it, type-erased (see ``LayeredPrefsStorage``).
    public static func layered(
        _ user: some PrefsStorage, defaults: URL? = nil, environment: PrefsEnvironmentLayer? = nil,
        arguments: PrefsArgumentsLayer? = nil, locked: URL? = nil
    ) -> AnyPrefsStorage {
        AnyPrefsStorage(
            LayeredPrefsStorage.layered(
                user, defaults: defaults, environment: environment, arguments: arguments, locked: locked))
    }
}

extension FilePrefsStorage {
    /// A file another layer reads and this process does not write (a defaults or lock file): an unreadable file is
    /// left in place, and the format follows the extension. Watched unless `watching` says otherwise, so that a
    /// changed defaults or lock file is seen like the user's file.
    /// A file it cannot read is reported at once, unless `reportsUnreadable` is `false` (its values then read as
    /// absent), and taken in when it becomes valid. `keys` says whether keys are paths (as the user's file's are).
    package convenience init(
        readOnly file: URL, issues: PrefsIssueHandler, watching: PrefsFileWatching = .notifications,
        reportsUnreadable: Bool = true, keys: PrefsFileKeys = .flat
    ) {
        self.init(
            file: file, format: file.pathExtension.lowercased() == "plist" ? .plist(.xml) : .json,
            unreadableFile: .keepInPlace, issues: issues, watching: watching, keys: keys)
        if reportsUnreadable, let loadError { issues.report(.file(loadError), .keptInFile) }
    }
}

extension LayeredPrefsStorage {
    /// The user layer's ``PrefsStorage/writtenStorage``: writes land there.
    public var writtenStorage: any PrefsStorage { user.writtenStorage }

    /// The user layer's value for `key`: what a write replaces.
    public func writtenValue(forKey key: String) -> PrefsValue? { user.writtenValue(forKey: key) }

    /// The user layer's: its layers' files are read as it is.
    public var fileKeys: PrefsFileKeys { user.fileKeys }

    /// `true`: the environment and arguments layers read values from text by the preferences' rules.
    public var wantsKeyRules: Bool { true }

    /// The value the defaults layer gives `key`, whether or not another layer overrides it.
    public func defaultsLayerValue(forKey key: String) -> PrefsValue? { defaults?.storageValue(forKey: key) }
}
