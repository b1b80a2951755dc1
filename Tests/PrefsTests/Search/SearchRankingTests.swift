import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// Each ranking rule, on a minimal tree where only that rule decides the order.
@Suite struct SearchRankingTests {
    static func titles(_ tree: SettingsTree, _ query: String) -> [String] {
        tree.search(query).map(\.title)
    }

    static func flat(_ nodes: [SettingsNode]) -> SettingsTree {
        SettingsTree(title: "T", children: nodes)
    }

    static func node(_ title: String, tags: [String] = [], summary: String? = nil) -> SettingsNode {
        SettingsNode(kind: .group, id: SettingsID.slug(title), title: title, summary: summary, tags: tags)
    }

    @Test func exactTitleBeatsTitlePrefix() {
        let tree = Self.flat([Self.node("Sound Effects"), Self.node("Sound")])
        #expect(
            (Self.titles(tree, "sound"), tree.search("sound")[0].score) == (
                ["Sound", "Sound Effects"], SettingsSearchScore.exactTitle
            ))
    }

    /// One rule on a minimal tree: `query` must list `expected`, in that order (an empty list: no match).
    struct RankingCase: Sendable, CustomTestStringConvertible {
        let rule: String
        let nodes: [SettingsNode]
        let query: String
        let expected: [String]

        var testDescription: String { "\(rule): \"\(query)\"" }
    }

    static let typoTree = [node("Notifications"), node("Map")]
    static let editsTree = [node("Brightmess"), node("Brightness")]
    static let multiWordTree = [
        node("Lock Screen"), node("Auto-Lock", summary: "Lock after inactivity."), node("Automatic Updates"),
    ]
    static let rankingCases = [
        RankingCase(
            rule: "title prefix beats word prefix", nodes: [node("Night Shift"), node("Shift Lock")], query: "shift",
            expected: ["Shift Lock", "Night Shift"]),
        RankingCase(
            rule: "word prefix beats contains", nodes: [node("Autolock"), node("Screen Lock")], query: "lock",
            expected: ["Screen Lock", "Autolock"]),
        RankingCase(
            rule: "contains beats tag", nodes: [node("Display", tags: ["brightness"]), node("Auto-Brightness")],
            query: "bright", expected: ["Auto-Brightness", "Display"]),
        RankingCase(
            rule: "contains beats an exact tag", nodes: [node("Screen", tags: ["ness"]), node("Brightness")],
            query: "ness", expected: ["Brightness", "Screen"]),
        RankingCase(
            rule: "tag beats summary",
            nodes: [node("Displays", summary: "Choose a wallpaper."), node("Background", tags: ["wallpaper"])],
            query: "wallpaper", expected: ["Background", "Displays"]),
        RankingCase(
            rule: "summary beats typo",
            nodes: [node("Bluetoth"), node("Radios", summary: "Bluetooth and Wi-Fi radios.")], query: "bluetooth",
            expected: ["Radios", "Bluetoth"]),
        RankingCase(rule: "a typo matches", nodes: typoTree, query: "notifcations", expected: ["Notifications"]),
        RankingCase(rule: "a typo matches", nodes: typoTree, query: "notfications", expected: ["Notifications"]),
        RankingCase(
            rule: "a transposition matches", nodes: typoTree, query: "ntoifications", expected: ["Notifications"]),
        RankingCase(
            rule: "a wrong first letter is not forgiven", nodes: typoTree, query: "motifications", expected: []),
        RankingCase(rule: "no typos under four characters", nodes: typoTree, query: "mpa", expected: []),
        RankingCase(rule: "no typos under four characters", nodes: typoTree, query: "mop", expected: []),
        RankingCase(
            rule: "fewer edits rank higher", nodes: editsTree, query: "brigthness",
            expected: ["Brightness", "Brightmess"]),
        RankingCase(
            rule: "fewer edits rank higher", nodes: editsTree, query: "brihtness",
            expected: ["Brightness", "Brightmess"]),
        RankingCase(rule: "three edits do not match", nodes: editsTree, query: "bxxxxness", expected: []),
        RankingCase(
            rule: "equal scores keep declaration order",
            nodes: [node("Beta", tags: ["x"]), node("Alpha", tags: ["x"]), node("Gamma", tags: ["x"])], query: "x",
            expected: ["Beta", "Alpha", "Gamma"]),
        RankingCase(
            rule: "shorter titles rank first within a tier", nodes: [node("Wi-Fi Calling"), node("Wi-Fi")],
            query: "wi", expected: ["Wi-Fi", "Wi-Fi Calling"]),
        RankingCase(
            rule: "multi-word queries need every word", nodes: multiWordTree, query: "auto lock",
            expected: ["Auto-Lock"]),
        RankingCase(
            rule: "word order does not matter", nodes: multiWordTree, query: "lock auto", expected: ["Auto-Lock"]),
        RankingCase(
            rule: "words may match different fields", nodes: multiWordTree, query: "lock inactivity",
            expected: ["Auto-Lock"]),
    ]

    @Test(arguments: rankingCases)
    func eachRuleDecidesTheOrder(_ ranking: RankingCase) {
        #expect(Self.titles(Self.flat(ranking.nodes), ranking.query) == ranking.expected)
    }

    @Test func emptyAndPunctuationOnlyQueriesHaveNoResults() {
        let tree = SystemSettingsFixture.tree()
        #expect(
            (
                tree.search("").isEmpty, tree.search("   ").isEmpty, tree.search("-_.").isEmpty,
                SettingsSearchIndex(tree).results(for: "wifi", limit: 0).isEmpty
            ) == (true, true, true, true))
    }

    @Test func nonSearchableNodesAndTheContentsOfNonSearchableGroupsNeverAppear() {
        let tree = SettingsTree(title: "T") {
            SettingsGroup("Sound") {
                SettingsItem(name: "volume", type: .double)
                SettingsItem(name: "volumeDebug", type: .double, searchable: false)
            }
            SettingsGroup("Hidden Volume", searchable: false) {
                SettingsItem(name: "volumeBoost", type: .double)
            }
        }
        let titles = Self.titles(tree, "volume")
        #expect(titles.first == "Volume")
        #expect(
            !titles.contains("Volume Debug") && !titles.contains("Hidden Volume") && !titles.contains("Volume Boost"))
        #expect(SettingsSearchIndex(tree).count == 2)
    }

    @Test func customGroupsMatchTitleAndTagsButNotSummary() {
        let tree = SettingsTree(title: "T") {
            SettingsCustomGroup("Developer Tools", summary: "Inspect the cache.", tags: ["debug"])
            SettingsGroup("Storage", summary: "Inspect the cache.") {}
        }
        #expect(
            (Self.titles(tree, "debug"), Self.titles(tree, "tools"), Self.titles(tree, "inspect")) == (
                ["Developer Tools"], ["Developer Tools"], ["Storage"]
            ))
    }

    @Test func resultsCarryKindKeyPathAndID() throws {
        let tree = DemoSettingsFixture.tree()
        let result = try #require(tree.search("open at login").first)
        #expect(
            (result.id, result.kind, result.key, result.path) == (
                "general.startup.openAtLogin", .pref, "openAtLogin", ["General", "Startup"]
            ))
        let group = try #require(tree.search("appearance").first)
        #expect(group.kind == .group)
        #expect(group.key == nil)
        #expect(group.path.isEmpty)
    }

    @Test func limitKeepsTheBestResults() {
        let tree = SystemSettingsFixture.tree()
        let all = tree.search("sound")
        #expect(all.count > 3)
        #expect(SettingsSearchIndex(tree).results(for: "sound", limit: 3) == Array(all.prefix(3)))
    }
}
