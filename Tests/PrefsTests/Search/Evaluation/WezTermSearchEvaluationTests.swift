import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The search evaluation on a second corpus Prefs did not write: WezTerm's configuration
/// (``WezTermSettingsCorpus``) and the queries of ``WezTermSearchLabels``, frozen before any result was seen.
/// Every lexical category answers first, and intent queries stay at or above the mean reciprocal rank measured on
/// the first run, before any tuning (a regression fails).
@Suite struct WezTermSearchEvaluationTests {
    static let lexicalCategories = ["exact", "prefix", "word", "typo", "summary", "multi-word", "folded"]
    /// The mean reciprocal ranks measured on the first run (Docs/SettingsTree.md), as floors.
    static let intentFloors = ["all": 0.75, "synonym": 0.69, "need": 0.75, "stemmed": 0.87]

    static func report(_ queries: [SettingsSearchEvaluation.Query]) throws -> SettingsSearchEvaluation.Report {
        let index = SettingsSearchIndex(try WezTermSettingsCorpus.tree())
        return SettingsSearchEvaluation(queries).run { index.results(for: $0, limit: 20).map(\.id) }
    }

    @Test func corpusIsValidAndEveryLabelNamesANode() throws {
        let tree = try WezTermSettingsCorpus.tree()
        try tree.validate()
        #expect(tree.nodeCount >= 180)
        #expect(WezTermSearchLabels.intent.count >= 50)
        for query in WezTermSearchLabels.lexical + WezTermSearchLabels.intent {
            for id in query.expected {
                #expect(tree.node(withID: id) != nil, "\(query.text): unknown id \(id)")
            }
        }
    }

    @Test func lexicalQueriesAllAnswerFirst() throws {
        let report = try Self.report(WezTermSearchLabels.lexical)
        report.expectEveryQueryFirst("WezTerm settings", categories: Self.lexicalCategories)
    }

    @Test func intentQueriesReachTheFloor() throws {
        let report = try Self.report(WezTermSearchLabels.intent)
        report.expectFloors("WezTerm settings", Self.intentFloors)
    }
}
