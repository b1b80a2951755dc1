import Foundation

/// The sizes and measuring plans of one run, from the command-line options.
struct BenchConfiguration: Sendable {
    /// Few iterations and small files: every case runs, the figures are rough.
    var quick: Bool
    /// Keys in the benchmark's preference files.
    var fileKeyCount: Int
    /// Changes in the batch row.
    var batchCount: Int
    /// Nodes in the searched settings tree.
    var treeNodeCount: Int
    /// Where the benchmark writes its files.
    var directory: URL

    /// Operations that take nanoseconds: batched to samples of about 20 µs.
    var tiny: BenchPlan
    /// Operations that take milliseconds: one per sample.
    var file: BenchPlan
    /// The batch row, whose baseline makes `batchCount` durable writes per sample.
    var batch: BenchPlan
    /// Search queries: one per sample.
    var search: BenchPlan

    init(quick: Bool, directory: URL) {
        self.quick = quick
        self.directory = directory
        fileKeyCount = quick ? 1_000 : 10_000
        batchCount = quick ? 20 : 1_000
        treeNodeCount = quick ? 1_000 : 10_000
        tiny = BenchPlan(
            samples: quick ? 50 : 2_000, minimumSamples: quick ? 10 : 200, sampleTime: .microseconds(20),
            warmUp: .milliseconds(quick ? 2 : 50), timeLimit: .milliseconds(quick ? 50 : 1_500))
        file = BenchPlan(
            samples: quick ? 3 : 200, minimumSamples: quick ? 3 : 30, sampleTime: .zero,
            warmUp: .milliseconds(quick ? 0 : 100), timeLimit: .seconds(quick ? 0 : 3))
        batch = BenchPlan(
            samples: quick ? 2 : 5, minimumSamples: quick ? 2 : 3, sampleTime: .zero, warmUp: .zero,
            timeLimit: .seconds(quick ? 0 : 8))
        search = BenchPlan(
            samples: quick ? 30 : 3_000, minimumSamples: quick ? 15 : 300, sampleTime: .zero,
            warmUp: .milliseconds(quick ? 0 : 100), timeLimit: .seconds(quick ? 0 : 4))
    }
}
