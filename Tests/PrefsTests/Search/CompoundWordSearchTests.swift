import Foundation
import PrefsSearch
import Testing

/// Joined compound words ("autosave", "dropdown", "fullscreen") find the titles that write them in pieces ("Auto
/// Save", "Automatically Save", "Drop-Down", "Full Screen"), and the split forms find the joined titles, on every
/// corpus the search is tested on, as Docs/SettingsTree.md promises.
@Suite struct CompoundWordSearchTests {
    static let compounds: [(joined: String, split: String)] = [
        ("autosave", "auto save"), ("dropdown", "drop down"), ("fullscreen", "full screen"), ("autolock", "auto lock"),
    ]

    /// A tree with each compound written every way titles write it.
    static let tree = try! SettingsTree(
        jsonString: """
            {"format": "prefs-schema", "version": 1, "title": "Compounds", "children": [
              {"kind": "pref", "id": "a", "key": "a", "title": "Auto Save", "type": "bool"},
              {"kind": "pref", "id": "b", "key": "b", "title": "Automatically Save Files", "type": "bool"},
              {"kind": "pref", "id": "c", "key": "c", "title": "Autosave Delay", "type": "int"},
              {"kind": "pref", "id": "d", "key": "d", "title": "Show Drop-Down Arrows", "type": "bool"},
              {"kind": "pref", "id": "e", "key": "e", "title": "Dropdown Style", "type": "string"},
              {"kind": "pref", "id": "f", "key": "f", "title": "Open in Full Screen", "type": "bool"},
              {"kind": "pref", "id": "g", "key": "g", "title": "Fullscreen Mode", "type": "string"},
              {"kind": "pref", "id": "h", "key": "h", "title": "Auto-Lock", "type": "int"}
            ]}
            """)

    @Test(arguments: [
        ("autosave", ["a", "b", "c"]), ("auto save", ["a", "b", "c"]), ("dropdown", ["d", "e"]),
        ("drop down", ["d", "e"]), ("fullscreen", ["f", "g"]), ("full screen", ["f", "g"]), ("autolock", ["h"]),
        ("auto lock", ["h"]),
    ])
    func everyWayOfWritingTheCompoundIsFound(query: String, expected: [String]) {
        let found = Set(Self.tree.search(query).map(\.id))
        for id in expected { #expect(found.contains(id), "\(query) should find \(id); found \(found.sorted())") }
    }

    /// Every corpus: each node whose title holds a compound, joined or split, is found by both forms of it.
    @Test func bothFormsFindEveryTitleWithTheCompoundOnEveryCorpus() throws {
        var corpora: [(name: String, tree: SettingsTree)] = [
            ("system", SystemSettingsFixture.tree()), ("desktop", DesktopSettingsFixture.tree()),
            ("demo", DemoSettingsFixture.tree()), ("compounds", Self.tree), ("codeedit", CodeEditPrefs.settingsTree),
        ]
        for corpus in HeldOutCorpus.all { corpora.append((corpus.name, try corpus.tree())) }
        var checked = 0
        for (name, tree) in corpora {
            let titles = Self.titles(tree.children)
            for (joined, split) in Self.compounds {
                let holders = titles.filter {
                    Self.letters($0.title).contains(joined) && Self.holdsWord($0.title, of: split)
                }
                for query in [joined, split] {
                    let found = Set(tree.search(query).map(\.id))
                    for holder in holders {
                        checked += 1
                        #expect(found.contains(holder.id), "\(name): '\(query)' misses '\(holder.title)'")
                    }
                }
            }
        }
        #expect(checked >= 20)
    }

    static func titles(_ nodes: [SettingsNode]) -> [(id: String, title: String)] {
        nodes.flatMap { node in
            (node.isSearchable ? [(node.id, node.title)] : []) + titles(node.children)
        }
    }

    /// The title's letters, lower-cased, run together: "Auto-Save" → "autosave".
    static func letters(_ title: String) -> String { String(title.lowercased().filter(\.isLetter)) }

    /// Whether the title's words start with the split form's first piece and hold its second one run together with
    /// or after it ("Auto Save", "Autosave"), so that a title such as "Autosaves" counts but "Tautosave" does not.
    static func holdsWord(_ title: String, of split: String) -> Bool {
        let words = title.lowercased().split { !$0.isLetter }.map(String.init)
        let first = String(split.split(separator: " ")[0])
        return words.contains { $0.hasPrefix(first) }
    }
}
