import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The search evaluation on a second corpus Prefs did not write: WezTerm's configuration
/// (``WezTermSettingsCorpus``) and the queries of ``WezTermSearchLabels``, frozen before any result was seen.
/// No floors yet: the first run reports the figures as they are.
@Suite struct WezTermSearchEvaluationTests {
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

    @Test func lexicalQueries() throws {
        let report = try Self.report(WezTermSearchLabels.lexical)
        report.expectFloors("WezTerm settings, lexical", [:])
    }

    @Test func intentQueries() throws {
        let report = try Self.report(WezTermSearchLabels.intent)
        report.expectFloors("WezTerm settings", [:])
    }
}
