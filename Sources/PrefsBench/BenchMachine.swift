import Foundation

/// What the figures were measured on, printed with them.
struct BenchMachine: Sendable, Encodable {
    var processors: Int
    var processor: String
    var memoryGibibytes: Double
    var operatingSystem: String
    /// Whether the benchmark itself was built with optimisation; figures from a debug build mean little.
    var optimized: Bool

    static var current: BenchMachine {
        let info = ProcessInfo.processInfo
        #if DEBUG
            let optimized = false
        #else
            let optimized = true
        #endif
        return BenchMachine(
            processors: info.activeProcessorCount, processor: processorName ?? "unknown",
            memoryGibibytes: (Double(info.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
            operatingSystem: info.operatingSystemVersionString, optimized: optimized)
    }

    /// The first `model name` of `/proc/cpuinfo` (Linux).
    private static var processorName: String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    var description: String {
        "\(processors) × \(processor), \(memoryGibibytes.formatted()) GiB, \(operatingSystem)"
            + (optimized ? "" : "; DEBUG BUILD: build with -c release for meaningful figures")
    }
}
