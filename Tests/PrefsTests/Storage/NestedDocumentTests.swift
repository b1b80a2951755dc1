import Foundation
import Prefs
import Synchronization
import Testing

/// A storage with `keys: .nestedPaths` over CodeEdit's nested `settings.json` and the same document as a binary
/// property list (Tests/Fixtures/CodeEdit): what the user's file holds is read at CodeEdit's paths, and a write
/// changes only its own member.
@Suite struct NestedDocumentTests {
    let directory = TemporaryDirectory()

    enum Fixture: String, CaseIterable, Sendable {
        case json, plist

        var source: URL { self == .json ? CodeEditFixture.json : CodeEditFixture.plist }

        func storage(_ file: URL, issues: PrefsIssueHandler = .global) -> FilePrefsStorage {
            switch self {
            case .json: JSONFilePrefsStorage(file: file, issues: issues, watching: .off, keys: .nestedPaths)
            case .plist:
                PListFilePrefsStorage(file: file, format: .binary, issues: issues, watching: .off, keys: .nestedPaths)
            }
        }
    }

    func open(_ fixture: Fixture) throws -> (file: URL, storage: FilePrefsStorage, prefs: CodeEditPrefs) {
        let file = try CodeEditFixture.copy(fixture.source, into: directory)
        let storage = fixture.storage(file)
        return (file, storage, CodeEditPrefs(storage: AnyPrefsStorage(storage)))
    }

    /// The values at every path of a document, read flat and flattened here, to compare two versions of a file.
    func paths(of file: URL, _ fixture: Fixture) -> [String: PrefsValue] {
        fixture.storage(file).storageValues()
    }

    @Test(arguments: Fixture.allCases) func everyChangedValueIsReadAtItsPath(_ fixture: Fixture) throws {
        let (_, storage, prefs) = try open(fixture)
        #expect(storage.loadError == nil)
        for (key, value) in CodeEditFixture.changed {
            #expect(try prefs.value(forKey: key) == value, "\(key)")
            #expect(try !prefs.isDefault(forKey: key), "\(key)")
        }
        let unchanged = prefs._$prefsSlots.map(\.key).filter { CodeEditFixture.changed[$0] == nil }
        for key in unchanged { #expect(try prefs.isDefault(forKey: key), "\(key)") }
        #expect(
            (prefs.fontSize, prefs.fontName, prefs.lineHeightMultiple, prefs.selectedTheme, prefs.authorName) == (
                13, "JetBrains Mono", 1.6, "Midnight", "Ada Lovelace"
            ))
    }

    /// A change through the schema, and the edits of the JSON file's text it must make and no other.
    struct TextEdit: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let change: @Sendable (CodeEditPrefs) throws -> Void
        let edits: [(String, String)]
        /// What the file then reads, by key.
        let reads: [String: PrefsValue?]
    }

    @Test(arguments: [
        TextEdit(
            testDescription: "a set changes only its line",
            change: {
                $0.fontSize = 14
                $0.defaultTabWidth = 8
            }, edits: [("\"size\": 13", "\"size\": 14"), ("\"defaultTabWidth\": 2", "\"defaultTabWidth\": 8")],
            reads: ["textEditing.font.size": .int(14), "textEditing.defaultTabWidth": .int(8)]),
        TextEdit(
            testDescription: "a reset removes only its member",
            change: { try $0.reset(keys: ["theme.selectedTheme", "terminal.shell"]) },
            edits: [("    \"selectedTheme\": \"Midnight\",\n", ""), ("    \"shell\": \"zsh\",\n", "")],
            reads: ["theme.selectedTheme": nil, "terminal.shell": .string("system")]),
    ])
    func aChangeEditsOnlyItsPartOfTheJSONText(_ edit: TextEdit) throws {
        let (file, _, prefs) = try open(.json)
        let before = try String(contentsOf: file, encoding: .utf8)
        try edit.change(prefs)
        let expected = edit.edits.reduce(before) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        let reread = CodeEditPrefs(storage: AnyPrefsStorage(Fixture.json.storage(file)))
        let reads = try edit.reads.keys.map { ($0, try reread.value(forKey: $0)) }
        #expect(Dictionary(uniqueKeysWithValues: reads) == edit.reads)
    }

    @Test(arguments: Fixture.allCases) func everyOtherMemberIsKeptAfterWrites(_ fixture: Fixture) throws {
        let (file, _, prefs) = try open(fixture)
        let before = paths(of: file, fixture)
        prefs.fontSize = 15
        prefs.authorEmail = "ada@example.com"
        try prefs.reset(keys: ["terminal.cursorStyle"])
        var expected = before
        expected["textEditing.font.size"] = .int(15)
        expected["sourceControl.git.authorEmail"] = .string("ada@example.com")
        expected["terminal.cursorStyle"] = nil
        #expect(paths(of: file, fixture) == expected)
        // Members no preference declares, at every depth, are there as they were.
        let after = paths(of: file, fixture)
        for key in [
            "keybindings.commandPalette", "general.windowState.sidebarWidth", "textEditing.font.ligatures",
            "textEditing.warningCharacters.characters.200B", "theme.customThemes", "accounts.sourceControlAccounts",
            PrefsFileKeys.path("extensions", "com.example.swiftlint", "enabled"),
        ] {
            #expect(after[key] != nil && after[key] == before[key], "\(key)")
        }
    }

    @Test func theBinaryPropertyListStaysBinaryWithItsTypes() throws {
        let (file, storage, prefs) = try open(.plist)
        prefs.lineHeightMultiple = 1.5
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: Data("bplist00".utf8)))
        let flat = PListFilePrefsStorage(file: file, watching: .off)
        guard case .dictionary(let textEditing) = flat.storageValue(forKey: "textEditing") else {
            Issue.record("textEditing is not a dictionary")
            return
        }
        #expect(
            (textEditing["lineHeightMultiple"], textEditing["defaultTabWidth"], textEditing["showMinimap"]) == (
                .double(1.5), .int(2), .bool(true)
            ))
        #expect(storage.loadError == nil)
    }

    /// A write the document cannot take, and what its error says (`$FILE` for the file's path).
    struct RefusedWrite: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let fixture: Fixture
        let key: String
        let value: PrefsValue
        let message: [String]
        /// What reads at keys afterwards.
        var reads: [String: PrefsValue?] = [:]
    }

    static let refusedWrites =
        Fixture.allCases.flatMap { fixture in
            [
                RefusedWrite(
                    testDescription: "\(fixture): a value where an object is needed", fixture: fixture,
                    key: "textEditing.font.size.points", value: .int(14),
                    message: [
                        "'textEditing.font.size.points'", "$FILE",
                        "'textEditing.font.size' holds 13, a value where this path needs an object",
                    ], reads: ["textEditing.font.size": .int(13), "textEditing.font.size.points": nil]),
                RefusedWrite(
                    testDescription: "\(fixture): a value over an object", fixture: fixture, key: "textEditing.font",
                    value: .int(14), message: ["'textEditing.font'", "$FILE", "it is an object in the file"],
                    reads: ["textEditing.font": nil]),
                // `\E` is `E`: the key sorts after the paths inside the object it names.
                RefusedWrite(
                    testDescription: "\(fixture): a value over an object, a letter of its path escaped",
                    fixture: fixture, key: #"text\Editing"#, value: .int(14),
                    message: [
                        #"'text\Editing'"#, "$FILE", "it is an object in the file, holding 'textEditing.",
                        "and 14 is not an object",
                    ]),
                RefusedWrite(
                    testDescription: "\(fixture): a dictionary value", fixture: fixture, key: "textEditing.limits",
                    value: .dictionary(["a": .int(1)]), message: ["'textEditing.limits'", "dictionary value"]),
            ]
        }

    @Test(arguments: refusedWrites)
    func aWriteTheDocumentCannotTakeIsRefusedAndWritesNothing(_ write: RefusedWrite) throws {
        let file = try CodeEditFixture.copy(write.fixture.source, into: directory)
        let storage = write.fixture.storage(file, issues: PrefsIssueHandler { _ in })
        let before = try Data(contentsOf: file)
        let error = #expect(throws: (any Error).self) { try storage.modify { $0[write.key] = write.value } }
        let message = error.map { "\($0)" } ?? ""
        let parts = write.message.map { $0.replacingOccurrences(of: "$FILE", with: file.path) }
        #expect(parts.filter { !message.contains($0) } == [], "\(message)")
        #expect(try Data(contentsOf: file) == before)
        #expect(write.reads.keys.map { storage.storageValue(forKey: $0) } == Array(write.reads.values))
    }

    @Test func aPathIsSplitAtDotsAndAnEscapedDotIsPartOfAName() throws {
        let file = directory.file("escaped.json")
        try Data(#"{"a.b": 1, "a": {"b": 2, "c\\d": 3}}"#.utf8).write(to: file)
        let storage = Fixture.json.storage(file)
        #expect(
            (
                storage.storageValue(forKey: "a\\.b"), storage.storageValue(forKey: PrefsFileKeys.path("a.b")),
                storage.storageValue(forKey: "a.b"), storage.storageValue(forKey: PrefsFileKeys.path("a", "c\\d"))
            ) == (.int(1), .int(1), .int(2), .int(3)))
        storage.setValue(forKey: "x\\.y.z", to: 4)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"x.y\": {\n    \"z\": 4\n  }"))
    }

    @Test func anEmptiedParentObjectIsRemovedAndAnEmptyOneIsKept() throws {
        let file = directory.file("parents.json")
        try Data(#"{"a": {"b": {"c": 1}}, "d": {}, "e": {"f": 1, "g": 2}}"#.utf8).write(to: file)
        let storage = Fixture.json.storage(file)
        #expect(storage.storageValue(forKey: "d") == .dictionary([:]))
        storage.removeValue(forKey: "a.b.c")
        storage.removeValue(forKey: "e.f")
        #expect(
            try String(contentsOf: file, encoding: .utf8) == "{\n  \"d\": {},\n  \"e\": {\n    \"g\": 2\n  }\n}\n")
        storage.setValue(forKey: "a.b.c", to: 5)
        #expect(Fixture.json.storage(file).storageValue(forKey: "a.b.c") == .int(5))
    }

    @Test(arguments: Fixture.allCases) func layersAndLocksWorkOnPaths(_ fixture: Fixture) throws {
        let file = try CodeEditFixture.copy(fixture.source, into: directory)
        let defaults = directory.file("vendor.json")
        let locked = directory.file("locked.json")
        try Data(#"{"terminal": {"font": {"name": "Menlo"}}, "textEditing": {"font": {"size": 99}}}"#.utf8)
            .write(to: defaults)
        try Data(#"{"textEditing": {"defaultTabWidth": 3}}"#.utf8).write(to: locked)
        let layered = LayeredPrefsStorage.layered(fixture.storage(file), defaults: defaults, locked: locked)
        let prefs = CodeEditPrefs(storage: AnyPrefsStorage(layered))
        #expect((prefs.defaultTabWidth, layered.source(forKey: "textEditing.defaultTabWidth")) == (3, .locked(locked)))
        #expect(prefs.terminalFontName == "SF Mono")  // the user's file has it
        try prefs.reset(keys: ["terminal.font.name"])
        #expect(
            (
                prefs.terminalFontName, layered.source(forKey: "terminal.font.name"), prefs.fontSize,
                layered.source(forKey: "textEditing.font.size")
            ) == ("Menlo", .defaultsFile(defaults), 13, .file(file)))
        let before = try Data(contentsOf: file)
        #expect(throws: PrefsError.locked(key: "textEditing.defaultTabWidth", source: .locked(locked))) {
            try prefs.setValue(.int(8), forKey: "textEditing.defaultTabWidth")
        }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test(arguments: Fixture.allCases) func observersHearOfAPathAnotherProcessChanged(_ fixture: Fixture) throws {
        let (file, storage, _) = try open(fixture)
        let heard = Mutex<[String]>([])
        let observation = storage.observe { changes in heard.withLock { $0 += changes.map(\.key) } }
        let other = fixture.storage(file)
        other.setValue(forKey: "terminal.font.size", to: 16)
        try storage.reload()
        #expect(
            (heard.withLock { $0 }, storage.storageValue(forKey: "terminal.font.size")) == (
                ["terminal.font.size"], .int(16)
            ))
        observation.cancel()
    }

    @Test func aWatchedStorageHearsOfAPathAnotherProcessChanged() async throws {
        let file = try CodeEditFixture.copy(CodeEditFixture.json, into: directory)
        let storage = JSONFilePrefsStorage(file: file, keys: .nestedPaths)
        let heard = Mutex<[PrefsValueChange]>([])
        let observation = storage.observe { changes in heard.withLock { $0 += changes } }
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"cursorStyle\": \"bar\"", with: "\"cursorStyle\": \"underline\"").utf8)
            .write(to: file, options: .atomic)
        #expect(await eventually { heard.withLock { !$0.isEmpty } })
        #expect(
            heard.withLock { $0 } == [
                PrefsValueChange(key: "terminal.cursorStyle", oldValue: .string("bar"), newValue: .string("underline"))
            ])
        observation.cancel()
    }

    @Test func legacyKeysReachInsideObjects() throws {
        let file = directory.file("legacy.json")
        try Data(#"{"editor": {"tabWidth": 3, "other": true}}"#.utf8).write(to: file)
        let prefs = NestedLegacyPrefs(storage: AnyPrefsStorage(Fixture.json.storage(file)))
        #expect(prefs.tabWidth == 3)
        prefs.tabWidth = 5
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "{\n  \"editor\": {\n    \"other\": true\n  },\n  \"textEditing\": {\n    \"defaultTabWidth\": 5\n  }\n}\n"
        )
    }
}

/// A preference that moved from `editor.tabWidth` to `textEditing.defaultTabWidth`.
@PrefsSchema final class NestedLegacyPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref(key: "textEditing.defaultTabWidth", legacyKeys: ["editor.tabWidth"]) var tabWidth: Int = 4
}
