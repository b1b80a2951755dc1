import Foundation
import PrefsSearch
import Testing

@testable import PrefsBench

/// The 10,000-node tree and the queries the benchmark (`PrefsBench`) uses, both declared in PrefsBench.
@Suite struct SearchBenchmarkTests {
    @Test(arguments: [0, 1, 7, 200, 10_000])
    func syntheticTreeHasExactlyTheRequestedNodesAndValidIDs(count: Int) throws {
        let tree = SettingsTree.syntheticTree(nodeCount: count)
        #expect(tree.nodeCount == count)
        try tree.validate()
        #expect(tree == SettingsTree.syntheticTree(nodeCount: count))
    }

    /// The benchmark's queries over its tree find what they should; how fast is measured by `PrefsBench`
    /// (Docs/Performance.md), never here.
    @Test func benchmarkQueriesFindResults() {
        let index = SettingsSearchIndex(SettingsTree.syntheticTree(nodeCount: 10_000))
        // The synthetic vocabulary has no notifications: that typo query measures the typo pass finding nothing.
        let empty = SearchBenchCases.queries.filter { index.results(for: $0, limit: 20).isEmpty }
        #expect(empty == ["notifcations", "zzz"])
    }
}
