import Foundation
import PrefsMigrations
import PrefsSearch
import Synchronization

extension PrefsCommandLine {
    /// The preferences file the command names: `--file`, else the environment variable, else the default.
    /// - Throws: a usage ``CommandLineFailure`` when its name ends in neither `.json` nor `.plist`.
    func preferencesFile(_ context: CommandContext) throws(CommandLineFailure) -> URL {
        let given: (source: String, path: String)? =
            if let path = context.arguments.values["file"] {
                ("--file", path)
            } else if let variable = fileEnvironmentVariable, let path = context.environment[variable], !path.isEmpty {
                ("$" + variable, path)
            } else {
                nil
            }
        guard let given else { return defaultFile.url(environment: context.environment) }
        guard !given.path.isEmpty else { throw .usage("\(given.source) needs a file path") }
        let url = URL(fileURLWithPath: given.path)
        guard ["json", "plist"].contains(url.pathExtension.lowercased()) else {
            throw .usage("\(given.source) \(given.path): the file name must end in .json or .plist")
        }
        return url
    }

    /// The schema over the preferences file, which is left untouched when it cannot be read, with the layers the
    /// command names (`--defaults`, `--locked`, `--pref`) and the tool's environment variables over and under it.
    /// Problems with the files' values (members kept verbatim, a rejected layer value) become warnings.
    /// The files are watched only when `watching` asks (`watch` does; a command that reads once does not).
    /// - Throws: ``CommandLineFailure`` naming the file and the problem when it cannot be read, a layer file that
    ///   does not exist, a `--pref` that is not `KEY=VALUE` of a preference, or a schema whose storage does not let
    ///   the file or a layer take effect (see ``checkSchemaStorage(of:given:user:file:_:)``).
    func openSchema(
        _ context: inout CommandContext, watching: PrefsFileWatching = .off
    ) throws(CommandLineFailure) -> (file: URL, schema: Schema) {
        let file = try preferencesFile(context)
        let issues = IssueCollector(userFile: file)
        let handler = PrefsIssueHandler(issues.add)
        let user = try userStorage(for: file, issues: handler, watching: watching, &context)
        let defaults = try layerFile("defaults", context, issues: handler, watching: watching)
        let locked = try layerFile("locked", context, issues: handler, watching: watching)
        let arguments = try argumentsLayer(context)
        let environment = environmentPrefix.map { PrefsEnvironmentLayer.prefix($0, variables: context.environment) }
        let given: AnyPrefsStorage
        if defaults == nil, locked == nil, arguments == nil, environment == nil {
            given = AnyPrefsStorage(user)
        } else {
            given = AnyPrefsStorage(
                LayeredPrefsStorage(
                    user: user, defaults: defaults, environment: environment, arguments: arguments, locked: locked,
                    issues: handler))
        }
        let schema = makeSchema(given)
        // The layers take the preferences' rules from the tool too, so that `--pref` and the environment are read
        // even through a wrapper that does not forward them; the schema hands them over again on its first use.
        if given.wantsKeyRules { given.adoptKeyRules(PrefsKeyRule.rules(of: schema._$table.slots)) }
        _ = schema.attachedStorage  // rejected layer values are reported now
        context.warnings += issues.messages
        try checkSchemaStorage(of: schema, given: given, user: user, file: file, context)
        if let locked, let path = context.arguments.values["locked"] {
            context.locked = (URL(fileURLWithPath: path), locked)
        }
        return (file, schema)
    }

    /// The storage of the preferences file: the app's own (``openStorage``), or a file storage that leaves an
    /// unreadable file as it is.
    /// - Throws: ``CommandLineFailure`` naming the file when it cannot be read or the app's storage cannot open it.
    private func userStorage(
        for file: URL, issues: PrefsIssueHandler, watching: PrefsFileWatching, _ context: inout CommandContext
    ) throws(CommandLineFailure) -> any PrefsStorage {
        if let openStorage {
            do {
                return try openStorage(file)
            } catch let error as PrefsFileError {
                throw .failure(CommandLineFailure.describe(error))
            } catch {
                throw .failure("\(file.path): \(error)")
            }
        }
        let format: PrefsFileFormat =
            file.pathExtension.lowercased() == "plist"
            ? .plist(Self.isBinaryPropertyList(file) ? .binary : .xml) : .json
        let storage = FilePrefsStorage(
            file: file, format: format, unreadableFile: .keepInPlace, issues: issues, watching: watching,
            keys: fileKeys)
        if let error = storage.loadError { throw .failure(CommandLineFailure.describe(error)) }
        context.kept = storage.keptMembers
        return storage
    }

    /// The file `--NAME FILE` gives for a layer, read but never written.
    private func layerFile(
        _ name: String, _ context: CommandContext, issues: PrefsIssueHandler, watching: PrefsFileWatching
    ) throws(CommandLineFailure) -> FilePrefsStorage? {
        guard let path = context.arguments.values[name] else { return nil }
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .failure("--\(name) \(path): no such file")
        }
        let storage = FilePrefsStorage(
            readOnly: url, issues: issues, watching: watching, reportsUnreadable: false, keys: fileKeys)
        if let error = storage.loadError {
            throw .failure("--\(name) " + CommandLineFailure.describe(error))
        }
        return storage
    }

    /// The `--pref KEY=VALUE` values, each checked now: an unknown key or an invalid value fails the command.
    private func argumentsLayer(_ context: CommandContext) throws(CommandLineFailure) -> PrefsArgumentsLayer? {
        guard let pairs = context.arguments.lists["pref"] else { return nil }
        var values: [String: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw .usage("--pref '\(pair)' is not KEY=VALUE")
            }
            let key = String(pair[..<equals])
            let text = String(pair[pair.index(after: equals)...])
            do {
                let descriptor = try typeDescriptor(for: key)
                _ = try descriptor.stored(fromForm: PrefTextForm.parse(text, for: descriptor))
            } catch {
                throw CommandLineFailure(error, keys: knownKeys)
            }
            values[key] = text
        }
        return PrefsArgumentsLayer(values: values)
    }

    /// Whether `file` starts like a binary property list, so that rewriting it keeps its format.
    private static func isBinaryPropertyList(_ file: URL) -> Bool {
        // Only a regular file is opened here: opening a FIFO would block (the storage reports those).
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
            let handle = try? FileHandle(forReadingFrom: file)
        else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 6)) == Data("bplist".utf8)
    }
}

/// Collects the issues a command's storages report, to print them as warnings.
private final class IssueCollector: Sendable {
    private let issues = Mutex<[PrefsIssue]>([])
    private let userFile: URL

    init(userFile: URL) { self.userFile = userFile }

    /// Keeps `issue`, except a rejected value of the user's file: `dump` and `get` warn of those their own way.
    @Sendable func add(_ issue: PrefsIssue) {
        if case .ignoredValue(from: .file(userFile)) = issue.outcome { return }
        issues.withLock { $0.append(issue) }
    }

    var messages: [String] { issues.withLock { $0.map(\.description) } }
}
