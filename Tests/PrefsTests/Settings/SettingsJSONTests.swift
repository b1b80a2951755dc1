import Foundation
import Prefs
import Testing

@Suite struct SettingsJSONTests {
    /// The document printed in SPEC section 5, verbatim.
    static let specExample = """
        { "format": "prefs-schema", "version": 1, "title": "PrefsDemo",
          "children": [
            { "kind": "group", "id": "appearance", "title": "Appearance", "icon": "paintbrush", "tags": ["look"],
              "presentation": "navigation", "searchable": true,
              "children": [
                { "kind": "pref", "id": "appearance.fontSize", "key": "ui.fontSize", "title": "Font Size",
                  "summary": "Size of body text, in points.", "type": "double", "default": 14,
                  "range": { "min": 10, "max": 24, "step": 1 }, "tags": ["text"], "searchable": true,
                  "requiresRestart": false, "secret": false },
                { "kind": "pref", "id": "appearance.theme", "key": "theme", "title": "Theme", "type": "string",
                  "default": "system", "options": [ { "value": "light", "label": "Light" }, { "value": "dark", "label": "Dark" } ],
                  "tags": [], "searchable": true, "requiresRestart": false, "secret": false }
              ] },
            { "kind": "custom", "id": "tools", "title": "Developer Tools", "tags": ["debug"], "searchable": true }
          ] }
        """

    /// The same tree, built with the DSL.
    static let specTree = SettingsTree(title: "PrefsDemo") {
        SettingsGroup("Appearance", icon: "paintbrush", tags: ["look"]) {
            SettingsItem(
                name: "fontSize", key: "ui.fontSize", type: .double, default: .double(14),
                summary: "Size of body text, in points.", range: SettingsRange(10...24, step: 1), tags: ["text"])
            SettingsItem(
                name: "theme", type: .string, default: .string("system"),
                options: [
                    PrefsAllowedValue(.string("light"), label: "Light"),
                    PrefsAllowedValue(.string("dark"), label: "Dark"),
                ])
        }
        SettingsCustomGroup("Developer Tools", id: "tools", tags: ["debug"])
    }

    @Test func specExampleParsesIntoTheTreeTheDSLBuilds() throws {
        let tree = try SettingsTree(jsonString: Self.specExample)
        #expect((tree, tree.node(withID: "appearance.fontSize")?.pref?.defaultValue) == (Self.specTree, .double(14)))
    }

    /// Numbers are written by the one JSON writer every Prefs JSON uses: a `double` keeps its fraction (`14.0`), so
    /// that files, settings documents and the command line agree and a reader without the schema keeps the type.
    @Test func exportIsPrettyDeterministicAndInTheDocumentedFieldOrder() {
        let expected = """
            {
              "format": "prefs-schema",
              "version": 1,
              "title": "PrefsDemo",
              "children": [
                {
                  "kind": "group",
                  "id": "appearance",
                  "title": "Appearance",
                  "icon": "paintbrush",
                  "tags": ["look"],
                  "presentation": "navigation",
                  "searchable": true,
                  "children": [
                    {
                      "kind": "pref",
                      "id": "appearance.fontSize",
                      "key": "ui.fontSize",
                      "title": "Font Size",
                      "summary": "Size of body text, in points.",
                      "type": "double",
                      "default": 14.0,
                      "range": {
                        "min": 10.0,
                        "max": 24.0,
                        "step": 1.0
                      },
                      "tags": ["text"],
                      "searchable": true,
                      "requiresRestart": false,
                      "secret": false
                    },
                    {
                      "kind": "pref",
                      "id": "appearance.theme",
                      "key": "theme",
                      "title": "Theme",
                      "type": "string",
                      "default": "system",
                      "options": [
                        {
                          "value": "light",
                          "label": "Light"
                        },
                        {
                          "value": "dark",
                          "label": "Dark"
                        }
                      ],
                      "tags": [],
                      "searchable": true,
                      "requiresRestart": false,
                      "secret": false
                    }
                  ]
                },
                {
                  "kind": "custom",
                  "id": "tools",
                  "title": "Developer Tools",
                  "tags": ["debug"],
                  "searchable": true
                }
              ]
            }

            """
        #expect(Self.specTree.jsonString() == expected)
    }

    @Test func demoTreeRoundTripsExactly() throws {
        let tree = DemoSettingsFixture.tree()
        let text = tree.jsonString()
        let decoded = try SettingsTree(json: Data(text.utf8))
        #expect((decoded, decoded.jsonString(), DemoSettingsFixture.tree().jsonString()) == (tree, text, text))
    }

    @Test func descriptionIsWrittenAfterTheSummaryReadBackAndOmittedWhenNil() throws {
        let tree = SettingsTree(title: "T") {
            SettingsGroup("Power", summary: "Battery and sleep.", description: "What the computer does when idle.") {
                SettingsItem(
                    name: "blankScreen", type: .int, summary: "Turn the screen off when idle.",
                    description: "Counted from the last key press.")
                SettingsItem(name: "suspend", type: .bool)
            }
            SettingsCustomGroup("Battery Health", description: "Charge cycles and capacity.")
        }
        let text = tree.jsonString()
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let summary = try #require(lines.firstIndex(of: #""summary": "Turn the screen off when idle.","#))
        #expect(lines[summary + 1] == #""description": "Counted from the last key press.","#)
        #expect(text.components(separatedBy: "\"description\"").count == 4, "three descriptions, none for suspend")
        let decoded = try SettingsTree(jsonString: text)
        #expect(
            (decoded, decoded.node(withID: "power.blankScreen")?.description) == (
                tree, "Counted from the last key press."
            ))
        #expect(decoded.node(withID: "power.suspend")?.description == nil)
        #expect(decoded.node(withID: "battery-health")?.description == "Charge cycles and capacity.")
    }

    @Test func valuesKeepTheirTypesThroughJSON() throws {
        let tree = DemoSettingsFixture.tree()
        let decoded = try SettingsTree(json: tree.jsonData())
        func value(_ id: String) -> PrefsValue? { decoded.node(withID: id)?.pref?.defaultValue }
        #expect(
            (value("network.timeout"), value("advanced.scale"), value("appearance.sidebar.sidebarWidth")) == (
                .double(30.5), .double(1e-3), .int(240)
            ))
        #expect(value("network.headers") == .dictionary(["Accept": .string("*/*"), "X-Retry": .int(3)]))
        #expect(
            (
                value("network.authentication.certificate"), value("general.firstLaunch"),
                value("notifications.quietHours"),
                decoded.node(withID: "network.authentication.apiToken")?.pref?.isSecret,
                decoded.node(withID: "general.language")?.pref?.options.last?.label
            ) == (
                .data(Data([0xDE, 0xAD, 0xBE, 0xEF])), .date(Date(timeIntervalSince1970: 1_700_000_000)),
                .dictionary(["start": .int(22), "end": .int(7)]), true, "日本語"
            ))
    }

    @Test func doublesInsideArraysStayDoubles() throws {
        let tree = SettingsTree(title: "T") {
            SettingsItem(name: "weights", type: .array, default: .array([.double(1), .int(1), .double(0.1)]))
            SettingsItem(name: "ratio", type: .double, default: .double(.infinity))
        }
        let decoded = try SettingsTree(jsonString: tree.jsonString())
        #expect((decoded, tree.jsonString().contains("[1.0, 1, 0.1]")) == (tree, true))
    }

    @Test func optionalFieldsMayBeOmittedAndUnknownFieldsAreIgnored() throws {
        let tree = try SettingsTree(
            jsonString: """
                {"format": "prefs-schema", "version": 1, "title": "Minimal", "generator": "hand", "children": [
                  {"kind": "group", "id": "sound", "color": "red", "children": [
                    {"kind": "pref", "id": "sound.volume", "key": "volume", "type": "int", "future": {"x": [1]}}
                  ]}
                ]}
                """)
        let group = try #require(tree.children.first)
        #expect((group.title, group.presentation, group.isSearchable) == ("Sound", .navigation, true))
        let pref = try #require(group.children.first)
        #expect((pref.title, pref.pref) == ("Volume", SettingsPrefInfo(key: "volume", type: .int)))
    }
}
