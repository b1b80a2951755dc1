import Foundation
import PrefsSearch
import Testing

/// A settings corpus Prefs did not write, converted by a script in `Scripts/` (which names the source, version and
/// licence) into `Tests/Fixtures/SearchCorpora/`, with its labelled queries and the floors of its intent categories.
struct HeldOutCorpus: Sendable, CustomTestStringConvertible {
    let name: String
    /// The converted tree's file name in `Tests/Fixtures/SearchCorpora`.
    let fixture: String
    /// Fewer nodes than this means the fixture is not the converted corpus.
    let minimumNodeCount: Int
    /// Fewer intent queries than this means labels were lost.
    let minimumIntentQueries: Int
    let lexical: [SettingsSearchEvaluation.Query]
    let intent: [SettingsSearchEvaluation.Query]
    /// The mean reciprocal ranks measured (Docs/SettingsTree.md), as floors: a regression fails.
    let intentFloors: [String: Double]

    var testDescription: String { name }

    /// Visual Studio Code 1.134.0's settings (905 nodes: the editor, workbench, windows, files, explorer, search,
    /// accessibility, updates, telemetry, security, proxy, extensions…) with their own titles, summaries,
    /// descriptions, options and tags, from `Scripts/vscode-settings-corpus.py`. Its queries were frozen before the
    /// ranking was tuned; the floors are what the tuned ranking reached.
    static let vsCode = HeldOutCorpus(
        name: "VS Code settings", fixture: "vscode-settings.json", minimumNodeCount: 800, minimumIntentQueries: 40,
        lexical: VSCodeSearchLabels.lexical, intent: VSCodeSearchLabels.intent,
        intentFloors: ["all": 0.70, "synonym": 0.60, "need": 0.72, "stemmed": 0.72])

    /// WezTerm's configuration options (164 options in 26 groups, 190 nodes: appearance, fonts, keys, mouse, tab
    /// bar, multiplexing, spawning, GPU…) with their own summaries, descriptions, option values and tags, from
    /// `Scripts/wezterm-settings-corpus.py`: a terminal emulator's, another domain than VS Code's. Its queries were
    /// frozen before any result was seen and nothing was tuned on it; the floors are its first run's figures.
    static let wezTerm = HeldOutCorpus(
        name: "WezTerm settings", fixture: "wezterm-settings.json", minimumNodeCount: 180, minimumIntentQueries: 50,
        lexical: WezTermSearchLabels.lexical, intent: WezTermSearchLabels.intent,
        intentFloors: ["all": 0.75, "synonym": 0.69, "need": 0.75, "stemmed": 0.87])

    static let all = [vsCode, wezTerm]

    func tree() throws -> SettingsTree {
        let corpora = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures/SearchCorpora")
        return try SettingsTree(json: Data(contentsOf: corpora.appending(path: fixture)))
    }

    func report(_ queries: [SettingsSearchEvaluation.Query]) throws -> SettingsSearchEvaluation.Report {
        let index = SettingsSearchIndex(try tree())
        return SettingsSearchEvaluation(queries).run { index.results(for: $0, limit: 20).map(\.id) }
    }
}
