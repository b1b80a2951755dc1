import Foundation

/// `PrefsBench`: Prefs' operations measured beside their baselines in the same run (SPEC section 10,
/// Docs/Performance.md).
enum Bench {
    static let usage = """
        Usage: PrefsBench [--json] [--quick] [--directory DIR] [--filter TEXT]

        Measures each operation beside its baseline in the same run and prints one table: median and 99th
        percentile per operation, the ratio to the baseline, the target where there is one and whether it is met.
        Build in release mode for meaningful figures: swift run -c release PrefsBench

        Options:
          --json              Print the figures as JSON (nanoseconds), to compare runs across commits.
          --quick             Few iterations and small files (1,000 keys, 1,000 nodes): checks that every case
                              runs; the figures are rough.
          --directory DIR     Where to write the benchmark's files (default: a new directory in the temporary
                              directory, removed afterwards). File writes fsync, so the disk matters.
          --filter TEXT       Measure only the rows whose identifier contains TEXT: cached-read, cached-write,
                              storage-only-read, storage-only-write, storage-read, storage-write,
                              userdefaults-read, userdefaults-write, json-open, plist-open, json-write,
                              json-write-watched, json-first-write, plist-write, json-batch, memory-batch,
                              plist-parse-xml, plist-parse-binary, cached-read-watched, external-change,
                              search-index, search, search-compound,
                              read-under-write-cached, read-under-write-storage-only.
          -h, --help          Show this help.

        """

    /// Runs the benchmark with the command-line arguments (the program name excluded) and returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options(arguments)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n\n\(usage)".utf8))
            return 2
        }
        if options.help {
            FileHandle.standardOutput.write(Data(usage.utf8))
            return 0
        }
        do {
            let report = try measure(options)
            let text = options.json ? try report.json() : report.table
            FileHandle.standardOutput.write(Data(text.utf8))
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    private static func measure(_ options: Options) throws -> BenchReport {
        let fileManager = FileManager.default
        let directory =
            options.directory.map { URL(fileURLWithPath: $0).appendingPathComponent("prefs-bench-\(UUID())") }
            ?? fileManager.temporaryDirectory.appendingPathComponent("prefs-bench-\(UUID())")
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: directory) }
        let configuration = BenchConfiguration(quick: options.quick, directory: directory)
        let clock = ContinuousClock()
        let start = clock.now
        let cases =
            MemoryBenchCases.cases(configuration) + FileBenchCases.cases(configuration)
            + LiveBenchCases.cases(configuration) + ContentionBenchCases.cases(configuration)
            + SearchBenchCases.cases(configuration)
        var rows: [BenchRow] = []
        for benchCase in cases where options.filter.map({ benchCase.id.contains($0) }) ?? true {
            progress("measuring \(benchCase.id)")
            rows.append(try benchCase.measure())
        }
        progress("")
        return BenchReport(
            configuration: configuration, rows: rows, seconds: BenchHarness.nanoseconds(clock.now - start) / 1e9,
            checksum: BenchSink.checksum)
    }

    /// Shows what is being measured on standard error, when it is a terminal.
    private static func progress(_ message: String) {
        guard isatty(2) != 0 else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + message).utf8))
    }

    /// The command-line options of `PrefsBench`.
    struct Options {
        var json = false
        var quick = false
        var help = false
        var directory: String?
        var filter: String?

        struct Invalid: Error, CustomStringConvertible {
            var description: String
        }

        init(_ arguments: [String]) throws {
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--json": json = true
                case "--quick": quick = true
                case "-h", "--help": help = true
                case "--directory":
                    guard let value = remaining.popFirst() else {
                        throw Invalid(description: "--directory needs a path")
                    }
                    directory = value
                case "--filter":
                    guard let value = remaining.popFirst() else { throw Invalid(description: "--filter needs a text") }
                    filter = value
                default: throw Invalid(description: "unknown argument '\(argument)'")
                }
            }
        }
    }
}
