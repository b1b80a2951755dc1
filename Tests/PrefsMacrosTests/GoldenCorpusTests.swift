import Testing

/// The plugin answers the compiler as the plugin it replaced (built on the toolchain's syntax library) did, for every declaration of the
/// corpus: the same expansions (after `GoldenCorpus.normalizedTokens`) and the same diagnostics, at the same offsets,
/// with the same highlights and fix-its. Docs/Architecture.md lists the deliberate differences, each with a golden
/// of its own recorded from the new plugin.
@Suite struct GoldenCorpusTests {
    @Test func theCorpusIsComplete() throws {
        // Every schema of the tests, docs, README, demo and seed README, and the reader's adversarial cases. (A few
        // files the compiler refuses before it expands anything, such as an extension of an unknown type, record no
        // exchange; they do not count.)
        let asked = try GoldenCorpus.files.filter { try !GoldenCorpus.exchanges(in: $0).isEmpty }
        #expect(asked.count >= 300)
        for origin in ["adversarial", "demo", "docs", "macro-tests", "seed", "tests"] {
            #expect(GoldenCorpus.files.contains { $0.hasPrefix(origin + "/") }, "no golden from \(origin)")
        }
    }

    @Test(arguments: GoldenCorpus.files)
    func repliesMatchTheRecording(file: String) throws {
        for exchange in try GoldenCorpus.exchanges(in: file) {
            let reply = GoldenCorpus.reply(to: exchange.request)
            let expected = GoldenCorpus.comparable(exchange.response)
            let actual = GoldenCorpus.comparable(reply)
            #expect(
                actual == expected,
                """
                request: \(String(decoding: exchange.request.serialized, as: UTF8.self).prefix(1_500))
                recorded: \(String(decoding: exchange.response.serialized, as: UTF8.self))
                replayed: \(String(decoding: reply.serialized, as: UTF8.self))
                """)
        }
    }

    @Test func aDifferentExpansionIsCaught() throws {
        // The comparison is not blind: a changed token, a dropped diagnostic or a moved offset each differ.
        let source = "var a: Int {\n    get { 1 }\n}"
        let base = JSON.object([
            ("expandMacroResult", .object([("expandedSource", .string(source)), ("diagnostics", .array([]))]))
        ])
        let spaced = JSON.object([
            (
                "expandMacroResult",
                .object([("expandedSource", .string("var a : Int { get {  1 } }")), ("diagnostics", .array([]))])
            )
        ])
        let changed = JSON.object([
            (
                "expandMacroResult",
                .object([("expandedSource", .string("var a: Int { get { 2 } }")), ("diagnostics", .array([]))])
            )
        ])
        #expect(GoldenCorpus.comparable(base) == GoldenCorpus.comparable(spaced))
        #expect(GoldenCorpus.comparable(base) != GoldenCorpus.comparable(changed))
        #expect(GoldenCorpus.normalizedTokens("\"a  b\"") != GoldenCorpus.normalizedTokens("\"a b\""))
    }
}
