import Foundation
import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The search evaluation on PrefsDemo's own schema, through `PrefsDemo search --json` as a user runs it: every lexical
/// category answers first, and queries phrased as people phrase a need stay at or above the mean reciprocal ranks
/// reached (``intentFloors``).
@Suite struct DemoSearchEvaluationTests {
    static let lexicalCategories = ["exact", "prefix", "word", "typo", "summary", "multi-word"]
    /// The mean reciprocal ranks reached (Docs/SettingsTree.md), as floors: a regression fails.
    static let intentFloors = ["all": 0.88, "synonym": 0.92, "need": 0.85, "stemmed": 0.91]

    static func report(_ queries: [SettingsSearchEvaluation.Query]) throws -> SettingsSearchEvaluation.Report {
        let sandbox = DemoSandbox()
        return try SettingsSearchEvaluation(queries).run { query in
            let run = try sandbox.run(["search", query, "--json", "--limit", "20"])
            let results = try #require(try run.json()["results"] as? [[String: Any]], "\(run)")
            return results.compactMap { $0["id"] as? String }
        }
    }

    @Test func everyLabelNamesANode() throws {
        let tree = try SettingsTree(jsonString: DemoSandbox().run(["schema", "--json"]).output)
        for query in DemoSearchLabels.lexical + DemoSearchLabels.intent {
            for id in query.expected {
                #expect(tree.node(withID: id) != nil, "\(query.text): unknown id \(id)")
            }
        }
    }

    @Test func lexicalQueriesAllAnswerFirst() throws {
        let report = try Self.report(DemoSearchLabels.lexical)
        report.expectEveryQueryFirst("PrefsDemo", categories: Self.lexicalCategories)
    }

    @Test func intentQueriesReachTheFloor() throws {
        let report = try Self.report(DemoSearchLabels.intent)
        report.expectFloors("PrefsDemo", Self.intentFloors)
    }
}
