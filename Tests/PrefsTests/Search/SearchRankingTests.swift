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
        #expect(Self.titles(tree, "sound") == ["Sound", "Sound Effects"])
        #expect(tree.search("sound")[0].score == SettingsSearchScore.exactTitle)
    }

    @Test func titlePrefixBeatsWordPrefix() {
        let tree = Self.flat([Self.node("Night Shift"), Self.node("Shift Lock")])
        #expect(Self.titles(tree, "shift") == ["Shift Lock", "Night Shift"])
    }

    @Test func wordPrefixBeatsContains() {
        let tree = Self.flat([Self.node("Autolock"), Self.node("Screen Lock")])
        #expect(Self.titles(tree, "lock") == ["Screen Lock", "Autolock"])
    }

    @Test func containsBeatsTag() {
        let tree = Self.flat([Self.node("Display", tags: ["brightness"]), Self.node("Auto-Brightness")])
        #expect(Self.titles(tree, "bright") == ["Auto-Brightness", "Display"])
        let tagged = Self.flat([Self.node("Screen", tags: ["ness"]), Self.node("Brightness")])
        #expect(Self.titles(tagged, "ness") == ["Brightness", "Screen"])
    }

    @Test func tagBeatsSummary() {
        let tree = Self.flat([
            Self.node("Displays", summary: "Choose a wallpaper."), Self.node("Background", tags: ["wallpaper"]),
        ])
        #expect(Self.titles(tree, "wallpaper") == ["Background", "Displays"])
    }

    @Test func summaryBeatsTypo() {
        let tree = Self.flat([Self.node("Bluetoth"), Self.node("Radios", summary: "Bluetooth and Wi-Fi radios.")])
        #expect(Self.titles(tree, "bluetooth") == ["Radios", "Bluetoth"])
    }

    @Test func typosMatchOnlyForQueriesOfFourOrMoreCharacters() {
        let tree = Self.flat([Self.node("Notifications"), Self.node("Map")])
        #expect(Self.titles(tree, "notifcations") == ["Notifications"])
        #expect(Self.titles(tree, "notfications") == ["Notifications"])
        #expect(Self.titles(tree, "ntoifications") == ["Notifications"])
        #expect(Self.titles(tree, "motifications").isEmpty, "a wrong first letter is not forgiven")
        #expect(Self.titles(tree, "mpa").isEmpty)
        #expect(Self.titles(tree, "mop").isEmpty)
    }

    @Test func fewerEditsRankHigherAndThreeEditsDoNotMatch() {
        let tree = Self.flat([Self.node("Brightmess"), Self.node("Brightness")])
        #expect(Self.titles(tree, "brigthness") == ["Brightness", "Brightmess"])
        #expect(Self.titles(tree, "brihtness") == ["Brightness", "Brightmess"])
        #expect(Self.titles(tree, "bxxxxness").isEmpty)
    }

    @Test func equalScoresKeepDeclarationOrder() {
        let tree = Self.flat([
            Self.node("Beta", tags: ["x"]), Self.node("Alpha", tags: ["x"]), Self.node("Gamma", tags: ["x"]),
        ])
        #expect(Self.titles(tree, "x") == ["Beta", "Alpha", "Gamma"])
    }

    @Test func shorterTitlesRankFirstWithinATier() {
        let tree = Self.flat([Self.node("Wi-Fi Calling"), Self.node("Wi-Fi")])
        #expect(Self.titles(tree, "wi") == ["Wi-Fi", "Wi-Fi Calling"])
    }

    @Test func multiWordQueriesNeedEveryWord() {
        let tree = Self.flat([
            Self.node("Lock Screen"), Self.node("Auto-Lock", summary: "Lock after inactivity."),
            Self.node("Automatic Updates"),
        ])
        #expect(Self.titles(tree, "auto lock") == ["Auto-Lock"])
        #expect(Self.titles(tree, "lock auto") == ["Auto-Lock"])
        #expect(Self.titles(tree, "lock inactivity") == ["Auto-Lock"])
    }

    @Test func emptyAndPunctuationOnlyQueriesHaveNoResults() {
        let tree = SystemSettingsFixture.tree()
        #expect(tree.search("").isEmpty)
        #expect(tree.search("   ").isEmpty)
        #expect(tree.search("-_.").isEmpty)
        #expect(SettingsSearchIndex(tree).results(for: "wifi", limit: 0).isEmpty)
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
        #expect(Self.titles(tree, "debug") == ["Developer Tools"])
        #expect(Self.titles(tree, "tools") == ["Developer Tools"])
        #expect(Self.titles(tree, "inspect") == ["Storage"])
    }

    @Test func resultsCarryKindKeyPathAndID() throws {
        let tree = DemoSettingsFixture.tree()
        let result = try #require(tree.search("open at login").first)
        #expect(result.id == "general.startup.openAtLogin")
        #expect(result.kind == .pref)
        #expect(result.key == "openAtLogin")
        #expect(result.path == ["General", "Startup"])
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
