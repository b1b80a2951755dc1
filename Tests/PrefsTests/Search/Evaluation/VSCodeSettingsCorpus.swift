import Foundation
import PrefsSearch

/// Visual Studio Code 1.134.0's settings (905 nodes: the editor, workbench, windows, files, explorer, search,
/// accessibility, updates, telemetry, security, proxy, extensions…) with their own titles, summaries, descriptions,
/// options and tags: a corpus Prefs did not write, converted by `Scripts/vscode-settings-corpus.py` (which names
/// the source and version) into `Tests/Fixtures/SearchCorpora/vscode-settings.json`.
enum VSCodeSettingsCorpus {
    static let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(
            path: "Fixtures/SearchCorpora/vscode-settings.json")

    static func tree() throws -> SettingsTree {
        try SettingsTree(json: Data(contentsOf: file))
    }
}
