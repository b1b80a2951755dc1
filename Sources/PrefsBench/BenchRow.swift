/// What a row must achieve to pass.
enum BenchTarget: Sendable {
    /// The subject's median is at most this many times the baseline's.
    case ratio(Double)
    /// The subject's median is below this many nanoseconds.
    case medianBelow(nanoseconds: Double)
}

/// One line of the benchmark table: an operation measured beside its baseline in the same run.
struct BenchRow: Sendable {
    /// A stable identifier, for comparing runs (`cached-read`, `json-open`, …).
    var id: String
    /// What the measured operation does.
    var operation: String
    var subject: BenchFigures
    /// What the baseline does, or `nil` when the row has none.
    var baselineName: String?
    var baseline: BenchFigures?
    var target: BenchTarget?
    /// For the read-under-write rows: the reads over 1 ms and the slowest read.
    var latency: BenchLatency? = nil

    /// The subject's median over the baseline's.
    var ratio: Double? {
        guard let baseline, baseline.median > 0 else { return nil }
        return subject.median / baseline.median
    }

    /// Whether the target is met; `nil` when the row has no target.
    var isMet: Bool? {
        switch target {
        case nil: nil
        case .ratio(let limit): ratio.map { $0 <= limit }
        case .medianBelow(let limit): subject.median < limit
        }
    }

    /// Measures `subject` beside `baseline` with `plan` and makes the row.
    static func measure(
        _ id: String, _ operation: String, plan: BenchPlan, target: BenchTarget? = nil,
        subject: @escaping BenchHarness.Operation, baseline: (name: String, operation: BenchHarness.Operation)?
    ) -> BenchRow {
        let figures = BenchHarness.compare(subject, against: baseline?.operation, plan: plan)
        return BenchRow(
            id: id, operation: operation, subject: figures.subject, baselineName: baseline?.name,
            baseline: figures.baseline, target: target)
    }
}

/// A row not yet measured: its identifier, and the setup and measurement that produce it.
struct BenchCase {
    let id: String
    let measure: () throws -> BenchRow

    init(_ id: String, _ measure: @escaping () throws -> BenchRow) {
        self.id = id
        self.measure = measure
    }
}
