import Foundation

/// A finished run: its rows and what it was run with, printed as a table or as JSON.
struct BenchReport: Sendable {
    var configuration: BenchConfiguration
    var rows: [BenchRow]
    var seconds: Double
    var checksum: Int
    var machine = BenchMachine.current

    // MARK: Table

    /// A Markdown table (readable in a terminal, pasteable into Docs/Performance.md) and the run's parameters.
    var table: String {
        let header = ["operation", "median", "p99", "baseline", "median", "p99", "ratio", "target", "met"]
        let lines = rows.map { row -> [String] in
            [
                row.operation, Self.time(row.subject.median), Self.time(row.subject.p99), row.baselineName ?? "—",
                row.baseline.map { Self.time($0.median) } ?? "—", row.baseline.map { Self.time($0.p99) } ?? "—",
                row.ratio.map { String(format: $0 < 0.1 ? "%.4f×" : "%.2f×", $0) } ?? "—", Self.targetText(row.target),
                row.isMet.map { $0 ? "yes" : "**no**" } ?? "—",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + lines).map { $0[column].count }.max() ?? 0
        }
        func render(_ cells: [String]) -> String {
            "| "
                + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        var text = ([render(header), rule] + lines.map(render)).joined(separator: "\n")
        text += "\n\n" + notes.joined(separator: "\n") + "\n"
        return text
    }

    private var notes: [String] {
        let met = rows.filter { $0.isMet == true }.count
        let targets = rows.filter { $0.target != nil }.count
        let latencies = rows.compactMap { row in
            row.latency.map { latency in
                "\(row.id): \(latency.reads) reads during \(latency.writes) durable writes "
                    + "(\(Self.time(latency.writeNanoseconds)) each); "
                    + "\(latency.readsOverOneMillisecond) took more than 1 ms; the slowest took "
                    + "\(Self.time(latency.slowestNanoseconds))."
            }
        }
        return latencies + [
            "Times are per operation: median and 99th percentile over samples (tiny operations are timed in batches "
                + "of about 20 µs and divided). Subject and baseline samples alternate.",
            "File writes are durable on both sides: the new file and its directory are fsynced (Foundation's .atomic "
                + "write fsyncs the file on Linux; the baseline adds the directory).",
            "Machine: \(machine.description). Files in \(configuration.directory.deletingLastPathComponent().path).",
            (configuration.quick ? "Quick run, rough figures. " : "")
                + "Targets met: \(met) of \(targets); \(String(format: "%.1f", seconds)) s; checksum \(checksum).",
        ]
    }

    static func time(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: String(format: "%.2f ns", nanoseconds)
        case ..<1_000: String(format: "%.1f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    private static func targetText(_ target: BenchTarget?) -> String {
        switch target {
        case nil: "—"
        case .ratio(let limit): "≤ \(limit.formatted())×"
        case .medianBelow(let limit): "median < \(time(limit))"
        }
    }

    // MARK: JSON

    /// The same figures as JSON, nanoseconds throughout, for comparing commits.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let document = Document(
            quick: configuration.quick,
            parameters: .init(
                fileKeys: configuration.fileKeyCount, batchChanges: configuration.batchCount,
                treeNodes: configuration.treeNodeCount, directory: configuration.directory.path),
            machine: machine, rows: rows.map(Document.Row.init), seconds: seconds, checksum: checksum)
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        struct Parameters: Encodable {
            var fileKeys: Int
            var batchChanges: Int
            var treeNodes: Int
            var directory: String
        }

        struct Figures: Encodable {
            var operation: String
            var medianNanoseconds: Double
            var p99Nanoseconds: Double
            var samples: Int
            var operationsPerSample: Int

            init(_ operation: String, _ figures: BenchFigures) {
                self.operation = operation
                medianNanoseconds = figures.median
                p99Nanoseconds = figures.p99
                samples = figures.samples
                operationsPerSample = figures.operationsPerSample
            }
        }

        struct Target: Encodable {
            var maximumRatio: Double?
            var maximumMedianNanoseconds: Double?
        }

        struct Row: Encodable {
            var id: String
            var subject: Figures
            var baseline: Figures?
            var ratio: Double?
            var target: Target?
            var met: Bool?
            var reads: Int?
            var writes: Int?
            var readsOverOneMillisecond: Int?
            var slowestReadNanoseconds: Double?
            var writeNanoseconds: Double?

            init(_ row: BenchRow) {
                id = row.id
                subject = Figures(row.operation, row.subject)
                if let name = row.baselineName, let figures = row.baseline {
                    baseline = Figures(name, figures)
                }
                ratio = row.ratio
                switch row.target {
                case nil: target = nil
                case .ratio(let limit): target = Target(maximumRatio: limit)
                case .medianBelow(let limit): target = Target(maximumMedianNanoseconds: limit)
                }
                met = row.isMet
                reads = row.latency?.reads
                writes = row.latency?.writes
                readsOverOneMillisecond = row.latency?.readsOverOneMillisecond
                slowestReadNanoseconds = row.latency?.slowestNanoseconds
                writeNanoseconds = row.latency?.writeNanoseconds
            }
        }

        var benchmark = "PrefsBench"
        var version = 1
        var quick: Bool
        var parameters: Parameters
        var machine: BenchMachine
        var rows: [Row]
        var seconds: Double
        var checksum: Int
    }
}
