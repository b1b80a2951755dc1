import Prefs
import Testing

@Suite struct SettingsIDTests {
    @Test func demoTreeIDsFollowTheirPath() throws {
        let tree = DemoSettingsFixture.tree()
        #expect(
            tree.children.map(\.id) == [
                "general", "appearance", "network", "notifications", "privacy-and-security", "advanced",
            ])
        #expect(
            (
                tree.node(withID: "appearance.fontSize")?.pref?.key,
                tree.node(withID: "general.startup.openAtLogin")?.title
            ) == ("ui.fontSize", "Open At Login"))
        #expect(tree.node(withID: "notifications.digest.digestFrequency") != nil)
        #expect(tree.node(withID: "advanced.tools")?.kind == .custom)
        try tree.validate()
    }

    @Test func twoBuildsOfTheSameTreeHaveTheSameIDs() {
        var first: [String] = []
        var second: [String] = []
        DemoSettingsFixture.tree().forEachNode { node, _ in first.append(node.id) }
        DemoSettingsFixture.tree().forEachNode { node, _ in second.append(node.id) }
        #expect((first.count, first, Set(first).count) == (52, second, first.count))
    }

    @Test func rootLevelItemsAndCustomGroupsUseTheirOwnSegment() {
        let tree = SettingsTree(title: "T") {
            SettingsItem(name: "volume", type: .double)
            SettingsCustomGroup("About This App")
            SettingsGroup("Look", id: "appearance") {
                SettingsCustomGroup("Theme Editor", id: "editor")
            }
        }
        #expect(
            (tree.children.map(\.id), tree.children[2].children[0].id) == (
                ["volume", "about-this-app", "appearance"], "appearance.editor"
            ))
    }

    @Test func validationReportsDuplicateIDsAndKeysWithTheirPaths() {
        let tree = SettingsTree(title: "T") {
            SettingsGroup("Sound") {
                SettingsItem(name: "volume", type: .double)
                SettingsItem(name: "volume", key: "otherVolume", type: .double)
            }
            SettingsGroup("Alerts") {
                SettingsItem(name: "alertVolume", key: "volume", type: .double)
            }
            SettingsGroup("Sound") {}
        }
        let errors = tree.validationErrors()
        #expect(errors.map(\.reason) == [.duplicateID, .duplicateKey, .duplicateID])
        #expect(
            errors.map(\.description) == [
                "children[0].children[1]: duplicate id 'sound.volume' (first used at children[0].children[0])",
                "children[1].children[0]: duplicate key 'volume' (first used at children[0].children[0])",
                "children[2]: duplicate id 'sound' (first used at children[0])",
            ])
        #expect(throws: errors[0]) { try tree.validate() }
    }
}
