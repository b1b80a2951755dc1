import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The search evaluation on a desktop's settings (``DesktopSettingsFixture``): every lexical category answers first,
/// and queries phrased as people phrase a need stay at or above the mean reciprocal ranks reached (``intentFloors``).
@Suite struct SearchEvaluationTests {
    static let tree = DesktopSettingsFixture.tree()
    static let lexicalCategories = ["exact", "prefix", "word", "typo", "summary", "multi-word", "folded"]
    /// The mean reciprocal ranks reached (Docs/SettingsTree.md), as floors: a regression fails.
    static let intentFloors = ["all": 0.81, "synonym": 0.80, "need": 0.82, "stemmed": 0.79]

    static func report(_ queries: [SettingsSearchEvaluation.Query]) -> SettingsSearchEvaluation.Report {
        let index = SettingsSearchIndex(tree)
        return SettingsSearchEvaluation(queries).run { index.results(for: $0, limit: 20).map(\.id) }
    }

    @Test func fixtureIsValidAndEveryLabelNamesANode() throws {
        try Self.tree.validate()
        #expect(Self.tree.nodeCount >= 200)
        #expect(DesktopSearchLabels.intent.count >= 50)
        for query in DesktopSearchLabels.lexical + DesktopSearchLabels.intent {
            for id in query.expected {
                #expect(Self.tree.node(withID: id) != nil, "\(query.text): unknown id \(id)")
            }
        }
    }

    @Test func lexicalQueriesAllAnswerFirst() {
        let report = Self.report(DesktopSearchLabels.lexical)
        report.expectEveryQueryFirst(
            "Desktop settings (\(Self.tree.nodeCount) nodes)", categories: Self.lexicalCategories)
    }

    @Test func intentQueriesReachTheFloor() {
        let report = Self.report(DesktopSearchLabels.intent)
        report.expectFloors("Desktop settings", Self.intentFloors)
    }
}
