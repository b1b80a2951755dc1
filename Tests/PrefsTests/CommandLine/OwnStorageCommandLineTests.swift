import Foundation
import Prefs
import PrefsCommandLine
import Testing

@PrefsSchema final class OwnStorageToolPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref var theme: String = "system"
    @Pref(legacyKeys: ["size"]) @Setting(range: 10...24) var fontSize: Int = 14
    @Pref var syncEnabled: Bool = false
}

/// A wrapper that forwards `source(forKey:)` and `writtenStorage` but not `defaultsLayerValue(forKey:)`.
final class SourceForwardingWrapper: PrefsStorage {
    let wrapped: any PrefsStorage
    init(_ wrapped: any PrefsStorage) { self.wrapped = wrapped }

    func storageValue(forKey key: String) -> PrefsValue? { wrapped.storageValue(forKey: key) }
    func storageValues() -> [String: PrefsValue] { wrapped.storageValues() }
    func modify<Result>(_ body: (inout PrefsStorageTransaction) throws -> Result) throws -> Result {
        try wrapped.modify(body)
    }
    var generation: UInt64 { wrapped.generation }
    func observe(_ observer: @escaping @Sendable ([PrefsValueChange]) -> Void) -> PrefsStorageObservation {
        wrapped.observe(observer)
    }
    func source(forKey key: String) -> PrefsValueSource { wrapped.source(forKey: key) }
    var writtenStorage: any PrefsStorage { wrapped.writtenStorage }
}

/// How an app's tool gets the schema over a storage: as it is given, through the app's own storage, wrapped, or
/// ignoring it for a storage of the app's own (the issue's user did that).
enum ToolWiring: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case given, ownStorage, ownStorageWrapped, wrapped, minimalWrapper, ignoresGiven

    var testDescription: String { rawValue }

    func tool(file: URL) -> PrefsCommandLine<OwnStorageToolPrefs> {
        var tool = PrefsCommandLine(
            toolName: "own", defaultFile: .file(file), environmentPrefix: "OWN_"
        ) { storage in
            switch self {
            case .given, .ownStorage: OwnStorageToolPrefs(storage: storage)
            case .wrapped, .ownStorageWrapped: OwnStorageToolPrefs(storage: AnyPrefsStorage(CountingStorage(storage)))
            case .minimalWrapper: OwnStorageToolPrefs(storage: AnyPrefsStorage(MinimalWrapper(storage)))
            case .ignoresGiven:
                OwnStorageToolPrefs(
                    storage: (try? AppJSONStorage(file: file)).map { AnyPrefsStorage($0) } ?? .dictionary)
            }
        }
        if self == .ownStorage || self == .ownStorageWrapped { tool.openStorage = { try AppJSONStorage(file: $0) } }
        return tool
    }

    /// Whether every layer reaches the schema with its source.
    var keepsLayers: Bool { self != .minimalWrapper && self != .ignoresGiven }
}

/// `--locked`, `--defaults`, `--pref` and the environment over an app's own storage or a wrapper: each takes effect
/// with its source, or the command fails naming it and what the app must do; a locked key is never written.
@Suite struct OwnStorageCommandLineTests {
    let directory = TemporaryDirectory()
    var file: URL { directory.file("prefs.json") }
    var lockFile: URL { directory.file("locked.json") }
    var defaultsFile: URL { directory.file("defaults.json") }

    func run(
        _ wiring: ToolWiring, _ arguments: [String], environment: [String: String] = [:]
    ) -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = wiring.tool(file: file).run(arguments, environment: environment, io: captured.io())
        return (status, captured.output, captured.errors)
    }

    func prepare() throws -> Data {
        try Data(#"{"size": 12, "theme": "dark"}"#.utf8).write(to: file)
        try Data(#"{"fontSize": 20, "syncEnabled": false}"#.utf8).write(to: lockFile)
        try Data(#"{"theme": "light"}"#.utf8).write(to: defaultsFile)
        return try Data(contentsOf: file)
    }

    static let fix =
        "the schema that makeSchema made does not use the storage it is given (its storage is AppJSONStorage); "
        + "build the schema over the storage makeSchema is given (a wrapper that forwards to it is fine), or give "
        + "the tool the app's own storage as openStorage"

    /// The issue's measurement: a storage of the app's own, `--locked` naming a key, `set` of that key. It wrote
    /// the key with exit status 0; it fails now, naming the option and the fix, and writes nothing.
    @Test func theIssuesScenarioIsRefusedAndWritesNothing() throws {
        let before = try prepare()
        let result = run(.ignoresGiven, ["--locked", lockFile.path, "set", "syncEnabled=true"])
        #expect(result.status == 1)
        #expect(result.errors == "error: --locked \(lockFile.path) cannot take effect: \(Self.fix)\n")
        #expect(try Data(contentsOf: file) == before)
    }

    /// Every option that could not reach a schema that ignores its storage is named, and so is the file when none is
    /// given: the tool would read and write another storage than the file it names.
    @Test(
        arguments: [
            (["--defaults", "DEFAULTS", "get", "theme"], [:], "--defaults DEFAULTS cannot take effect"),
            (["--pref", "theme=dark", "dump"], [:], "--pref theme=dark cannot take effect"),
            (["get", "theme"], ["OWN_THEME": "dark"], "the variable OWN_THEME cannot take effect"),
            (
                ["--locked", "LOCKED", "--pref", "fontSize=12", "reset", "--all"], [:],
                "--locked LOCKED and --pref fontSize=12 cannot take effect"
            ),
            (["set", "theme=dark"], [:], "FILE cannot be used"),
        ] as [([String], [String: String], String)])
    func aSchemaThatIgnoresItsStorageIsRefused(
        _ arguments: [String], _ environment: [String: String], _ subject: String
    ) throws {
        let before = try prepare()
        let paths = ["DEFAULTS": defaultsFile.path, "LOCKED": lockFile.path, "FILE": file.path]
        func filled(_ text: String) -> String {
            paths.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        let result = run(.ignoresGiven, arguments.map(filled), environment: environment)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == "error: \(filled(subject)): \(Self.fix)\n")
        #expect(try Data(contentsOf: file) == before)
    }

    /// An app's storage that cannot open the file (throwing an error of its own, not a ``PrefsFileError``) fails
    /// the command, naming the file and what the storage said, and nothing is written.
    @Test func anOwnStorageThatCannotOpenTheFileFailsNamingIt() throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "the app's storage refuses to open it" }
        }
        let before = try prepare()
        var tool = ToolWiring.ownStorage.tool(file: file)
        tool.openStorage = { _ in throw Refused() }
        let captured = CapturedIO()
        let status = tool.run(["set", "theme=light"], environment: [:], io: captured.io())
        #expect(
            (status, captured.output, captured.errors, try Data(contentsOf: file)) == (
                1, "", "error: \(file.path): the app's storage refuses to open it\n", before
            ))
    }

    @Test(arguments: ToolWiring.allCases.filter(\.keepsLayers))
    func aLockedKeyIsNeverWritten(_ wiring: ToolWiring) throws {
        let before = try prepare()
        let locked = ["--locked", lockFile.path]
        let message = "error: 'syncEnabled' is locked by \(lockFile.path); it cannot be changed\n"
        for command in [["set", "syncEnabled=true"], ["set", "syncEnabled=true", "--dry-run"]] {
            let result = run(wiring, locked + command)
            #expect(result.status == 1, "\(command)")
            #expect(result.errors == message, "\(command)")
        }
        // The legacy key's value would move to the locked 'fontSize'.
        let migrate = run(wiring, locked + ["migrate"])
        #expect(migrate.status == 1)
        #expect(migrate.errors == "error: 'fontSize' is locked by \(lockFile.path); it cannot be changed\n")
        #expect(try Data(contentsOf: file) == before)
        // A reset of everything leaves the locked keys as they are and resets the rest.
        let reset = run(wiring, locked + ["reset", "--all"])
        #expect(reset.status == 0, "\(reset.errors)")
        #expect(try AppJSONStorage(file: file).storageValues() == ["size": .int(12)])
    }

    @Test(arguments: ToolWiring.allCases.filter(\.keepsLayers))
    func everyLayerTakesEffectWithItsSource(_ wiring: ToolWiring) throws {
        _ = try prepare()
        let arguments = [
            "--locked", lockFile.path, "--defaults", defaultsFile.path, "--pref", "theme=dark", "dump", "--json",
        ]
        let result = run(wiring, arguments, environment: ["OWN_FONTSIZE": "11"])
        #expect(result.status == 0, "\(result.errors)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let prefs = try #require(document["prefs"] as? [[String: Any]])
        let sources = Dictionary(
            uniqueKeysWithValues: prefs.map { ($0["key"] as? String ?? "", $0["source"] as? String) })
        #expect(sources["syncEnabled"] == "locked \(lockFile.path)")
        #expect(sources["fontSize"] == "locked \(lockFile.path)")
        #expect(sources["theme"] == "argument")
        let get = run(wiring, ["--defaults", defaultsFile.path, "get", "fontSize", "--json"])
        #expect(get.output.contains(#""value": 12"#), "the legacy key's value, read as the library reads it")
        let reset = run(wiring, ["--defaults", defaultsFile.path, "reset", "theme"])
        #expect(reset.status == 0)
        #expect(reset.output.hasSuffix("'theme' still reads light from the defaults file \(defaultsFile.path).\n"))
        #expect(try AppJSONStorage(file: file).storageValue(forKey: "theme") == nil)
    }

    /// A wrapper that forwards only the requirements still reaches the file, so commands without layers work; a
    /// layer that gives a value fails the command, since the wrapper cannot say where the value comes from.
    @Test func aWrapperThatForwardsNoCapabilityWorksUntilALayerGivesAValue() throws {
        let before = try prepare()
        let set = run(.minimalWrapper, ["set", "theme=light"])
        #expect(set.status == 0, "\(set.errors)")
        #expect(try AppJSONStorage(file: file).storageValue(forKey: "theme") == .string("light"))
        try before.write(to: file)
        let refused = run(.minimalWrapper, ["--pref", "theme=dark", "set", "fontSize=12"])
        #expect(refused.status == 1)
        #expect(
            refused.errors
                == "error: --pref theme=dark cannot take effect: the schema's storage (MinimalWrapper) wraps the one "
                + "it is given without forwarding source(forKey:), so 'dump' and 'get' could not say where 'theme' "
                + "reads its value from; forward source(forKey:) and the other capabilities to the wrapped storage "
                + "(see \"Your own storage\" in Docs/Storage.md)\n")
        let locked = run(.minimalWrapper, ["--locked", lockFile.path, "dump"])
        #expect(locked.errors.hasPrefix("error: --locked \(lockFile.path) cannot take effect: the schema's storage"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aWrapperThatDropsTheDefaultsLayerIsRefusedWithDefaults() throws {
        _ = try prepare()
        let tool = PrefsCommandLine(toolName: "own", defaultFile: .file(file)) {
            OwnStorageToolPrefs(storage: AnyPrefsStorage(SourceForwardingWrapper($0)))
        }
        let captured = CapturedIO()
        let status = tool.run(
            ["--defaults", defaultsFile.path, "get", "fontSize"], environment: [:], io: captured.io())
        #expect(status == 1)
        #expect(
            captured.errors.hasPrefix(
                "error: --defaults \(defaultsFile.path) cannot take effect: the schema's storage "
                    + "(SourceForwardingWrapper) wraps the one it is given without forwarding "
                    + "defaultsLayerValue(forKey:)"))
    }

    @Test func theAppsStorageFailingToOpenFailsTheCommandNamingTheFile() throws {
        try Data("not json".utf8).write(to: file)
        let result = run(.ownStorage, ["get", "theme"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: \(file.path): "))
        #expect(try String(contentsOf: file, encoding: .utf8) == "not json")
    }
}
