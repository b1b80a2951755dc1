import Foundation
import PrefsCommandLine
import Testing

/// A schema with a `Double` that has a range, to see one value printed by every output.
@PrefsSchema(title: "Forms")
final class FormsPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: AnyPrefsStorage) {
        self.storage = storage
        storageMode = .storageOnly
    }

    @Pref @Setting(range: 10...24, step: 0.5) var zoom: Double = 14
    @Pref var thumbnail: Data?
    @Pref var count: Int = 0
}

/// One value-format layer: the same value reads the same in `get`, `dump`, error messages (the command line's and the
/// library's), issues and warnings; JSON keeps a double's fraction.
@Suite struct ValueFormTests {
    let directory = TemporaryDirectory()

    var file: URL { directory.url.appendingPathComponent("forms/settings.json") }

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let tool = PrefsCommandLine<FormsPrefs>(
            toolName: "forms", defaultFile: .userConfig(directory: "forms", name: "settings.json"),
            fileEnvironmentVariable: "FORMS_PREFS"
        ) { FormsPrefs(storage: $0) }
        let captured = CapturedIO()
        let status = tool.run(arguments, environment: ["XDG_CONFIG_HOME": directory.url.path], io: captured.io())
        return (status, captured.output, captured.errors)
    }

    @Test func aWholeDoubleReadsTheSameInGetDumpAndEveryMessage() throws {
        #expect(run(["set", "zoom=16"]).status == 0)
        let dump = run(["dump"]).output
        let row = try #require(dump.split(separator: "\n").first { $0.contains(" zoom ") }, "\(dump)")
        #expect(row.split(separator: " ").contains("16"), "\(row)")
        #expect(row.split(separator: " ").contains("14"), "the default, \(row)")
        #expect(!dump.contains("16.0") && !dump.contains("14.0"), "\(dump)")

        let refused = run(["set", "zoom=30"])
        #expect(
            (refused.status, refused.errors) == (
                1, "error: 'zoom': 30 is not allowed; expected 10...24 in steps of 0.5\n"
            ))
        // The library formats the same error the same way: there is one formatter.
        let library = PrefsError.invalidValue(key: "zoom", value: .double(30), allowed: "10...24 in steps of 0.5")
        #expect(refused.errors == "error: \(library)\n")

        // A stored value out of range: the command line's warning and the library's issue both say 30.
        try Data(#"{"zoom": 30.0}"#.utf8).write(to: file)
        let warned = run(["get", "zoom"])
        #expect(warned.output == "14\n")
        #expect(
            warned.errors
                == "warning: 'zoom' holds double 30, which it does not accept (expected 10...24 in steps of 0.5); "
                + "using the default 14\n")
        let issues = IssueRecorder.issues {
            #expect(FormsPrefs(storage: AnyPrefsStorage(DictionaryPrefsStorage(root: ["zoom": 30.0]))).zoom == 14)
        }
        #expect(
            issues.map(\.description) == [
                "'zoom': 30 is not allowed; expected 10...24 in steps of 0.5; using the default"
            ])
    }

    @Test(arguments: [
        ToolCase(
            testDescription: "a whole double", before: [["set", "zoom=16"]], arguments: ["get", "zoom"], output: "16\n"),
        ToolCase(
            testDescription: "a fraction", before: [["set", "zoom=12.5"]], arguments: ["get", "zoom"], output: "12.5\n"),
        ToolCase(
            testDescription: "a fraction off the step", arguments: ["set", "zoom=12.25"], status: 1,
            errors: "error: 'zoom': 12.25 is not allowed; expected 10...24 in steps of 0.5\n"),
        ToolCase(
            testDescription: "an integer with a sign", before: [["set", "count=+3"]], arguments: ["get", "count"],
            output: "3\n"),
        ToolCase(
            testDescription: "the smallest Int", before: [["set", "count=-9223372036854775808"]],
            arguments: ["get", "count"], output: "-9223372036854775808\n"),
        ToolCase(
            testDescription: "an integer beyond Int", arguments: ["set", "count=9223372036854775808"], status: 1,
            errors: "error: 'count': \"9223372036854775808\" is not an integer\n"),
        ToolCase(
            testDescription: "an integer with a separator", arguments: ["set", "count=1_000"], status: 1,
            errors: "error: 'count': \"1_000\" is not an integer\n"),
        ToolCase(
            testDescription: "a sign alone", arguments: ["set", "count=-"], status: 1,
            errors: "error: 'count': \"-\" is not an integer\n"),
        // A person types a finite decimal number: hexadecimal is refused with or without a sign.
        ToolCase(
            testDescription: "a hexadecimal double", arguments: ["set", "zoom=-0x1p3"], status: 1,
            errors: "error: 'zoom': \"-0x1p3\" is not a number\n"),
        ToolCase(
            testDescription: "an infinite double", arguments: ["set", "zoom=inf"], status: 1,
            errors: "error: 'zoom': \"inf\" is not a number\n"),
        // The same parser reads the file: the largest and smallest Int, and nothing beyond.
        ToolCase(
            testDescription: "the smallest Int in the file", file: #"{"count": -9223372036854775808}"#,
            arguments: ["get", "count"], output: "-9223372036854775808\n"),
        ToolCase(
            testDescription: "an integer beyond Int in the file", file: #"{"count": 9223372036854775808}"#,
            arguments: ["get", "count"], output: "0\n",
            errors: "warning: 'count' in $FILE holds the integer 9223372036854775808, beyond Int, which no preference "
                + "type holds; it is kept in the file unchanged; it reads as absent\n"),
        ToolCase(
            testDescription: "data", before: [["set", "thumbnail=AAEC"]], arguments: ["get", "thumbnail"],
            output: "AAEC\n"),
    ])
    func commandLinePrints(_ row: ToolCase) throws {
        try row.check(file: file, run)
    }

    static let long = String(repeating: "ab\"", count: 100)
    static let listText = "[" + (0..<100).map(String.init).joined(separator: ", ") + "]"
    static let picture = Data((0..<30_000).map { UInt8(truncatingIfNeeded: $0) })

    /// Messages write data as `get` prints it (base64), strings quoted and escaped, containers as JSON. A large
    /// value does not flood a message: its form is cut after 120 characters and says how long the value is.
    /// What messages write for values, and what they must write.
    static let messages: [(String, String)] = {
        var messages: [(String, String)] = []
        messages.append((PrefsValue.double(1e-7).description, "1e-07"))
        messages.append((PrefsValue.double(.infinity).description, "inf"))
        messages.append((PrefsValue.double(-.infinity).description, "-inf"))
        messages.append((PrefsValue.double(.nan).description, "nan"))
        messages.append((PrefsValue.data(Data([0, 1, 2])).description, "AAEC"))
        messages.append((PrefsValue.string("a \"b\"\n").description, #""a \"b\"\n""#))
        messages.append(
            (
                PrefsValue.dictionary(["size": .double(14), "tags": .array([.string("a")])]).description,
                #"{"size": 14.0, "tags": ["a"]}"#
            ))
        messages.append(
            (
                PrefsError.typeMismatch(key: "zoom", expected: .double, typeName: "Double", found: .string("big"))
                    .description, #"'zoom': "big" is not a valid Double"#
            ))
        messages.append(
            (
                PrefsValue.data(picture).description,
                String(picture.base64EncodedString().prefix(120)) + "… (30000 bytes)"
            ))
        messages.append(
            (
                PrefsValue.string(long).description,
                #"""# + String(repeating: #"ab\""#, count: 40) + #"…" (300 characters)"#
            ))
        messages.append(
            (
                PrefsValue.array((0..<100).map { .int($0) }).description,
                String(listText.prefix(120)) + "… (\(listText.count) characters)"
            ))
        // At the limit, nothing is cut.
        messages.append(
            (
                PrefsValue.string(String(repeating: "x", count: 120)).description,
                "\"" + String(repeating: "x", count: 120) + "\""
            ))
        // One character of a thousand combining marks is cut too: the limit counts Unicode scalars.
        messages.append(
            (
                PrefsValue.string("e" + String(repeating: "\u{301}", count: 1000)).description,
                "\"e" + String(repeating: "\u{301}", count: 119) + "…\" (1 character)"
            ))
        return messages
    }()

    @Test(arguments: messages)
    func valuesInMessages(description: String, expected: String) {
        #expect(description == expected)
    }

    @Test func jsonKeepsADoublesFractionSoItReadsBackAsADouble() throws {
        #expect(run(["set", "zoom=16"]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""zoom": 16.0"#))
        let json = run(["get", "zoom", "--json"]).output
        #expect(json.contains(#""value": 16.0"#), "\(json)")
        #expect(json.contains(#""default": 14.0"#), "\(json)")
    }

    /// A large value does not flood a message (its form: `valuesInMessages`); `get` still prints it whole.
    @Test func aLargeValueIsCutInMessagesAndWholeInGet() throws {
        let picture = Self.picture
        let base64 = picture.base64EncodedString()
        // A `set` of text the preference refuses quotes the text as messages do.
        let typed = run(["set", "count=" + base64])
        #expect(typed.status == 1)
        #expect(typed.errors == "error: 'count': \"\(base64.prefix(120))…\" (40000 characters) is not an integer\n")

        // The same picture stored where an integer belongs: the warning and the issue stay one short line each.
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"count": "\#(base64)"}"#.utf8).write(to: file)
        let warned = run(["get", "count"])
        #expect(warned.output == "0\n")
        #expect(
            warned.errors.contains(#"…" (40000 characters), which it does not accept"#), "\(warned.errors.prefix(300))")
        #expect(warned.errors.count < 400, "\(warned.errors.prefix(300))")
        let issues = IssueRecorder.issues {
            let prefs = FormsPrefs(storage: AnyPrefsStorage(DictionaryPrefsStorage(root: ["count": picture])))
            #expect(prefs.count == 0)
        }
        #expect(issues.count == 1 && issues[0].description.contains("… (30000 bytes)"), "\(issues)")
        #expect(issues.allSatisfy { $0.description.count < 300 }, "\(issues)")

        // `get` prints the whole value, which `set` takes back.
        #expect(run(["set", "thumbnail=\(base64)"]).status == 0)
        #expect(run(["get", "thumbnail"]).output == base64 + "\n")
    }
}
