import Testing

/// Every misuse of `@Pref` and its family is a compile-time error with a clear message, never invalid code.
@Suite struct PrefMacroDiagnosticsTests {
    @Test func letIsRejectedWithAFixIt() {
        assertDiagnostics(
            "final class P { @Pref let a: Int = 0 }",
            ["'@Pref' requires 'var' @ let [fix-it: use 'var']"])
    }

    @Test func missingTypeAnnotation() {
        assertDiagnostics(
            "final class P { @Pref var a = 0 }",
            ["'@Pref' requires a type annotation, such as 'var count: Int = 0' @ a = 0"])
    }

    @Test func nonOptionalWithoutDefault() {
        assertDiagnostics(
            "final class P { @Pref var a: Int }",
            ["'@Pref' requires a default value for non-optional type 'Int' @ a: Int"])
    }

    @Test func optionalWithDefault() {
        assertDiagnostics(
            "final class P { @Pref var a: String? = \"x\" }",
            ["'@Pref' optional type 'String?' cannot have a default value; it is nil when absent @ \"x\""])
    }

    @Test func computedProperty() {
        assertDiagnostics(
            "final class P { @Pref var a: Int { 1 } }",
            ["'@Pref' cannot be applied to a computed property; it generates the accessors @ { 1 }"])
    }

    @Test(arguments: ["static", "class"])
    func staticProperty(modifier: String) {
        assertDiagnostics(
            "final class P { @Pref \(modifier) var a: Int = 0 }",
            [
                "'@Pref' cannot be applied to a '\(modifier)' property; preferences belong to a schema instance @ \(modifier)"
            ])
    }

    @Test func lazyProperty() {
        assertDiagnostics(
            "final class P { @Pref lazy var a: Int = 0 }",
            ["'@Pref' cannot be applied to a 'lazy' property @ lazy"])
    }

    @Test func multipleBindings() {
        assertDiagnostics(
            "final class P { @Pref var a: Int = 0, b: Int = 1 }",
            // SwiftSyntax refuses before the macro runs; the compiler reports the same.
            [
                "accessor macro can only be applied to a single variable @ @Pref var a: Int = 0, b: Int = 1",
                "peer macro can only be applied to a single variable @ @Pref",
            ])
    }

    @Test func unknownArgument() {
        assertDiagnostics(
            "final class P { @Pref(name: \"x\") var a: Int = 0 }",
            [
                "'@Pref' has no argument 'name'; expected 'key:', 'legacyKeys:', 'coding:' or 'encode:decode:' @ name: \"x\""
            ])
    }

    @Test func unlabeledArgument() {
        assertDiagnostics(
            "final class P { @Pref(\"x\") var a: Int = 0 }",
            ["'@Pref' has no argument '_'; expected 'key:', 'legacyKeys:', 'coding:' or 'encode:decode:' @ \"x\""])
    }

    @Test func encodeWithoutDecode() {
        assertDiagnostics(
            "final class P { @Pref(encode: { $0 }) var a: Int = 0 }",
            ["'@Pref' needs both 'encode:' and 'decode:' @ encode: { $0 }"])
    }

    @Test func codingMacrosTakeOnlyAKey() {
        assertDiagnostics(
            "final class P { @RawRepresentablePref(coding: .x) var a: Theme = .dark }",
            ["'@RawRepresentablePref' has no argument 'coding'; expected 'key:' or 'legacyKeys:' @ coding: .x"])
    }

    @Test func severalProblemsAreAllReported() {
        assertDiagnostics(
            "final class P { @Pref static let a: Int }",
            [
                "'@Pref' requires 'var' @ let [fix-it: use 'var']",
                "'@Pref' cannot be applied to a 'static' property; preferences belong to a schema instance @ static",
                "'@Pref' requires a default value for non-optional type 'Int' @ a: Int",
            ])
    }

    @Test func misuseGeneratesNoCode() {
        let result = expand("final class P { @Pref var a: Int }")
        #expect(!result.source.contains("_$pref_a"))
        #expect(!result.source.contains("get {"))
    }
}
