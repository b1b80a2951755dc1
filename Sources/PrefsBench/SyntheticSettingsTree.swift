import Prefs
// `SettingsID` (the IDs the tree's builders make) is `package`: not API, but shared with the bench.
import PrefsCore

extension SettingsTree {
    /// A deterministic tree of exactly `nodeCount` nodes that looks like a large application's settings, for the
    /// search rows of `PrefsBench` (and `SearchBenchmarkTests`, which check it). Not library API.
    ///
    /// Top-level groups hold subgroups of about a dozen preferences each; titles are made of everyday settings
    /// words ("Automatic Backup Interval"), and nodes carry tags and summaries. The same count always gives the same
    /// tree, with unique IDs and keys.
    ///
    /// ```swift
    /// let tree = SettingsTree.syntheticTree(nodeCount: 10_000)
    /// tree.nodeCount // 10000
    /// ```
    static func syntheticTree(nodeCount: Int) -> SettingsTree {
        var generator = SyntheticSettingsGenerator(remaining: max(nodeCount, 0))
        var children: [SettingsNode] = []
        while generator.remaining > 0 {
            children.append(generator.group(parentID: nil, depth: 0))
        }
        return SettingsTree(title: "Synthetic", children: children)
    }
}

/// Produces the nodes of ``SettingsTree/syntheticTree(nodeCount:)`` from a fixed-seed random sequence.
private struct SyntheticSettingsGenerator {
    static let adjectives = [
        "Automatic", "Advanced", "Default", "Custom", "Background", "Secure", "Shared", "Local", "Remote", "Quick",
        "Smart", "Silent", "Private", "Public", "Primary", "Secondary", "Preferred", "Recent", "Hidden", "Global",
    ]
    static let nouns = [
        "Backup", "Sync", "Download", "Upload", "Cache", "Proxy", "Font", "Theme", "Window", "Sidebar", "Toolbar",
        "Keyboard", "Shortcut", "Mouse", "Trackpad", "Display", "Volume", "Alert", "Badge", "Banner", "Account",
        "Password", "Certificate", "Firewall", "Location", "Camera", "Microphone", "Battery", "Network", "Printer",
        "Language", "Region", "Calendar", "Clock", "Update", "Storage", "History", "Cookie", "Search", "Spelling",
    ]
    static let qualifiers = [
        "Interval", "Limit", "Size", "Mode", "Style", "Timeout", "Level", "Format", "Policy", "Color", "Delay",
        "Threshold", "Enabled", "Path", "Count",
    ]
    static let tags = ["advanced", "network", "privacy", "look", "input", "power", "media", "files", "web", "time"]

    var remaining: Int
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var serial = 0

    init(remaining: Int) {
        self.remaining = remaining
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private mutating func pick(_ words: [String]) -> String { words[next(words.count)] }

    mutating func group(parentID: String?, depth: Int) -> SettingsNode {
        remaining -= 1
        serial += 1
        let title = "\(pick(Self.adjectives)) \(pick(Self.nouns)) \(serial)"
        let id = SettingsID.child(parentID, SettingsID.slug(title))
        var node = SettingsNode(
            kind: .group, id: id, title: title, summary: "Settings for \(title.lowercased()).",
            icon: "gear", tags: [pick(Self.tags)], presentation: depth == 0 ? .navigation : .inline)
        let childCount = depth == 0 ? 8 : 12
        for _ in 0..<childCount where remaining > 0 {
            if depth == 0 {
                node.children.append(group(parentID: id, depth: depth + 1))
            } else if next(25) == 0 {
                node.children.append(custom(parentID: id))
            } else {
                node.children.append(pref(parentID: id))
            }
        }
        return node
    }

    private mutating func custom(parentID: String) -> SettingsNode {
        remaining -= 1
        serial += 1
        let title = "\(pick(Self.nouns)) Inspector \(serial)"
        return SettingsNode(
            kind: .custom, id: SettingsID.child(parentID, SettingsID.slug(title)), title: title,
            tags: [pick(Self.tags)])
    }

    private mutating func pref(parentID: String) -> SettingsNode {
        remaining -= 1
        serial += 1
        let words = [pick(Self.adjectives), pick(Self.nouns), pick(Self.qualifiers)]
        let name = words[0].lowercased() + words[1] + words[2] + String(serial)
        let summary =
            "Controls the \(words[1].lowercased()) \(words[2].lowercased()) used by \(pick(Self.nouns).lowercased()) features."
        let info = SettingsPrefInfo(
            key: parentID + "." + name, type: .int, defaultValue: .int(next(100)),
            range: SettingsRange(min: 0, max: 100, step: 1))
        return SettingsNode(
            kind: .pref, id: SettingsID.child(parentID, name), title: words.joined(separator: " "), summary: summary,
            tags: [pick(Self.tags)], isSearchable: next(50) != 0, pref: info)
    }
}
