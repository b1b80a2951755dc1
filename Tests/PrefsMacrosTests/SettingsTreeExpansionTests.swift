import Testing

@Suite struct SettingsTreeExpansionTests {
    @Test func schemaGeneratesItsTreeFromGroupsSettingsAndDocComments() {
        let source = expand(
            """
            @PrefsSchema(title: "Editor")
            @SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
            final class P {
                /// Size of body text,
                /// in points.
                @Pref(key: "ui.fontSize") @Setting(group: "appearance", range: 10...24)
                var fontSize: Double = 14
                @Pref var name: String?
            }
            """
        ).source
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("nonisolated static var settingsTree: _PrefsRuntime.Tree {"))
        #expect(flattened.contains("prefs: prefsDeclarations"))
        #expect(flattened.contains("title: \"Editor\","))
        #expect(
            flattened.contains(
                "_PrefsRuntime.GroupDeclaration(path: \"appearance\", title: \"Appearance\", icon: \"paintbrush\"),"))
        #expect(
            flattened.contains(
                "_PrefsRuntime.PrefDeclaration(slot: _PrefsRuntime.Slot<Double>(key: \"ui.fontSize\", default: 14, "
                    + "range: 10 ... 24), name: \"fontSize\", summary: \"Size of body text, in points.\", "
                    + "group: \"appearance\"),"))
        #expect(flattened.contains("private let _$pref_fontSize = _PrefsRuntime.Slot<Double>(key: \"ui.fontSize\", default: 14, range: 10 ... 24)"))
        #expect(
            flattened.contains(
                "_PrefsRuntime.PrefDeclaration(slot: _PrefsRuntime.Slot<String>(key: \"name\"), name: \"name\"),"))
        #expect(!source.contains("@SettingsGroup"))
    }

    @Test func treeTitleDefaultsToTheClassName() {
        #expect(expand("@PrefsSchema final class Editor {}").source.contains("title: \"Editor\","))
    }

    @Test func settingNeedsAPref() {
        assertDiagnostics(
            "final class P { @Setting(group: \"a\") var a: Int = 0 }",
            [
                "'@Setting' describes a preference; use it together with '@Pref' (or another preference macro) @ @Setting(group: \"a\")"
            ])
    }

    @Test func settingRejectsUnknownArguments() {
        assertDiagnostics(
            "final class P { @Pref @Setting(color: \"red\") var a: Int = 0 }",
            [
                "'@Setting' has no argument 'color'; expected 'title:', 'summary:', 'group:', 'icon:', 'tags:', "
                    + "'searchable:', 'range:', 'step:', 'options:', 'requiresRestart:', 'secret:' @ color: \"red\""
            ])
    }

    @Test func groupNeedsItsPathFirst() {
        assertDiagnostics(
            "@SettingsGroup(title: \"A\") final class P {}",
            [
                "'@SettingsGroup' needs the group's path first, such as @SettingsGroup(\"appearance.text\", title: \"Text\") @ @SettingsGroup(title: \"A\")"
            ])
    }

    @Test func aPrefWhoseIDIsAGroupsPathIsRejected() {
        let result = expand(
            """
            @PrefsSchema @SettingsGroup("a") @SettingsGroup("a.b") final class P {
                @Pref @Setting(group: "a") var b: Int = 0
            }
            """)
        #expect(result.diagnostics == ["duplicate settings ID 'a.b': a group and a preference would share it @ @Pref"])
    }
}
