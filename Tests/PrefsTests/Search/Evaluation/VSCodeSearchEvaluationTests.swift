import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The search evaluation on a corpus Prefs did not write: Visual Studio Code's settings (``VSCodeSettingsCorpus``)
/// and the queries of ``VSCodeSearchLabels``, frozen before the ranking was tuned. Every lexical category answers
/// first, and intent queries stay at or above the mean reciprocal rank the ranking reached (a regression fails).
@Suite struct VSCodeSearchEvaluationTests {
    static let lexicalCategories = ["exact", "prefix", "word", "typo", "summary", "multi-word", "folded"]
    /// The mean reciprocal ranks reached (Docs/SettingsTree.md), as floors: a regression fails.
    static let intentFloors = ["all": 0.70, "synonym": 0.60, "need": 0.72, "stemmed": 0.72]

    static func report(_ queries: [SettingsSearchEvaluation.Query]) throws -> SettingsSearchEvaluation.Report {
        let index = SettingsSearchIndex(try VSCodeSettingsCorpus.tree())
        return SettingsSearchEvaluation(queries).run { index.results(for: $0, limit: 20).map(\.id) }
    }

    @Test func corpusIsValidAndEveryLabelNamesANode() throws {
        let tree = try VSCodeSettingsCorpus.tree()
        try tree.validate()
        #expect(tree.nodeCount >= 800)
        #expect(VSCodeSearchLabels.intent.count >= 40)
        for query in VSCodeSearchLabels.lexical + VSCodeSearchLabels.intent {
            for id in query.expected {
                #expect(tree.node(withID: id) != nil, "\(query.text): unknown id \(id)")
            }
        }
    }

    @Test func lexicalQueriesAllAnswerFirst() throws {
        let report = try Self.report(VSCodeSearchLabels.lexical)
        report.expectEveryQueryFirst("VS Code settings", categories: Self.lexicalCategories)
    }

    @Test func intentQueriesReachTheFloor() throws {
        let report = try Self.report(VSCodeSearchLabels.intent)
        report.expectFloors("VS Code settings", Self.intentFloors)
    }
}
