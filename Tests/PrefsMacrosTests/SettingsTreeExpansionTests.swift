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
                ///
                /// Applies to every note;
                /// headings scale with it.
                ///
                /// Zoom does not change it.
                @Pref(key: "ui.fontSize")
                @Setting(title: "Text Size", group: "appearance", range: 10...24, tags: ["text"], requiresRestart: true)
                var fontSize: Double = 14
                @Pref var name: String?
            }
            """
        ).source
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("title: \"Editor\","))
        #expect(
            flattened.contains(
                "_PrefsRuntime.SettingsMetadata.Group(path: \"appearance\", title: \"Appearance\", icon: \"paintbrush\"),"
            ))
        // The descriptor (key, default, constraint, title, flags) is emitted once, in the slot function.
        #expect(
            flattened.contains(
                "_PrefsRuntime.Slot<Double>(name: \"fontSize\", key: \"ui.fontSize\", default: 14, range: 10 ... 24, "
                    + "title: \"Text Size\", requiresRestart: true)"))
        #expect(flattened.components(separatedBy: "default: 14").count == 2)
        #expect(flattened.contains("_PrefsRuntime.Description(prefs: [ P._$slot_fontSize(), P._$slot_name(), ])"))
        // The presentation: the first paragraph of the doc comment is the summary, the rest the description.
        #expect(
            flattened.contains(
                "_PrefsRuntime.SettingsMetadata.Pref(name: \"fontSize\", summary: \"Size of body text, in points.\", "
                    + "description: \"Applies to every note; headings scale with it.\\n\\nZoom does not change it.\", "
                    + "group: \"appearance\", tags: [\"text\"]),"))
        #expect(flattened.contains("_PrefsRuntime.SettingsMetadata.Pref(name: \"name\"),"))
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
