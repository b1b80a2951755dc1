import Foundation
import Prefs
import Synchronization
import Testing

/// A schema over a layered storage: a range, options and a coded preference, to check every layer's values.
@PrefsSchema final class LayeredPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(_ storage: LayeredPrefsStorage, mode: PrefsStorageMode = .cachedReadStorageWrite) {
        self.storage = AnyPrefsStorage(storage)
        storageMode = mode
    }

    @Pref(key: "ui.fontSize") @Setting(range: 10...24, step: 1) var fontSize: Double = 14
    @Pref @Setting(options: ["system": "System", "dark": "Dark", "light": "Light"]) var theme: String = "system"
    @Pref var tabWidth: Int = 4
    @Pref(key: "proxy-port") var proxyPort: Int = 8080

    let heard = Mutex<[PrefsChange]>([])

    @OnPrefChange("fontSize", "theme", "tabWidth")
    func changed(_ change: PrefsChange) { heard.withLock { $0.append(change) } }
}

/// The layers of a ``LayeredPrefsStorage`` for one test, made into a storage on demand.
struct Layers {
    let directory = TemporaryDirectory()
    var locked: [String: any PrefsStorageValue]?
    var arguments: [String: String]?
    var environment: [String: String]?
    var user: [String: any PrefsStorageValue]?
    var defaults: [String: any PrefsStorageValue]?
    let log = IssueLog()

    /// The storage, with the file layers written as JSON files first.
    func make(userKind: FileKind = .json) throws -> LayeredPrefsStorage {
        let handler = log.handler
        func file(_ name: String, _ values: [String: any PrefsStorageValue]?) throws -> FilePrefsStorage? {
            guard let values else { return nil }
            let url = directory.file(name)
            try JSONSerialization.data(withJSONObject: values.mapValues { $0 as Any }).write(to: url)
            return JSONFilePrefsStorage(file: url, unreadableFile: .keepInPlace, issues: handler)
        }
        let userFile = directory.file(userKind.fileName)
        if let user {
            let seed = userKind.storage(userFile)
            for (key, value) in user { seed.setValue(forKey: key, to: value) }
        }
        return LayeredPrefsStorage(
            user: FilePrefsStorage(file: userFile, format: userKind.format, issues: handler),
            defaults: try file("defaults.json", defaults),
            environment: environment.map { .prefix("APP_", variables: $0) },
            arguments: arguments.map { PrefsArgumentsLayer(values: $0) },
            locked: try file("locked.json", locked), issues: handler)
    }

    var reported: [PrefsIssue] { log.recorded }
}

@Suite struct LayeredStorageTests {
    /// The layers from highest to lowest, each as a way to give `ui.fontSize` a value in it.
    enum Layer: Int, CaseIterable, CustomTestStringConvertible {
        case locked, argument, environment, user, defaults

        func give(_ value: Double, to layers: inout Layers) {
            switch self {
            case .locked: layers.locked = ["ui.fontSize": value]
            case .argument: layers.arguments = ["ui.fontSize": String(value)]
            case .environment: layers.environment = ["APP_UI_FONTSIZE": String(value)]
            case .user: layers.user = ["ui.fontSize": value]
            case .defaults: layers.defaults = ["ui.fontSize": value]
            }
        }

        func isSource(_ source: PrefsValueSource) -> Bool {
            switch (self, source) {
            case (.locked, .locked), (.argument, .argument), (.environment, .environment), (.user, .file),
                (.defaults, .defaultsFile):
                true
            default: false
            }
        }

        var testDescription: String { "\(self)" }
    }

    static let pairs: [(Layer, Layer)] = Layer.allCases.flatMap { high in
        Layer.allCases.filter { $0.rawValue > high.rawValue }.map { (high, $0) }
    }

    @Test(arguments: pairs)
    func theHigherOfTwoLayersWins(high: Layer, low: Layer) throws {
        var layers = Layers()
        high.give(20, to: &layers)
        low.give(12, to: &layers)
        let storage = try layers.make()
        let prefs = LayeredPrefs(storage)
        #expect(prefs.fontSize == 20)
        let source = storage.source(forKey: "ui.fontSize")
        #expect(high.isSource(source), "\(source)")
        #expect(layers.reported.isEmpty, "\(layers.reported)")
    }

    @Test(arguments: Layer.allCases)
    func eachLayerAloneGivesItsValueAndNamesItself(layer: Layer) throws {
        var layers = Layers()
        layer.give(18, to: &layers)
        let storage = try layers.make()
        let prefs = LayeredPrefs(storage, mode: .storageOnly)
        #expect(
            (
                prefs.fontSize, layer.isSource(storage.source(forKey: "ui.fontSize")), storage.source(forKey: "theme"),
                prefs.theme
            ) == (18, true, .declaredDefault, "system"))
    }

    @Test func sourcesDescribeThemselvesAsTheCommandLineShowsThem() throws {
        var layers = Layers()
        layers.locked = ["theme": "dark"]
        layers.environment = ["APP_UI_FONTSIZE": "16", "APP_PROXY_PORT": "3128"]
        layers.arguments = ["tabWidth": "2"]
        let storage = try layers.make()
        _ = LayeredPrefs(storage).fontSize
        let lockFile = layers.directory.file("locked.json").path
        #expect(storage.source(forKey: "theme").description == "locked \(lockFile)")
        #expect(
            (
                storage.source(forKey: "ui.fontSize").description, storage.source(forKey: "proxy-port").description,
                storage.source(forKey: "tabWidth").description, storage.source(forKey: "nothing").description
            ) == ("env APP_UI_FONTSIZE", "env APP_PROXY_PORT", "argument", "default"))
        try storage.modify { $0["nothing"] = .int(1) }
        #expect(storage.source(forKey: "nothing").description == "file \(layers.directory.file("prefs.json").path)")
    }

    @Test func environmentNamesFollowTheRuleUnlessGiven() {
        let layer = PrefsEnvironmentLayer.prefix("APP_", names: ["apiToken": "APP_TOKEN"], variables: [:])
        #expect(
            (layer.name(forKey: "ui.fontSize"), layer.name(forKey: "proxy-port"), layer.name(forKey: "apiToken")) == (
                "APP_UI_FONTSIZE", "APP_PROXY_PORT", "APP_TOKEN"
            ))
    }

    @Test func argumentsAreReadInEveryForm() {
        let layer = PrefsArgumentsLayer.parsing([
            "app", "--pref", "tabWidth=2", "--pref=theme=dark", "--pref", "ui.fontSize=12", "--pref", "ui.fontSize=13",
            "--pref", "=bad", "--other", "x",
        ])
        #expect(layer.values == ["tabWidth": "2", "theme": "dark", "ui.fontSize": "13"])
    }

    /// Text from the environment and arguments reads as the command line reads it: option labels, `yes`, JSON.
    @Test func textLayersReadValuesByThePreferencesType() throws {
        var layers = Layers()
        layers.environment = ["APP_THEME": "Dark", "APP_TABWIDTH": " 3 "]
        layers.arguments = ["proxy-port": "3128"]
        let prefs = LayeredPrefs(try layers.make())
        #expect((prefs.theme, prefs.tabWidth, prefs.proxyPort) == ("dark", 3, 3128))
    }

    // MARK: Invalid values

    /// A value a layer gives that the preference does not accept is reported once, naming the layer and the key,
    /// and the next layer down applies.
    @Test(arguments: Layer.allCases)
    func anInvalidValueInALayerIsReportedOnceAndIgnored(layer: Layer) throws {
        var layers = Layers()
        layer.give(99, to: &layers)  // out of 10...24
        if layer != .defaults { layers.defaults = ["ui.fontSize": 12] }
        let storage = try layers.make()
        let prefs = LayeredPrefs(storage)
        #expect((prefs.fontSize, prefs.fontSize) == ((layer == .defaults ? 14 : 12), (layer == .defaults ? 14 : 12)))
        try storage.reload()
        _ = prefs.fontSize
        let rejections = layers.reported.filter { $0.key == "ui.fontSize" }
        try #require(rejections.count == 1, "\(layers.reported)")
        guard case .ignoredValue(let source) = rejections[0].outcome else {
            Issue.record("outcome \(rejections[0].outcome)")
            return
        }
        #expect(layer.isSource(source), "\(source)")
        #expect(rejections[0].description.contains("'ui.fontSize'"))
        #expect(rejections[0].description.contains("the value from \(source) is ignored"))
    }

    @Test func textThatIsNoValueOfThePreferenceIsReportedWithTheVariablesName() throws {
        var layers = Layers()
        layers.environment = ["APP_TABWIDTH": "wide", "APP_THEME": "purple"]
        let prefs = LayeredPrefs(try layers.make())
        #expect((prefs.tabWidth, prefs.theme) == (4, "system"))
        let descriptions = layers.reported.map(\.description).sorted()
        #expect(
            descriptions == [
                "'tabWidth': \"wide\" is not allowed; expected an integer; the value from env APP_TABWIDTH is ignored",
                "'theme': \"purple\" is not allowed; expected one of \"system\" (System), \"dark\" (Dark), \"light\" (Light); the value from env APP_THEME is ignored",
            ])
    }

    @Test func aValueOfTheWrongTypeInAFileLayerIsIgnored() throws {
        var layers = Layers()
        layers.defaults = ["tabWidth": "wide", "theme": "dark"]
        let prefs = LayeredPrefs(try layers.make())
        #expect((prefs.tabWidth, prefs.theme, layers.reported.map(\.key)) == (4, "dark", ["tabWidth"]))
    }

    // MARK: Writes

    @Test func aWriteToALockedKeyIsRefusedNamingTheLockAndWritesNothing() throws {
        var layers = Layers()
        layers.locked = ["theme": "light"]
        let storage = try layers.make()
        let prefs = LayeredPrefs(storage)
        #expect(throws: PrefsError.locked(key: "theme", source: .locked(layers.directory.file("locked.json")))) {
            try prefs.setValue(.string("dark"), forKey: "theme")
        }
        #expect(throws: PrefsError.self) {
            try storage.modify { values in
                values["tabWidth"] = .int(2)
                values["theme"] = .string("dark")
            }
        }
        #expect(prefs.theme == "light")
        #expect(prefs.tabWidth == 4, "the batch is refused as a whole")
        #expect(!FileManager.default.fileExists(atPath: layers.directory.file("prefs.json").path))
        let error = PrefsError.locked(key: "theme", source: .locked(layers.directory.file("locked.json")))
        #expect(
            error.description
                == "'theme' is locked by \(layers.directory.file("locked.json").path); it cannot be changed")
    }

    /// A typed write to a locked key is refused like any refused write: reported, and the value is kept.
    @Test func aTypedWriteToALockedKeyIsReported() throws {
        var layers = Layers()
        layers.locked = ["theme": "light"]
        let prefs = LayeredPrefs(try layers.make())
        prefs.theme = "dark"
        #expect(prefs.theme == "light")
        #expect(layers.reported.contains { if case .locked = $0.error { true } else { false } })
    }

    @Test func aWriteUnderAnOverrideIsStoredAndTakesEffectWhenTheOverrideIsGone() throws {
        var layers = Layers()
        layers.arguments = ["ui.fontSize": "20"]
        let storage = try layers.make()
        let prefs = LayeredPrefs(storage)
        prefs.fontSize = 16
        #expect((prefs.fontSize, storage.source(forKey: "ui.fontSize").overridesFile) == (20, true))
        #expect(prefs.heard.withLock { $0.isEmpty }, "the value read never changed: \(prefs.heard.withLock { $0 })")
        let file = JSONFilePrefsStorage(file: layers.directory.file("prefs.json"))
        #expect(file.value(forKey: "ui.fontSize", as: Double.self) == 16)
    }

    @Test func userFileWritesReachObserversOnceWithTheEffectiveValues() throws {
        var layers = Layers()
        layers.defaults = ["tabWidth": 8]
        let prefs = LayeredPrefs(try layers.make())
        #expect(prefs.tabWidth == 8)
        prefs.tabWidth = 2
        prefs.tabWidth = 2
        try prefs.reset(keys: ["tabWidth"])
        let heard = prefs.heard.withLock { $0 }
        #expect(heard.map(\.oldValue) == [.int(8), .int(2)])
        #expect(heard.map(\.newValue) == [.int(2), .int(8)], "a reset falls back to the defaults file")
    }

    /// The declared default, staged over a defaults file's value, is a change: the review lists it from the value read
    /// and applying stores it, so the key reads it.
    @Test func aReviewOfTheDeclaredDefaultOverADefaultsFileStoresIt() throws {
        var layers = Layers()
        layers.defaults = ["tabWidth": 8]
        let prefs = LayeredPrefs(try layers.make())
        var review = PrefsReview(prefs)
        try review.stage(prefs.$tabWidth, 4)
        #expect(review.changes.map { [$0.oldValue, $0.newValue] } == [[.int(8), .int(4)]])
        try review.apply()
        let file = JSONFilePrefsStorage(file: layers.directory.file("prefs.json"))
        #expect((prefs.tabWidth, file.value(forKey: "tabWidth", as: Int.self)) == (4, 4))
    }

    /// A change to a lower layer (the defaults file, read again) reaches observers when it changes what is read.
    @Test func aChangedDefaultsFileIsSeenOnReload() throws {
        var layers = Layers()
        layers.defaults = ["theme": "dark"]
        let storage = try layers.make()
        let prefs = LayeredPrefs(storage)
        #expect(prefs.theme == "dark")
        try JSONSerialization.data(withJSONObject: ["theme": "light"]).write(to: layers.directory.file("defaults.json"))
        try storage.reload()
        #expect((prefs.theme, prefs.heard.withLock { $0.map(\.newValue) }) == ("light", [.string("light")]))
    }

    @Test(arguments: FileKind.allCases)
    func layersWorkOverEveryFileStorage(kind: FileKind) throws {
        var layers = Layers()
        layers.user = ["tabWidth": 6]
        layers.defaults = ["theme": "dark"]
        layers.environment = ["APP_UI_FONTSIZE": "11"]
        let storage = try layers.make(userKind: kind)
        let prefs = LayeredPrefs(storage)
        #expect((prefs.tabWidth, prefs.theme, prefs.fontSize) == (6, "dark", 11))
        prefs.tabWidth = 7
        layers.user = nil
        let reread = LayeredPrefs(try layers.make(userKind: kind))
        #expect(reread.tabWidth == 7)
    }

    @Test func sugarReadsNaturallyNextToAFileStorage() throws {
        let directory = TemporaryDirectory()
        try Data(#"{"theme": "dark"}"#.utf8).write(to: directory.file("defaults.json"))
        try Data(#"<plist version="1.0"><dict><key>tabWidth</key><integer>2</integer></dict></plist>"#.utf8)
            .write(to: directory.file("locked.plist"))
        let storage: LayeredPrefsStorage = .layered(
            .jsonFile(directory.file("prefs.json")), defaults: directory.file("defaults.json"),
            environment: .prefix("APP_", variables: ["APP_UI_FONTSIZE": "12"]),
            arguments: .parsing(["--pref", "proxy-port=1"]), locked: directory.file("locked.plist"))
        let prefs = LayeredPrefs(storage)
        #expect((prefs.theme, prefs.tabWidth, prefs.fontSize, prefs.proxyPort) == ("dark", 2, 12, 1))
    }

    /// A defaults file that cannot be read is reported once, when the storage is made, naming the file; the
    /// declared defaults apply, and the file is left as it is.
    @Test func anUnreadableDefaultsFileIsReportedOnceAtCreation() async throws {
        let directory = TemporaryDirectory()
        let defaults = directory.file("defaults.json")
        try Data("{ \"theme\": ".utf8).write(to: defaults)
        let log = IssueLog()
        let storage = LayeredPrefsStorage.layered(
            DictionaryPrefsStorage(issues: log.handler), defaults: defaults)
        #expect(log.recorded.count == 1)
        let issue = try #require(log.recorded.first)
        #expect(issue.outcome == .keptInFile)
        #expect(issue.description.hasPrefix(defaults.path + ": "), "names the file: \(issue)")
        let prefs = LayeredPrefs(storage)
        #expect(prefs.theme == "system")
        try await Task.sleep(for: .milliseconds(300))
        #expect(log.recorded.count == 1, "the watcher does not report it again: \(log.recorded)")
        #expect(try Data(contentsOf: defaults) == Data("{ \"theme\": ".utf8))
    }
}
