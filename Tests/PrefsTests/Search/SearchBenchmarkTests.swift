import Foundation
import Prefs
import Testing

/// The 10,000-node tree the benchmark uses; timings are printed, never asserted.
@Suite struct SearchBenchmarkTests {
    static let queries = [
        "cache", "proxy timeout", "notifcations", "secure", "font size", "backgroud", "keyboard shortcut", "zzz",
        "automatic backup interval", "privacy", "camera", "lo", "update policy", "battery level", "spelling",
    ]

    @Test(arguments: [0, 1, 7, 200, 10_000])
    func syntheticTreeHasExactlyTheRequestedNodesAndValidIDs(count: Int) throws {
        let tree = SettingsTree.syntheticTree(nodeCount: count)
        #expect(tree.nodeCount == count)
        try tree.validate()
        #expect(tree == SettingsTree.syntheticTree(nodeCount: count))
    }

    @Test func searchOverTenThousandNodesPrintsItsTiming() {
        let tree = SettingsTree.syntheticTree(nodeCount: 10_000)
        let clock = ContinuousClock()
        var index: SettingsSearchIndex?
        let build = clock.measure { index = SettingsSearchIndex(tree) }
        guard let index else { return }
        var durations: [Duration] = []
        var found = 0
        for round in 0..<20 {
            for query in Self.queries {
                var count = 0
                durations.append(clock.measure { count = index.results(for: query, limit: 20).count })
                if round == 0 { found += count }
            }
        }
        durations.sort()
        print(
            "Search over \(index.count) searchable of 10,000 nodes (this build's configuration): index \(build),",
            "median \(durations[durations.count / 2]), p99 \(durations[durations.count * 99 / 100]),",
            "\(found) results for \(Self.queries.count) queries")
        #expect(found > 0)
        #expect(index.results(for: "zzz").isEmpty)
    }
}
