import PrefsCommandLine
import PrefsKitCompatibility

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Search over the synthetic settings tree: building the index, and a mix of queries.
enum SearchBenchCases {
    /// Prefixes, single words, several words, typos and a query with no match.
    static let queries = [
        "cache", "proxy timeout", "notifcations", "secure", "font size", "backgroud", "keyboard shortcut", "zzz",
        "automatic backup interval", "privacy", "camera", "lo", "update policy", "battery level", "spelling",
    ]
    /// Joined compound words ("fontsize" for "Font Size"): each is first searched as typed, then split in two.
    static let compoundQueries = [
        "fontsize", "proxytimeout", "keyboardshortcut", "backupinterval", "cachelimit", "autobackup", "trackpaddelay",
        "passwordpolicy", "updatepolicy", "batterylevel", "windowstyle", "sidebarmode", "downloadpath", "clockformat",
        "wallpaper",
    ]
    static let limit = 20

    static func cases(_ configuration: BenchConfiguration) -> [BenchCase] {
        let tree = SettingsTree.syntheticTree(nodeCount: configuration.treeNodeCount)
        let nodes = "\(configuration.treeNodeCount.formatted())-node"
        return [
            BenchCase("search-index") { indexRow(tree, nodes: nodes, configuration) },
            BenchCase("search") { searchRow(tree, nodes: nodes, configuration) },
            BenchCase("search-compound") { compoundRow(tree, nodes: nodes, configuration) },
        ]
    }

    private static func indexRow(_ tree: SettingsTree, nodes: String, _ configuration: BenchConfiguration) -> BenchRow {
        BenchRow.measure(
            "search-index", "SettingsSearchIndex(tree) of a \(nodes) tree",
            plan: BenchPlan(
                samples: configuration.quick ? 2 : 10, minimumSamples: 2, sampleTime: .zero, warmUp: .zero,
                timeLimit: .seconds(configuration.quick ? 0 : 4)),
            target: .medianBelow(nanoseconds: 20_000_000),
            subject: { count in
                var total = 0
                for _ in 0..<count { total &+= SettingsSearchIndex(tree).count }
                return total
            }, baseline: nil)
    }

    private static func searchRow(_ tree: SettingsTree, nodes: String, _ configuration: BenchConfiguration) -> BenchRow
    {
        let index = SettingsSearchIndex(tree)
        var titles: [[UInt8]] = []
        tree.forEachNode { node, _ in titles.append(Array(node.title.lowercased().utf8)) }
        let patterns = queries.map { Array($0.lowercased().utf8) }
        var nextBaseline = 0
        return BenchRow.measure(
            "search", "ranked search, \(queries.count) mixed queries in turn, limit \(limit), \(nodes) tree",
            plan: configuration.search, target: .medianBelow(nanoseconds: 1_000_000),
            subject: searching(index, for: queries),
            baseline: (
                "substring scan of the lowercased titles (no ranking, no typos)",
                { count in
                    var total = 0
                    for _ in 0..<count {
                        let pattern = patterns[nextBaseline % patterns.count]
                        total &+= min(titles.count { contains($0, pattern) }, limit)
                        nextBaseline &+= 1
                    }
                    return total
                }
            ))
    }

    /// The joined compound words against the mixed queries of the `search` row: what splitting costs a query.
    private static func compoundRow(_ tree: SettingsTree, nodes: String, _ configuration: BenchConfiguration)
        -> BenchRow
    {
        let index = SettingsSearchIndex(tree)
        return BenchRow.measure(
            "search-compound",
            "ranked search, \(compoundQueries.count) joined compound words in turn, limit \(limit), \(nodes) tree",
            plan: configuration.search, target: .medianBelow(nanoseconds: 1_000_000),
            subject: searching(index, for: compoundQueries),
            baseline: ("the `search` row's mixed queries", searching(index, for: queries)))
    }

    /// An operation that searches `index` for `queries` in turn, one query per operation.
    private static func searching(_ index: SettingsSearchIndex, for queries: [String]) -> BenchHarness.Operation {
        var next = 0
        return { count in
            var total = 0
            for _ in 0..<count {
                total &+= index.results(for: queries[next % queries.count], limit: limit).count
                next &+= 1
            }
            return total
        }
    }

    /// Whether `text` contains `pattern`: each position holding the pattern's first byte is compared with `memcmp`.
    private static func contains(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first, pattern.count <= text.count else { return pattern.isEmpty }
        return text.withUnsafeBufferPointer { text in
            pattern.withUnsafeBufferPointer { pattern in
                for start in 0...(text.count - pattern.count) where text[start] == first {
                    if memcmp(text.baseAddress! + start, pattern.baseAddress!, pattern.count) == 0 { return true }
                }
                return false
            }
        }
    }
}
