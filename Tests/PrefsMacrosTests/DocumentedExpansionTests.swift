import Foundation
import Testing

/// The expansion Docs/Architecture.md shows (its ```` ```swift expansion ```` block) is what the plugin generates for
/// `@Pref var launches: Int = 0`: the property with its accessors, then its peers.
@Suite struct DocumentedExpansionTests {
    @Test func architectureShowsTheRealExpansionOfAPref() throws {
        let page = GoldenCorpus.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Docs/Architecture.md")
        let markdown = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(markdown.range(of: "```swift expansion\n"))
        let end = try #require(markdown[start.upperBound...].range(of: "\n```\n"))
        let block = String(markdown[start.upperBound..<end.lowerBound])
        // The requests the compiler sent for that declaration (the corpus's copy of the README's first schema).
        let file = try #require(GoldenCorpus.files.first { $0.contains("architecture-shows-the-real-expansion") })
        let exchanges = try GoldenCorpus.exchanges(in: file)
        func expansion(_ role: String) throws -> String {
            let request = try #require(
                exchanges.first {
                    $0.request["expandAttachedMacro"]?["macroRole"]?.string == role
                        && $0.request["expandAttachedMacro"]?["macro"]?["typeName"]?.string == "PrefMacro"
                }?.request)
            return try #require(GoldenCorpus.reply(to: request)["expandMacroResult"]?["expandedSource"]?.string)
        }
        let generated = "var launches: Int " + (try expansion("accessor")) + "\n\n" + (try expansion("peer"))
        #expect(GoldenCorpus.normalizedTokens(block) == GoldenCorpus.normalizedTokens(generated), "\(generated)")
    }
}
