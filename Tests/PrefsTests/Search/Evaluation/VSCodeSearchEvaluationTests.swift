import Prefs
import Testing

@testable import PrefsCore

/// The search evaluation on a corpus Prefs did not write: Visual Studio Code's settings (``VSCodeSettingsCorpus``)
/// and the queries of ``VSCodeSearchLabels``.
@Suite struct VSCodeSearchEvaluationTests {
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
}
