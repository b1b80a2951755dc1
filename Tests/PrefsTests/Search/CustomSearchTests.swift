import PrefsSearch
import Testing

/// A custom search: only exact key matches, to show the protocol replaces the ranking entirely.
struct KeySearch: SettingsSearch {
    func results(for query: String, in tree: SettingsTree) -> [SettingsSearchResult] {
        var results: [SettingsSearchResult] = []
        tree.forEachNode { node, ancestors in
            guard node.isSearchable, let key = node.pref?.key, key == query else { return }
            results.append(
                SettingsSearchResult(
                    id: node.id, kind: node.kind, key: key, title: node.title, path: ancestors.map(\.title), score: 1))
        }
        return results
    }
}

@Suite struct CustomSearchTests {
    @Test func aCustomSearchReplacesTheDefaultRanking() {
        let tree = DemoSettingsFixture.tree()
        #expect(
            (
                tree.search("ui.fontSize", using: KeySearch()).map(\.id),
                tree.search("font", using: KeySearch()).isEmpty, tree.search("font").first?.id
            ) == (["appearance.fontSize"], true, "appearance.fontSize"))
    }

    @Test func defaultSearchAsAValueMatchesTheIndex() {
        let tree = SystemSettingsFixture.tree()
        let search: any SettingsSearch = RankedSettingsSearch(limit: 5)
        #expect(search.results(for: "screen", in: tree) == SettingsSearchIndex(tree).results(for: "screen", limit: 5))
    }
}
