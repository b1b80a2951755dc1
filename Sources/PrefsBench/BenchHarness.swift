import Synchronization

/// Where measured work leaves its results, so that the optimiser cannot remove the work.
///
/// Each sample folds what its operations returned into one `Int` and passes it to ``consume(_:)``; the total is
/// printed at the end of a run (as `checksum`), so it is observable output.
enum BenchSink {
    private static let total = Atomic<Int>(0)

    /// Keeps `value` alive. Not inlined, so the caller must really compute it.
    @inline(never)
    static func consume(_ value: Int) {
        total.add(value, ordering: .relaxed)
    }

    /// Everything consumed so far, wrapped around on overflow.
    static var checksum: Int { total.load(ordering: .relaxed) }
}

/// Per-operation times of one side of a row, in nanoseconds.
struct BenchFigures: Sendable {
    /// The median over samples of (sample time ÷ operations in the sample).
    var median: Double
    /// The 99th percentile of the same.
    var p99: Double
    var samples: Int
    var operationsPerSample: Int

    init(perOperation times: [Double], operationsPerSample: Int) {
        let sorted = times.sorted()
        median = Self.percentile(0.5, of: sorted)
        p99 = Self.percentile(0.99, of: sorted)
        samples = sorted.count
        self.operationsPerSample = operationsPerSample
    }

    /// The nearest-rank percentile: the smallest time that at least `fraction` of the samples do not exceed.
    private static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// How long to measure one row.
struct BenchPlan: Sendable {
    /// Samples per side, at most.
    var samples: Int
    /// At least this many samples per side, even past ``timeLimit``.
    var minimumSamples: Int
    /// Operations are batched until one sample takes at least this long (1 for slow operations).
    var sampleTime: Duration
    /// Time spent running both sides before measuring.
    var warmUp: Duration
    /// Sampling stops after this long once ``minimumSamples`` are taken.
    var timeLimit: Duration
}

/// Runs operations under a clock: warm-up, batching of tiny operations, interleaved samples.
enum BenchHarness {
    /// A measured operation: runs `count` operations and returns a value derived from their results.
    typealias Operation = (_ count: Int) -> Int

    /// Measures `subject` and, when given, `baseline` with the same plan, alternating one sample of each so that
    /// both see the same machine state (frequency changes, other processes).
    static func compare(
        _ subject: @escaping Operation, against baseline: Operation?, plan: BenchPlan
    ) -> (subject: BenchFigures, baseline: BenchFigures?) {
        let sides = [subject] + (baseline.map { [$0] } ?? [])
        let counts = sides.map { batchSize(of: $0, plan: plan) }
        let clock = ContinuousClock()
        let warmUpEnd = clock.now.advanced(by: plan.warmUp)
        while clock.now < warmUpEnd {
            for (side, count) in zip(sides, counts) { BenchSink.consume(side(count)) }
        }
        var times = sides.map { _ in [Double]() }
        let start = clock.now
        while times[0].count < plan.samples {
            if times[0].count >= plan.minimumSamples, clock.now - start > plan.timeLimit { break }
            for index in sides.indices {
                times[index].append(sample(sides[index], count: counts[index], clock: clock))
            }
        }
        let figures = zip(times, counts).map { BenchFigures(perOperation: $0, operationsPerSample: $1) }
        return (figures[0], figures.count > 1 ? figures[1] : nil)
    }

    /// Nanoseconds per operation for one sample of `count` operations.
    private static func sample(_ operation: Operation, count: Int, clock: ContinuousClock) -> Double {
        let begin = clock.now
        let result = operation(count)
        let elapsed = clock.now - begin
        BenchSink.consume(result)
        return nanoseconds(elapsed) / Double(count)
    }

    /// The number of operations one sample needs to last at least `plan.sampleTime` (doubling from 1).
    ///
    /// A single operation that takes longer is believed only when it does so twice: the first run may be a first use
    /// that sets things up (a schema subscribing to its storage), and taking it for the cost of every operation would
    /// leave a tiny operation timed one at a time, where the clock's own cost and resolution dominate.
    private static func batchSize(of operation: Operation, plan: BenchPlan) -> Int {
        let clock = ContinuousClock()
        var count = 1
        var slowSingleRuns = 0
        while count < 1 << 24 {
            let begin = clock.now
            BenchSink.consume(operation(count))
            let elapsed = clock.now - begin
            if elapsed >= plan.sampleTime {
                slowSingleRuns += 1
                if count > 1 || slowSingleRuns > 2 { break }
                continue
            }
            let scale = elapsed > .zero ? nanoseconds(plan.sampleTime) / nanoseconds(elapsed) : 16
            count = max(count * 2, Int(Double(count) * min(scale * 1.1, 16)))
        }
        return count
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
