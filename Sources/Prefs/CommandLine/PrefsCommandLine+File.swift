import Foundation
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

    /// The schema over the preferences file, which is left untouched when it cannot be read. Problems with the
    /// file's values (members kept verbatim, say) become warnings.
    /// - Throws: ``CommandLineFailure`` naming the file and the problem when it cannot be read.
    func openSchema(_ context: inout CommandContext) throws(CommandLineFailure) -> (file: URL, schema: Schema) {
        let file = try preferencesFile(context)
        let format: PrefsFileFormat =
            file.pathExtension.lowercased() == "plist"
            ? .plist(Self.isBinaryPropertyList(file) ? .binary : .xml) : .json
        let issues = IssueCollector()
        let storage = FilePrefsStorage(
            file: file, format: format, unreadableFile: .keepInPlace, issues: PrefsIssueHandler(issues.add))
        if let error = storage.loadError { throw .failure(CommandLineFailure.describe(error)) }
        context.warnings += issues.messages
        return (file, makeSchema(AnyPrefsStorage(storage)))
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

/// Collects the issues a command's storage reports, to print them as warnings.
private final class IssueCollector: Sendable {
    private let issues = Mutex<[PrefsIssue]>([])

    @Sendable func add(_ issue: PrefsIssue) { issues.withLock { $0.append(issue) } }

    var messages: [String] { issues.withLock { $0.map(\.description) } }
}
