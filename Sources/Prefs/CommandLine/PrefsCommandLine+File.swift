import Foundation

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

    /// The schema over the preferences file, which is left untouched when it cannot be read.
    /// - Throws: ``CommandLineFailure`` naming the file and the problem when it cannot be read.
    func openSchema(_ context: CommandContext) throws(CommandLineFailure) -> (file: URL, schema: Schema) {
        let file = try preferencesFile(context)
        let storage: any PrefsFileStorage =
            file.pathExtension.lowercased() == "plist"
            ? PListFilePrefsStorage(
                file: file, format: Self.isBinaryPropertyList(file) ? .binary : .xml, unreadableFile: .keepInPlace)
            : JSONFilePrefsStorage(file: file, unreadableFile: .keepInPlace)
        if let error = storage.loadError { throw .failure(CommandLineFailure.describe(error)) }
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
