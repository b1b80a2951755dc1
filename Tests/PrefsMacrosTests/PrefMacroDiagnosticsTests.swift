import Testing

/// `member` as line 4 of a schema that declares its storage (so that the diagnostics are the member's own); the
/// member starts at column 5.
func inSchema(_ member: String) -> String {
    """
    @PrefsSchema final class P {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .cachedReadStorageWrite
        \(member)
    }
    """
}

/// Every misuse of `@Pref` and its family is a compile-time error with a clear message at the line and column of
/// the mistake, never invalid code.
@Suite struct PrefMacroDiagnosticsTests {
    @Test func letIsRejectedWithAFixIt() {
        assertDiagnostics(
            inSchema("@Pref let a: Int = 0"),
            ["4:11: '@Pref' requires 'var' [fix-it: use 'var' → @Pref var a: Int = 0]"])
    }

    @Test func missingTypeAnnotation() {
        assertDiagnostics(
            inSchema("@Pref var a = 0"),
            ["4:15: '@Pref' requires a type annotation, such as 'var count: Int = 0'"])
    }

    @Test func nonOptionalWithoutDefault() {
        assertDiagnostics(
            inSchema("@Pref var a: Int"),
            ["4:15: '@Pref' requires a default value for non-optional type 'Int'"])
    }

    @Test func optionalWithDefaultPointsAtTheDefaultWithTwoFixIts() {
        assertDiagnostics(
            inSchema("@Pref var name: String? = \"x\""),
            [
                "4:31: '@Pref' optional type 'String?' cannot have a default value; it is nil when absent"
                    + " [fix-it: remove the default value → @Pref var name: String?]"
                    + " [fix-it: make the type non-optional: 'String' → @Pref var name: String = \"x\"]"
            ])
    }

    @Test func optionalWithDefaultOnItsOwnLine() {
        assertDiagnostics(
            """
            @PrefsSchema final class P {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite

                /// The name.
                @Pref(key: "user.name")
                var name: Optional<String> =
                    "x"
            }
            """,
            [
                "8:9: '@Pref' optional type 'Optional<String>' cannot have a default value; it is nil when absent"
                    + " [fix-it: remove the default value → var name: Optional<String>]"
                    + " [fix-it: make the type non-optional: 'String' → var name: String =]"
            ])
    }

    @Test func computedProperty() {
        assertDiagnostics(
            inSchema("@Pref var a: Int { 1 }"),
            ["4:22: '@Pref' cannot be applied to a computed property; it generates the accessors"])
    }

    @Test(arguments: ["static", "class"])
    func staticProperty(modifier: String) {
        assertDiagnostics(
            inSchema("@Pref \(modifier) var a: Int = 0"),
            ["4:11: '@Pref' cannot be applied to a '\(modifier)' property; preferences belong to a schema instance"])
    }

    @Test func lazyProperty() {
        assertDiagnostics(
            inSchema("@Pref lazy var a: Int = 0"),
            ["4:11: '@Pref' cannot be applied to a 'lazy' property"])
    }

    @Test func multipleBindings() {
        assertDiagnostics(
            inSchema("@Pref var a: Int = 0, b: Int = 1"),
            // SwiftSyntax refuses before the macro runs; the compiler reports the same.
            [
                "4:5: accessor macro can only be applied to a single variable",
                "4:5: peer macro can only be applied to a single variable",
            ])
    }

    @Test func unknownArgument() {
        assertDiagnostics(
            inSchema("@Pref(name: \"x\") var a: Int = 0"),
            ["4:11: '@Pref' has no argument 'name'; expected 'key:', 'legacyKeys:', 'coding:' or 'encode:decode:'"])
    }

    @Test func unlabeledArgument() {
        assertDiagnostics(
            inSchema("@Pref(\"x\") var a: Int = 0"),
            ["4:11: '@Pref' has no argument '_'; expected 'key:', 'legacyKeys:', 'coding:' or 'encode:decode:'"])
    }

    @Test func encodeWithoutDecode() {
        assertDiagnostics(
            inSchema("@Pref(encode: { $0 }) var a: Int = 0"),
            ["4:11: '@Pref' needs both 'encode:' and 'decode:'"])
    }

    @Test func codingMacrosTakeOnlyAKey() {
        assertDiagnostics(
            inSchema("@RawRepresentablePref(coding: .x) var a: Theme = .dark"),
            ["4:27: '@RawRepresentablePref' has no argument 'coding'; expected 'key:' or 'legacyKeys:'"])
    }

    @Test func severalProblemsAreAllReported() {
        assertDiagnostics(
            inSchema("@Pref static let a: Int"),
            [
                "4:18: '@Pref' requires 'var' [fix-it: use 'var' → @Pref static var a: Int]",
                "4:11: '@Pref' cannot be applied to a 'static' property; preferences belong to a schema instance",
                "4:22: '@Pref' requires a default value for non-optional type 'Int'",
            ])
    }

    /// `URL`, the integers of every width and the other types Defaults stores need no coding: no diagnostic.
    @Test func typesDefaultsStoresNeedNoCoding() {
        assertDiagnostics(inSchema("@Pref var homepage: URL?"), [])
        assertDiagnostics(inSchema("@Pref(key: \"net.port\") var port: UInt16 = 8080"), [])
        assertDiagnostics(inSchema("@Pref var ignored: Set<String> = []"), [])
    }

    @Test func aTypeWithACodingNeedsNoFixIt() {
        assertDiagnostics(inSchema("@Pref(coding: .urlString) var homepage: URL?"), [])
        assertDiagnostics(inSchema("@JSONStringCodablePref var homepage: URL?"), [])
    }

    @Test func misuseGeneratesNoCodeButAccessorsThatNeedNothing() {
        let result = expand(inSchema("@Pref var a: Int"))
        #expect(!result.source.contains("_$pref_a"))
        #expect(!result.source.contains("_$observationRegistrar.access"))
        // Without accessors the compiler would add "did not produce a non-observing accessor".
        #expect(result.source.contains("get {"))
    }

    @Test func misusedLetGetsNoAccessors() {
        // The compiler refuses accessors on a `let` with errors of its own.
        #expect(!expand(inSchema("@Pref let a: Int = 0")).source.contains("get {"))
    }
}

/// `@Pref` belongs in the body of a `@PrefsSchema` class, which generates what its accessors use.
@Suite struct PrefOutsideSchemaTests {
    @Test func inAClassWithoutPrefsSchema() {
        let result = expand(
            """
            final class Settings {
                @Pref var launches: Int = 0
            }
            """)
        #expect(
            result.diagnostics == [
                "2:5: '@Pref' can only be used in a '@PrefsSchema' class; add '@PrefsSchema' to class 'Settings'"
            ])
        // Accessors that use nothing the schema would generate, and no peers.
        #expect(!result.source.contains("_$observationRegistrar"))
        #expect(!result.source.contains("_$pref_launches"))
        #expect(result.source.contains("get {"))
    }

    @Test func inAStruct() {
        assertDiagnostics(
            "struct Settings {\n    @JSONDataCodablePref var frame: Frame?\n}",
            ["2:5: '@JSONDataCodablePref' can only be used in a '@PrefsSchema' class, not in struct 'Settings'"])
    }

    @Test func inAnExtensionOfASchema() {
        assertDiagnostics(
            "extension AppPrefs {\n    @Pref var launches: Int = 0\n}",
            ["2:5: '@Pref' must be declared in the body of its '@PrefsSchema' class, not in an extension"])
    }

    @Test func atTheTopLevel() {
        assertDiagnostics(
            "@Pref var launches: Int = 0",
            ["1:1: '@Pref' can only be used in a '@PrefsSchema' class"])
    }
}
