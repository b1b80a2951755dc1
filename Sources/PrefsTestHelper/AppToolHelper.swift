import Foundation
import Prefs
import PrefsCommandLine

/// `PrefsTestHelper app-tool WIRING ARGUMENTS...`: the command-line tool of a notes app whose preferences are in a
/// storage of the app's own (``AppJSONStorage``), run with ARGUMENTS; the end-to-end tests of such tools
/// (Tests/PrefsDemoTests/CommandLine/CommandLineOwnStorageTests.swift) run it.
///
/// The file is `$NOTES_FILE`, the environment prefix `NOTES_`. WIRING says how `makeSchema` gets its storage:
/// - `ignores-given`: it ignores the storage it is given and builds the schema over its own storage of the file, as
///   the user did (the tool refuses it);
/// - `open-storage`: the app gives the tool its storage (`openStorage`), and the schema takes what it is given;
/// - `audited`: as `open-storage`, with the schema over an app's wrapper that forwards everything;
/// - `minimal-wrapper`: the built-in file storage under a wrapper that forwards only the requirements;
/// - `nested`: the built-in file storage with `fileKeys = .nestedPaths`.
enum AppToolHelper {
    static let command = "app-tool"

    enum Wiring: String, CaseIterable {
        case ignoresGiven = "ignores-given"
        case openStorage = "open-storage"
        case audited
        case minimalWrapper = "minimal-wrapper"
        case nested
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, let wiring = Wiring(rawValue: name) else {
            let names = Wiring.allCases.map(\.rawValue).joined(separator: " | ")
            FileHandle.standardError.write(Data("usage: PrefsTestHelper \(command) \(names) ARGUMENTS...\n".utf8))
            return 2
        }
        return tool(wiring).run(Array(arguments.dropFirst()))
    }

    private static func tool(_ wiring: Wiring) -> PrefsCommandLine<NotesPrefs> {
        var tool = PrefsCommandLine(
            toolName: "notes", defaultFile: .userConfig(directory: "notes", name: "prefs.json"),
            fileEnvironmentVariable: "NOTES_FILE", environmentPrefix: "NOTES_"
        ) { storage in
            switch wiring {
            case .ignoresGiven:
                // The app's own storage of the app's file, made as the app makes it.
                let file = URL(fileURLWithPath: ProcessInfo.processInfo.environment["NOTES_FILE"] ?? "prefs.json")
                return NotesPrefs(
                    storage: (try? AppJSONStorage(file: file)).map { AnyPrefsStorage($0) } ?? .dictionary)
            case .openStorage, .nested: return NotesPrefs(storage: storage)
            case .audited: return NotesPrefs(storage: AnyPrefsStorage(ForwardingStorage(storage)))
            case .minimalWrapper: return NotesPrefs(storage: AnyPrefsStorage(MinimalWrapper(storage)))
            }
        }
        switch wiring {
        case .openStorage, .audited: tool.openStorage = { try AppJSONStorage(file: $0) }
        case .nested: tool.fileKeys = .nestedPaths
        case .ignoresGiven, .minimalWrapper: break
        }
        return tool
    }
}

@PrefsSchema final class NotesPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref var theme: String = "system"
    @Pref @Setting(range: 10...24) var fontSize: Int = 14
    @Pref var syncEnabled: Bool = false
    @Pref(key: "sync.server") var syncServer: String = "https://sync.example.com"
    @Pref(key: "sync.interval") @Setting(range: 1...3600) var syncInterval: Int = 60
}
