import Foundation
import Testing

/// The README's terminal session is real: each `$ swift run PrefsDemo …` line is run in order against one file
/// under a home directory shown as `/home/ada`, and prints exactly the lines below it (`…` stands for any lines).
@Suite struct ReadmeTranscriptTests {
    struct Step {
        var arguments: [String]
        var expected: [String] = []
    }

    @Test func readmeSessionPrintsWhatItShows() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(codeBlock(in: readme, after: "## From the terminal", language: "console"))
        var steps: [Step] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("$ swift run PrefsDemo ") {
                steps.append(
                    Step(
                        arguments: line.dropFirst("$ swift run PrefsDemo ".count).split(separator: " ").map(String.init)
                    ))
            } else {
                try #require(!steps.isEmpty, "the session starts with a command")
                steps[steps.count - 1].expected.append(String(line))
            }
        }
        #expect(steps.count >= 6)
        let sandbox = DemoSandbox()
        let home = sandbox.directory.appendingPathComponent("home").path
        for step in steps {
            let run = try sandbox.run(step.arguments, environment: ["PREFS_DEMO_FILE": nil])
            let printed = (run.output + run.errors).replacingOccurrences(of: home, with: "/home/ada")
                .split(separator: "\n").map(String.init)
            #expect(Self.matches(printed, step.expected), "\(step.arguments):\n\(printed.joined(separator: "\n"))")
        }
    }

    /// Whether `lines` are `pattern`, where a `…` line in the pattern matches any number of lines.
    static func matches(_ lines: [String], _ pattern: [String]) -> Bool {
        guard let first = pattern.first else { return lines.isEmpty }
        if first == "…" {
            return (0...lines.count).contains { matches(Array(lines.dropFirst($0)), Array(pattern.dropFirst())) }
        }
        return lines.first == first && matches(Array(lines.dropFirst()), Array(pattern.dropFirst()))
    }
}
