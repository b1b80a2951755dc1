import Foundation
import PrefsSearch

/// WezTerm's configuration options (164 options in 26 groups, 190 nodes: appearance, fonts, keys, mouse, tab bar,
/// multiplexing, spawning, GPU…) with their own summaries, descriptions, option values and tags: a second corpus
/// Prefs did not write, from a terminal emulator, converted by `Scripts/wezterm-settings-corpus.py` (which names the
/// source, commit and licence) into `Tests/Fixtures/SearchCorpora/wezterm-settings.json`.
enum WezTermSettingsCorpus {
    static let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(
            path: "Fixtures/SearchCorpora/wezterm-settings.json")

    static func tree() throws -> SettingsTree {
        try SettingsTree(json: Data(contentsOf: file))
    }
}
