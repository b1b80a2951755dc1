import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The search evaluations on corpora Prefs did not write (``HeldOutCorpus``): every lexical category answers first,
/// and intent queries stay at or above the mean reciprocal rank measured (a regression fails).
@Suite struct HeldOutCorpusEvaluationTests {
    static let lexicalCategories = ["exact", "prefix", "word", "typo", "summary", "multi-word", "folded"]

    @Test(arguments: HeldOutCorpus.all)
    func corpusIsValidAndEveryLabelNamesANode(corpus: HeldOutCorpus) throws {
        let tree = try corpus.tree()
        try tree.validate()
        #expect(tree.nodeCount >= corpus.minimumNodeCount)
        #expect(corpus.intent.count >= corpus.minimumIntentQueries)
        for query in corpus.lexical + corpus.intent {
            for id in query.expected {
                #expect(tree.node(withID: id) != nil, "\(query.text): unknown id \(id)")
            }
        }
    }

    @Test(arguments: HeldOutCorpus.all)
    func lexicalQueriesAllAnswerFirst(corpus: HeldOutCorpus) throws {
        try corpus.report(corpus.lexical).expectEveryQueryFirst(corpus.name, categories: Self.lexicalCategories)
    }

    @Test(arguments: HeldOutCorpus.all)
    func intentQueriesReachTheFloor(corpus: HeldOutCorpus) throws {
        try corpus.report(corpus.intent).expectFloors(corpus.name, corpus.intentFloors)
    }
}
