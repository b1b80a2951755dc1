import Testing

/// The plugin's own reader of declarations: what it reads of each form the macros meet.
@Suite struct DeclarationReaderTests {
    private func declaration(_ text: String) throws -> Declaration {
        try #require(DeclarationReader.declaration(in: TokenizedSource(SourceText(text))))
    }

    /// A property: its name, type, initializer and attributes, read through comments, odd spacing and line breaks.
    @Test(
        arguments: [
            ("@Pref var count: Int = 0", "count", "Int", "0"),
            ("@Pref(key:\"k\")var count:Int=0", "count", "Int", "0"),
            ("@Pref /* a */ var /* b */ count /* c */ : /* d */ Int /* e */ = /* f */ 0 // g", "count", "Int", "0"),
            ("@Pref var `default`: [String: [Int]] = [:]", "`default`", "[String: [Int]]", "[:]"),
            ("@Pref var größe: Dictionary<String, Set<Int>> = [:]", "größe", "Dictionary<String, Set<Int>>", "[:]"),
            ("@Pref var 名前: Int?", "名前", "Int?", nil),
            ("@Pref var f: (@Sendable (Int) -> Void)? = nil", "f", "(@Sendable (Int) -> Void)?", "nil"),
            ("@Pref var t: (Int, String) = (1, \"a\")", "t", "(Int, String)", "(1, \"a\")"),
            ("@Pref var a: Int = 1 +\n    2", "a", "Int", "1 +\n    2"),
            ("@Pref var a: Int = base\n    .count", "a", "Int", "base\n    .count"),
            ("@Pref var a: Int = flag\n    ? 1\n    : 2", "a", "Int", "flag\n    ? 1\n    : 2"),
            ("@Pref var a: [Int] = [1, 2].map { $0 * 2 }", "a", "[Int]", "[1, 2].map { $0 * 2 }"),
            ("@Pref var s: String = \"}{\\\")\" // }", "s", "String", "\"}{\\\")\""),
            ("@Pref var s: String = #\"a\"b\"#", "s", "String", "#\"a\"b\"#"),
            (
                "@Pref var s: String = \"\"\"\n    a \"\"\n    }\n    \"\"\"", "s", "String",
                "\"\"\"\n    a \"\"\n    }\n    \"\"\""
            ),
            ("@Pref var s: String = \"\\(x.map { \"}\" })\"", "s", "String", "\"\\(x.map { \"}\" })\""),
            ("@Pref\r\nvar a: Int = 0\r\n", "a", "Int", "0"),
            ("@Pref var a: Int = 0 { didSet {} }", "a", "Int", "0"),
        ] as [(String, String, String, String?)])
    func readsAProperty(source: String, name: String, type: String, initializer: String?) throws {
        let read = try declaration(source)
        #expect(read.kind == .variable)
        #expect(read.attributes.first?.simpleName == "Pref")
        let binding = try #require(read.bindings.first)
        #expect(binding.identifier == name)
        #expect(binding.type?.text == type)
        #expect(binding.initializer?.text == initializer)
    }

    @Test func readsAttributeArgumentsInAnyForm() throws {
        let read = try declaration(
            """
            @Setting(title: "A, (b)", range: 1...10, options: ["a": 1, "b": [2, 3]], tags: [], _ : x) @Pref var a: Int = 1
            """)
        let setting = try #require(read.attribute(named: ["Setting"]))
        #expect(setting.arguments.map(\.label) == ["title", "range", "options", "tags", "_"])
        #expect(
            setting.arguments.map(\.expression.text) == [
                "\"A, (b)\"", "1...10", "[\"a\": 1, \"b\": [2, 3]]", "[]", "x",
            ])
        #expect(setting.arguments[0].expression.stringLiteralValue == "A, (b)")
        #expect(setting.arguments[2].expression.dictionaryKeys?.map(\.text) == ["\"a\"", "\"b\""])
        #expect(try LiteralRange(#require(setting.arguments.first { $0.label == "range" }?.expression)) != nil)
    }

    @Test(
        arguments: [
            (#""plain""#, "plain"),
            (#""a\"b\\c\n\t\u{1F600}""#, "a\"b\\c\n\t😀"),
            (##"#"raw "quoted" \n"#"##, ##"raw "quoted" \n"##),
            (###"##"a"#b"##"###, ##"a"#b"##),
            (##"#"esc\#naped"#"##, "esc\naped"),
            ("\"\"\"\n    one\n      two\n    \"\"\"", "one\n  two"),
            ("\"\"\"\n    joined \\\n    line\n    \"\"\"", "joined line"),
            (#""\(x)""#, nil),
            (#""a \(b) c""#, nil),
        ] as [(String, String?)])
    func decodesStringLiterals(literal: String, value: String?) throws {
        let read = try declaration("@Pref var s: String = \(literal)")
        #expect(read.bindings.first?.initializer?.stringLiteralValue == value)
    }

    @Test func readsTheMembersOfAClassThroughIfBlocksAndNestedTypes() throws {
        let read = try declaration(
            """
            @PrefsSchema public final class G<T>: NSObject, Sendable where T: Sendable {
                enum Theme: String { case light, dark }
                @Pref var a: Int = 0
                #if os(Linux)
                @Pref var b: Int = 0
                #else
                @Pref var c: Int = 0
                #endif
                final class Inner { @Pref var x: Int = 0 }
                init() {}
                @OnPrefChange("a") func changed(_ change: PrefsChange) {}
                @Pref var d: Int = 0
            }
            """)
        #expect(read.kind == .class)
        #expect(read.nameText == "G")
        #expect(read.genericParameters?.text == "<T>")
        #expect(read.inheritedTypes.map(\.text) == ["NSObject", "Sendable"])
        #expect(read.modifiers.map(\.name) == ["public", "final"])
        #expect(read.members.map(\.kind) == [.enum, .variable, .ifConfig, .class, .other, .function, .variable])
        #expect(
            read.members.filter { $0.kind == .variable }.compactMap { $0.bindings.first?.identifier } == ["a", "d"])
        #expect(read.members[2].members.compactMap { $0.bindings.first?.identifier } == ["b", "c"])
        let hook = read.members[5]
        #expect(hook.nameText == "changed")
        #expect(hook.parameters.map(\.firstName) == ["_"])
        #expect(hook.parameters.first?.type?.text == "PrefsChange")
        #expect(hook.signature?.text == "(_ change: PrefsChange)")
    }

    @Test func readsDocComments() throws {
        let read = try declaration(
            """

                /// The font size.
                ///
                /// In points,
                ///   from 8 to 72.
                //// not documentation
                /** Not read either. */
                @Pref var size: Double = 12
            """)
        #expect(read.documentation?.summary == "The font size.")
        #expect(read.documentation?.description == "In points, from 8 to 72.")
    }

    @Test(arguments: [
        "@Pref var",
        "@Pref var a: = 0",
        "@Pref var a: Int = (((",
        "@Pref var a: Int = \"never ends",
        "@Pref var a: Int = /* never ends",
        "@Pref(key: var a: Int = 0",
        "@ var a: Int",
        "@Pref var a: Int = `",
        "@PrefsSchema final class P { @Pref var a: Int = 0",
        "@PrefsSchema final class P { #if os(Linux) @Pref var a: Int = 0 }",
        "}}}))) @Pref var a: Int = 0",
        String(repeating: "(", count: 5_000) + String(repeating: ")", count: 4_000),
    ])
    func unreadableTextNeverStopsTheReader(source: String) {
        let read = DeclarationReader.declaration(in: TokenizedSource(SourceText(source)))
        #expect(read != nil)
    }
}
