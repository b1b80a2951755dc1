import Foundation
import Testing

/// `PrefsBench`, run as a user runs it. Only the shape of its output is checked: performance is measured by
/// the benchmark itself, never asserted by a test.
@Suite struct BenchCommandTests {
    /// Every row, in table order.
    static let rows = [
        "cached-read", "cached-write", "storage-only-read", "storage-only-write", "storage-read", "storage-write",
        "userdefaults-read", "userdefaults-write", "json-open", "plist-open", "json-write", "json-write-watched",
        "json-first-write", "plist-write", "json-batch", "memory-batch", "plist-parse-xml", "plist-parse-binary",
        "cached-read-watched", "external-change", "read-under-write-cached", "read-under-write-storage-only",
        "search-index", "search", "search-compound",
    ]
    /// The rows with a target.
    static let targeted: Set = [
        "cached-read", "cached-write", "storage-only-read", "storage-only-write", "storage-read", "storage-write",
        "json-open", "plist-open", "json-write", "json-write-watched", "plist-write", "memory-batch", "plist-parse-xml",
        "plist-parse-binary", "cached-read-watched", "search-index", "search", "search-compound",
    ]

    @Test func quickJSONRunHasEveryRowWithPositiveFigures() throws {
        let run = try Self.bench(["--quick", "--json"])
        #expect(run.status == 0, "stderr: \(run.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["quick"] as? Bool == true)
        let rows = try #require(document["rows"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == Self.rows)
        for row in rows {
            let id = row["id"] as? String ?? "?"
            let subject = try #require(row["subject"] as? [String: Any], "\(id) has no subject")
            Self.expectPositiveFigures(subject, in: "\(id) subject")
            if let baseline = row["baseline"] as? [String: Any] {
                Self.expectPositiveFigures(baseline, in: "\(id) baseline")
                #expect((row["ratio"] as? Double).map { $0 > 0 } == true, "\(id) ratio")
            }
            if Self.targeted.contains(id) {
                let target = try #require(row["target"] as? [String: Any], "\(id) has no target")
                #expect(target.values.allSatisfy { ($0 as? Double).map { $0 > 0 } == true }, "\(id) target")
                #expect(row["met"] is Bool, "\(id) says whether its target is met")
            } else {
                #expect(row["target"] == nil && row["met"] == nil, "\(id) has no target")
            }
            if id.hasPrefix("read-under-write") {
                #expect((row["reads"] as? Int).map { $0 > 0 } == true, "\(id) counts its reads")
                #expect(row["writes"] as? Int == 20, "\(id) counts its writes")
                #expect(row["reads_over_one_millisecond"] is Int, "\(id) counts its slow reads")
                #expect((row["slowest_read_nanoseconds"] as? Double).map { $0 > 0 } == true, "\(id) slowest read")
            }
        }
    }

    @Test func tableHasARowPerOperation() throws {
        let run = try Self.bench(["--quick", "--filter", "storage-read"])
        #expect(run.status == 0, "stderr: \(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(
            (
                lines.first?.hasPrefix("| operation"),
                lines.filter { $0.hasPrefix("| DictionaryPrefsStorage value(forKey:as: Int.self)") }.count
            ) == (true, 1))
        #expect(lines.contains { $0.hasPrefix("Times are per operation") })
    }

    @Test func helpListsTheOptions() throws {
        let run = try Self.bench(["--help"])
        #expect(run.status == 0)
        // Worded like every other command's help.
        #expect(run.output.hasPrefix("Usage: PrefsBench "), "\(run.output)")
        #expect(run.output.contains("\nOptions:\n"))
        for option in ["--json", "--quick", "--directory", "--filter"] {
            #expect(run.output.contains(option), "help mentions \(option)")
        }
    }

    @Test func unknownOptionIsAnError() throws {
        let run = try Self.bench(["--fast"])
        #expect(
            (run.status, run.error.hasPrefix("error: unknown argument '--fast'"), run.output.isEmpty) == (2, true, true)
        )
    }

    private static func expectPositiveFigures(_ figures: [String: Any], in context: String) {
        for key in ["median_nanoseconds", "p99_nanoseconds", "samples", "operations_per_sample"] {
            let value = (figures[key] as? NSNumber)?.doubleValue ?? 0
            #expect(value > 0, "\(context): \(key) is \(value)")
        }
        #expect((figures["operation"] as? String)?.isEmpty == false, "\(context) says what it measures")
    }

    /// Runs `PrefsBench` with `arguments`; returns its exit status, standard output and standard error.
    private static func bench(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let executable = try #require(DemoExecutable.bench, "PrefsBench was not built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
