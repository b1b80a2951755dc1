import Foundation
import Testing

/// A command of a tool made with `PrefsCommandLine`, after others (each must succeed), on a file that holds `file`,
/// and what it must print: a row of a table of cases. `$FILE` in `errors` stands for the file's path.
struct ToolCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    var file: String? = nil
    var before: [[String]] = []
    let arguments: [String]
    var status: Int32 = 0
    var output = ""
    var errors = ""

    /// Runs the case with `run`, a tool whose file is `url`, and expects its status, output and errors.
    func check(file url: URL, _ run: ([String]) -> (status: Int32, output: String, errors: String)) throws {
        if let file {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        for arguments in before { try #require(run(arguments).status == 0, "\(arguments)") }
        let run = run(arguments)
        let errors = errors.replacingOccurrences(of: "$FILE", with: url.path)
        #expect((run.status, run.output, run.errors) == (status, output, errors))
    }
}
