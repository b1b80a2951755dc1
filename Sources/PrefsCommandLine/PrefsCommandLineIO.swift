import Foundation
import PrefsMigrations
import PrefsSearch

/// Where a ``PrefsCommandLine`` writes its output and errors, and whether its output goes to a terminal.
///
/// ``standard`` is the process's standard output and error. Give your own to capture what a command prints:
///
/// ```swift
/// let captured = Mutex("")
/// let io = PrefsCommandLineIO(outputIsTerminal: false, write: { text in captured.withLock { $0 += text } },
///                             writeError: { _ in })
/// ```
public struct PrefsCommandLineIO: Sendable {
    /// Whether standard output is a terminal; colour is used only then (and never when `NO_COLOR` is set).
    public var outputIsTerminal: Bool
    /// Writes text to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void

    public init(
        outputIsTerminal: Bool, write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.write = write
        self.writeError = writeError
    }

    /// The process's standard output and standard error.
    public static var standard: PrefsCommandLineIO {
        PrefsCommandLineIO(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    }
}

/// The text a command prints, collected and then written at once, with optional ANSI styling.
struct CommandLineOutput {
    /// Whether to style text with ANSI escape codes.
    let styled: Bool
    private(set) var text = ""

    init(styled: Bool) { self.styled = styled }

    mutating func line(_ line: String = "") { text += line + "\n" }

    mutating func append(_ more: String) { text += more }

    func bold(_ text: String) -> String { style(text, "1") }
    func dim(_ text: String) -> String { style(text, "2") }
    func highlight(_ text: String) -> String { style(text, "33") }

    private func style(_ text: String, _ code: String) -> String {
        styled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Appends `rows` as aligned columns, two spaces apart; `style` styles a cell after it is padded, so escape
    /// codes never disturb the alignment. Trailing spaces are trimmed.
    mutating func table(_ rows: [[String]], style: (_ row: Int, _ column: Int, _ cell: String) -> String = { $2 }) {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        for (rowIndex, row) in rows.enumerated() {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padded =
                    column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
                cells.append(style(rowIndex, column, padded))
            }
            var rendered = cells.joined(separator: "  ")
            while rendered.hasSuffix(" ") { rendered.removeLast() }
            line(rendered)
        }
    }

    /// `text` cut to `width` characters, ending in `…` when cut.
    static func truncated(_ text: String, to width: Int) -> String {
        let single = text.replacingOccurrences(of: "\n", with: "\\n")
        return single.count <= width ? single : String(single.prefix(width - 1)) + "…"
    }
}
