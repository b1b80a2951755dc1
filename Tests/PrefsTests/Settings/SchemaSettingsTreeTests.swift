import Foundation
import PrefsCommandLine
import PrefsKitCompatibility
import Testing

enum EditorTheme: String, Sendable { case light, dark, system }

@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush", tags: ["look"])
@SettingsGroup("appearance.text", presentation: .inline)
@SettingsGroup("network", searchable: false)
final class EditorPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Size of body text,
    /// in points.
    @Pref(key: "ui.fontSize") @Setting(group: "appearance.text", tags: ["text"], range: 10...24, step: 1)
    var fontSize: Double = 14

    @RawRepresentablePref
    @Setting(group: "appearance", options: [EditorTheme.light: "Light", .dark: "Dark", .system: "System"])
    var theme: EditorTheme = .system

    /// Ignored: the summary argument wins.
    @Pref @Setting(title: "Proxy", summary: "Where requests go.", group: "network", requiresRestart: true)
    var httpProxyURL: String?

    @Pref @Setting(group: "network.auth", secret: true) var apiToken: String?

    @Pref var launches: Int = 0
}

@Suite struct SchemaSettingsTreeTests {
    let tree = EditorPrefs.settingsTree

    /// The whole tree the macros build, as its JSON document shows it: the title; ungrouped preferences, then groups
    /// in declaration order, nested by path with their metadata; each preference's key, type, default, range, options
    /// (in order, encoded through the coding), summary (from the doc comment unless given) and flags.
    @Test func theTreeHoldsEveryGroupAndPreferenceWithItsMetadata() {
        #expect(
            tree.jsonString() == """
                {
                  "format": "prefs-schema",
                  "version": 1,
                  "title": "Editor",
                  "children": [
                    {
                      "kind": "pref",
                      "id": "launches",
                      "key": "launches",
                      "title": "Launches",
                      "type": "int",
                      "default": 0,
                      "tags": [],
                      "searchable": true,
                      "requiresRestart": false,
                      "secret": false
                    },
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
                            },
                            {
                              "value": "system",
                              "label": "System"
                            }
                          ],
                          "tags": [],
                          "searchable": true,
                          "requiresRestart": false,
                          "secret": false
                        },
                        {
                          "kind": "group",
                          "id": "appearance.text",
                          "title": "Text",
                          "tags": [],
                          "presentation": "inline",
                          "searchable": true,
                          "children": [
                            {
                              "kind": "pref",
                              "id": "appearance.text.fontSize",
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
                            }
                          ]
                        }
                      ]
                    },
                    {
                      "kind": "group",
                      "id": "network",
                      "title": "Network",
                      "tags": [],
                      "presentation": "navigation",
                      "searchable": false,
                      "children": [
                        {
                          "kind": "pref",
                          "id": "network.httpProxyURL",
                          "key": "httpProxyURL",
                          "title": "Proxy",
                          "summary": "Where requests go.",
                          "type": "string",
                          "tags": [],
                          "searchable": true,
                          "requiresRestart": true,
                          "secret": false
                        },
                        {
                          "kind": "group",
                          "id": "network.auth",
                          "title": "Auth",
                          "tags": [],
                          "presentation": "navigation",
                          "searchable": true,
                          "children": [
                            {
                              "kind": "pref",
                              "id": "network.auth.apiToken",
                              "key": "apiToken",
                              "title": "API Token",
                              "type": "string",
                              "tags": [],
                              "searchable": true,
                              "requiresRestart": false,
                              "secret": true
                            }
                          ]
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func idsAreStableAcrossBuildsOfTheTree() {
        #expect(EditorPrefs.settingsTree == EditorPrefs.settingsTree)
    }
}

/// A schema whose `Codable` preference is stored through a chain of codings.
@PrefsSchema final class CodableJSONPrefs {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode = .storageOnly
    init(storage: AnyPrefsStorage) { self.storage = storage }
    struct Frame: Codable, Sendable, Equatable { var width: Int }
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?
    @Pref(coding: .boolAsInteger()) var legacy: Bool = false
    @Pref var plain: Int = 0
}

/// A `Codable` preference is set and shown as its own JSON, and a Bool kept in another form as a Bool, whatever the
/// coding stores.
@Suite struct ValueFormThroughTheCommandLineTests {
    let directory = TemporaryDirectory()

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let tool = PrefsCommandLine(toolName: "codable", defaultFile: .file(directory.file("prefs.json"))) {
            CodableJSONPrefs(storage: $0)
        }
        let status = tool.run(arguments, environment: [:], io: captured.io())
        return (status, captured.output, captured.errors)
    }

    var stored: JSONFilePrefsStorage { JSONFilePrefsStorage(file: directory.file("prefs.json")) }

    @Test func aCodableValueIsSetAndShownAsItsJSONWhateverItsCoding() {
        #expect(run(["set", #"frame={"width": 3}"#]).status == 0)
        #expect(stored.storageValue(forKey: "frame") == .string(Data(#"{"width":3}"#.utf8).base64EncodedString()))
        #expect(run(["get", "frame"]).output == "{\"width\": 3}\n")
        let refused = run(["set", #"frame={"height": 3}"#])
        #expect(
            (refused.status, refused.errors) == (1, "error: 'frame': \"{\\\"height\\\": 3}\" is not a valid Frame\n"))
    }

    @Test func aBoolKeptAsAnIntegerIsABool() {
        #expect(
            (
                run(["set", "legacy=true", "plain=12"]).status, stored.storageValue(forKey: "legacy"),
                run(["get", "legacy"]).output, run(["get", "plain"]).output,
                CodableJSONPrefs.prefInfo(forKey: "legacy")?.type,
                CodableJSONPrefs.prefInfo(forKey: "legacy")?.storedType
            ) == (0, .int(1), "true\n", "12\n", .bool, .int))
    }
}
