import Foundation
import Testing

/// Every Swift block of README.md and Docs/*.md compiles as code pasted into a package that depends on Prefs, with
/// no error and no warning. Blocks are grouped into files as their info strings say (see ``DocumentationSample``);
/// each file is compiled on its own against the `Prefs` module this test run built, through the compiler's mandatory
/// passes (no code generation).
@Suite struct DocumentationSamplesTests {
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, then Docs/*.md in name order.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appending(path: "Docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    static func samples() throws -> [DocumentationSample] {
        try pages().flatMap { page in
            let markdown = try String(contentsOf: packageRoot.appending(path: page), encoding: .utf8)
            return try DocumentationSample.samples(of: page, markdown: markdown)
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func everySwiftBlockCompilesWithoutWarnings() async throws {
        try await onOwnThread {
            let compiler = try ConsumerCompiler.current.get()
            let samples = try Self.samples()
            let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-doc-samples-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }

            var programs: [(sample: DocumentationSample, file: URL)] = []
            var manifests: [(sample: DocumentationSample, file: URL)] = []
            for (index, sample) in samples.enumerated() {
                let name = sample.page.replacingOccurrences(of: "/", with: "-") + "-\(sample.line)"
                let file = directory.appending(path: "\(index)-\(name)").appending(path: "main.swift")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try sample.file.text.write(to: file, atomically: true, encoding: .utf8)
                switch sample.kind {
                case .manifest: manifests.append((sample, file))
                case .program, .fragment: programs.append((sample, file))
                case .expansion: continue  // compared with the macro's output by DocumentedExpansionTests
                }
            }
            var results: [(sample: DocumentationSample, result: Result<ConsumerCompiler.Outcome, any Error>)] = []
            for (entry, result) in zip(programs, compiler.compile(programs.map(\.file), mode: .sil)) {
                results.append((entry.sample, result))
            }
            for entry in manifests {
                results.append((entry.sample, Result { try compiler.compileManifest(entry.file) }))
            }
            for (sample, result) in results {
                let outcome = try result.get()
                let problems = outcome.diagnostics.filter { $0.severity == "error" || $0.severity == "warning" }
                let located = problems.map { problem(at: $0, in: sample) }
                #expect(
                    located.isEmpty && outcome.status == 0,
                    "\(sample.page):\(sample.line):\n\(located.joined(separator: "\n"))\n\(outcome.output)")
            }
            #expect(samples.count >= 20, "found \(samples.count) samples; are the pages where they were?")
        }
    }

    /// `page:line: severity: message` for a diagnostic of `sample`'s file, at the page line it comes from (or the
    /// block's first line, for an added line).
    private func problem(at diagnostic: ConsumerCompiler.Diagnostic, in sample: DocumentationSample) -> String {
        let pageLines = sample.file.pageLines
        var line = sample.line
        if diagnostic.file == "main.swift", diagnostic.line <= pageLines.count,
            let pageLine = pageLines[diagnostic.line - 1]
        {
            line = pageLine
        }
        return "\(sample.page):\(line): \(diagnostic.severity): \(diagnostic.message)"
    }

    @Test func blockKindsAreRead() throws {
        let markdown = """
            Text.

            ```swift
            let a = 1
            ```

            ```console
            $ swift run
            ```

            ````markdown
            ```swift
            not Swift: an example of Markdown
            ```
            ````

            ```swift continued
            print(a)
            ```

            - In a list:

              ```swift fragment
              @Pref var b: Int = 0
              ```
            """
        let samples = try DocumentationSample.samples(of: "Page.md", markdown: markdown)
        #expect(
            (samples.map(\.kind), samples[0].file.text, samples[0].file.pageLines) == (
                [.program, .fragment], "import Foundation\nimport Prefs\nlet a = 1\nprint(a)\n", [nil, nil, 4, 18]
            ))
        #expect(samples[1].file.text.contains("\n    @Pref var b: Int = 0\n}\n"))
        #expect(throws: DocumentationSample.SampleError.self) {
            try DocumentationSample.samples(of: "Page.md", markdown: "```swift example\nlet a = 1\n```\n")
        }
    }
}
