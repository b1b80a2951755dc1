import Prefs
import Testing

@Suite struct SettingsBuilderTests {
    static func tree(advanced: Bool, proxy: String?, ports: [String]) -> SettingsTree {
        SettingsTree(title: "App") {
            SettingsGroup("Network", icon: "network", tags: ["web"], presentation: .navigation) {
                SettingsItem(name: "useProxy", type: .bool, default: .bool(false))
                if let proxy {
                    SettingsItem(name: "proxyHost", type: .string, default: .string(proxy))
                }
                if advanced {
                    SettingsGroup("Advanced", presentation: .inline) {
                        SettingsItem(name: "mtu", type: .int, default: .int(1500))
                    }
                } else {
                    SettingsCustomGroup("Diagnostics", tags: ["debug"])
                }
                for port in ports {
                    SettingsItem(name: port + "Port", type: .int)
                }
            }
            advanced ? SettingsCustomGroup("Logs") : nil
        }
    }

    @Test func conditionsLoopsAndOptionalsDecideWhatIsBuilt() {
        let simple = Self.tree(advanced: false, proxy: nil, ports: [])
        #expect(
            (simple.children.map(\.id), simple.children[0].children.map(\.id)) == (
                ["network"], ["network.useProxy", "network.diagnostics"]
            ))

        let full = Self.tree(advanced: true, proxy: "proxy.local", ports: ["http", "socks"])
        #expect(full.children.map(\.id) == ["network", "logs"])
        #expect(
            full.children[0].children.map(\.id) == [
                "network.useProxy", "network.proxyHost", "network.advanced", "network.httpPort", "network.socksPort",
            ])
        #expect(
            (
                full.node(withID: "network.proxyHost")?.pref?.defaultValue,
                full.node(withID: "network.advanced.mtu")?.title, full.node(withID: "network.advanced")?.presentation
            ) == (.string("proxy.local"), "MTU", .inline))
    }

    @Test func itemsCarryEveryField() throws {
        let tree = SettingsTree(title: "App") {
            SettingsItem(
                name: "fontSize", key: "ui.fontSize", type: .double, default: .double(14), title: "Text Size",
                summary: "Body text.", icon: "textformat", range: SettingsRange(10...24, step: 1),
                options: [PrefsAllowedValue(.double(12), label: "Small")], tags: ["text"], requiresRestart: true,
                secret: true, searchable: false)
        }
        let node = try #require(tree.children.first)
        #expect(
            (node.kind, node.title, node.summary, node.icon, node.tags, node.isSearchable) == (
                .pref, "Text Size", "Body text.", "textformat", ["text"], false
            ))
        #expect(
            node.pref
                == SettingsPrefInfo(
                    key: "ui.fontSize", type: .double, defaultValue: .double(14),
                    range: SettingsRange(min: 10, max: 24, step: 1),
                    options: [PrefsAllowedValue(.double(12), label: "Small")],
                    requiresRestart: true, isSecret: true))
    }

    @Test func groupsNestToAnyDepth() {
        let tree = SettingsTree(title: "Deep") {
            SettingsGroup("A") {
                SettingsGroup("B") {
                    SettingsGroup("C") {
                        SettingsGroup("D") {
                            SettingsItem(name: "leaf", type: .bool)
                        }
                    }
                }
            }
        }
        #expect((tree.node(withID: "a.b.c.d.leaf")?.title, tree.nodeCount) == ("Leaf", 5))
    }

    @Test func readyMadeNodesKeepTheirIDs() {
        let generated = SettingsNode(kind: .pref, id: "generated.volume", title: "Volume")
        let tree = SettingsTree(title: "T") {
            SettingsGroup("Sound") {
                generated
                [SettingsNode(kind: .custom, id: "x.y", title: "Y")]
            }
        }
        #expect(tree.children[0].children.map(\.id) == ["generated.volume", "x.y"])
    }

    @Test func appendingAndInsertingDeriveIDsFromWhereTheyGo() throws {
        let tree = DemoSettingsFixture.tree()
        let appended = tree.appending {
            SettingsGroup("Plugins") { SettingsItem(name: "pluginPath", type: .string) }
        }
        #expect(appended.children.count == tree.children.count + 1)
        #expect(appended.node(withID: "plugins.pluginPath") != nil)

        let inserted = try tree.inserting(intoGroup: "appearance.sidebar") {
            SettingsItem(name: "sidebarPosition", type: .string, default: .string("left"))
        }
        #expect(inserted.node(withID: "appearance.sidebar")?.children.last?.id == "appearance.sidebar.sidebarPosition")
        #expect(tree.node(withID: "appearance.sidebar.sidebarPosition") == nil)
        try inserted.validate()
    }

    @Test func insertingIntoAMissingGroupNamesIt() {
        let tree = DemoSettingsFixture.tree()
        #expect {
            _ = try tree.inserting(intoGroup: "appearance.missing") { SettingsItem(name: "x", type: .bool) }
        } throws: { error in
            (error as? SettingsTreeError)?.description
                == "appearance.missing: no group with id 'appearance.missing' in settings tree 'PrefsDemo'"
        }
    }
}
