import Testing

/// Measures how well a search answers labelled queries: the mean reciprocal rank (MRR) per category.
///
/// Label each query with the node IDs a person would accept as the answer and a category ("exact", "typo",
/// "synonym", …), then run the evaluation against any ranking. A query scores 1 when an accepted node comes first,
/// 1/2 when it comes second, and 0 when none is found.
///
/// A test harness, not library code: `PrefsTests` compiles this file, and `PrefsDemoTests` compiles the same file
/// through a link (`Tests/PrefsDemoTests/Search/SettingsSearchEvaluation.swift`). It needs nothing but a closure
/// that searches.
///
/// ```swift
/// let evaluation = SettingsSearchEvaluation([
///     .init("make text bigger", expecting: ["appearance.text.fontSize"], category: "need"),
///     .init("font size", expecting: ["appearance.text.fontSize"], category: "exact"),
/// ])
/// let index = SettingsSearchIndex(tree)
/// let report = evaluation.run { index.results(for: $0, limit: 20).map(\.id) }
/// print(report.table)
/// #expect(report.meanReciprocalRank(of: "need") >= 0.7)
/// ```
struct SettingsSearchEvaluation: Sendable {
    /// One labelled query.
    struct Query: Sendable, Hashable {
        /// What a person types.
        var text: String
        /// The IDs of the nodes that answer it; the best-ranked one counts.
        var expected: [String]
        /// The kind of query, for the per-category figures.
        var category: String

        /// A query, the node IDs that answer it, and its category.
        init(_ text: String, expecting expected: [String], category: String) {
            self.text = text
            self.expected = expected
            self.category = category
        }
    }

    /// How one query fared.
    struct Outcome: Sendable, Hashable {
        var query: Query
        /// The 1-based rank of the first expected node, or `nil` when none was returned.
        var rank: Int?
        /// The ID ranked first, if any.
        var best: String?

        /// 1/rank, or 0 when the expected nodes were not found.
        var reciprocalRank: Double { rank.map { 1 / Double($0) } ?? 0 }
    }

    /// The outcomes of every query, in the order given.
    struct Report: Sendable {
        var outcomes: [Outcome]

        /// The categories, in the order they first appear.
        var categories: [String] {
            var seen: Set<String> = []
            return outcomes.map(\.query.category).filter { seen.insert($0).inserted }
        }

        /// The mean reciprocal rank of the queries in `category`, or of every query when `nil`.
        func meanReciprocalRank(of category: String? = nil) -> Double {
            let chosen = outcomes.filter { category == nil || $0.query.category == category }
            guard !chosen.isEmpty else { return 0 }
            return chosen.map(\.reciprocalRank).reduce(0, +) / Double(chosen.count)
        }

        /// The queries whose expected node was not ranked first.
        var misses: [Outcome] { outcomes.filter { $0.rank != 1 } }

        /// A Markdown table: one row per category (queries, first place, found in the results, MRR), then all.
        var table: String {
            var lines = ["| category | queries | first | found | MRR |", "|---|---:|---:|---:|---:|"]
            func row(_ name: String, _ chosen: [Outcome], _ category: String?) {
                let first = chosen.count { $0.rank == 1 }
                let found = chosen.count { $0.rank != nil }
                let mrr = meanReciprocalRank(of: category)
                lines.append("| \(name) | \(chosen.count) | \(first) | \(found) | \(Self.format(mrr)) |")
            }
            for category in categories {
                row(category, outcomes.filter { $0.query.category == category }, category)
            }
            row("all", outcomes, nil)
            return lines.joined(separator: "\n")
        }

        static func format(_ value: Double) -> String {
            let thousandths = Int((value * 1000).rounded())
            let fraction = String(thousandths % 1000)
            return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
    }

    /// The labelled queries.
    var queries: [Query]

    /// An evaluation of `queries`.
    init(_ queries: [Query]) {
        self.queries = queries
    }

    /// Runs every query through `search`, which returns the IDs it found, best first.
    func run(_ search: (String) throws -> [String]) rethrows -> Report {
        var outcomes: [Outcome] = []
        for query in queries {
            let ids = try search(query.text)
            let rank = ids.firstIndex { query.expected.contains($0) }.map { $0 + 1 }
            outcomes.append(Outcome(query: query, rank: rank, best: ids.first))
        }
        return Report(outcomes: outcomes)
    }
}

extension SettingsSearchEvaluation.Report {
    /// Prints the table, then records an issue for each category of `categories` whose queries do not all answer
    /// first, and for each query that misses.
    func expectEveryQueryFirst(
        _ title: String, categories: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        print("\(title), lexical queries:\n\(table)")
        for category in categories {
            #expect(meanReciprocalRank(of: category) == 1, "\(category)", sourceLocation: sourceLocation)
        }
        for miss in misses {
            Issue.record(
                "\(miss.query.text): rank \(miss.rank.map(String.init) ?? "none"), first \(miss.best ?? "-")",
                sourceLocation: sourceLocation)
        }
    }

    /// Prints the table and the misses, then expects each category's mean reciprocal rank (`"all"`: every query's) to
    /// reach its floor.
    func expectFloors(
        _ title: String, _ floors: [String: Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        print("\(title), intent queries:\n\(table)")
        for miss in misses {
            print(
                "  \(miss.query.category) '\(miss.query.text)': rank \(miss.rank.map(String.init) ?? "none"), first \(miss.best ?? "-")"
            )
        }
        for (category, floor) in floors {
            let reached = meanReciprocalRank(of: category == "all" ? nil : category)
            #expect(reached >= floor, "\(category): \(reached) < \(floor)", sourceLocation: sourceLocation)
        }
    }
}
