import Foundation
import Testing

/// The expansion Docs/Architecture.md shows (its ```` ```swift expansion ```` block) is what `@Pref` generates.
@Suite struct DocumentedExpansionTests {
    @Test func architectureShowsTheRealExpansionOfAPref() throws {
        let page = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Docs/Architecture.md")
        let markdown = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(markdown.range(of: "```swift expansion\n"))
        let end = try #require(markdown[start.upperBound...].range(of: "\n```\n"))
        let block = markdown[start.upperBound..<end.lowerBound]
        let indented = block.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "    " + $0
        }
        assertExpansion(
            "@PrefsSchema final class AppPrefs {\n    @Pref var launches: Int = 0\n}",
            expandsTo: "@PrefsSchema final class AppPrefs {\n" + indented.joined(separator: "\n") + "\n}",
            only: preferenceMacros)
    }
}
