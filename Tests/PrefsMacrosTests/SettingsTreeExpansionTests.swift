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
        // The descriptor (key, default, constraint, flags and presentation) is emitted once, in the type's descriptor:
        // the first paragraph of the doc comment is the summary, the rest the description.
        #expect(
            flattened.contains(
                "_PrefsRuntime.Descriptor<Double>(name: \"fontSize\", key: \"ui.fontSize\", "
                    + "coding: _PrefsRuntime.storedAsIs(), default: 14, range: 10 ... 24, title: \"Text Size\", "
                    + "summary: \"Size of body text, in points.\", "
                    + "description: \"Applies to every note; headings scale with it.\\n\\nZoom does not change it.\", "
                    + "group: \"appearance\", tags: [\"text\"], requiresRestart: true)"))
        #expect(
            flattened.contains(
                "_PrefsRuntime.Descriptor<String>(name: \"name\", key: \"name\", coding: _PrefsRuntime.storedAsIs())"))
        #expect(flattened.components(separatedBy: "default: 14").count == 2)
        #expect(
            flattened.contains("_PrefsRuntime.Description(prefs: [ P._$descriptor_fontSize, P._$descriptor_name, ])"))
        // No table of presentations beside the descriptors: the metadata is the schema's title and groups.
        #expect(!flattened.contains("SettingsMetadata.Pref"))
        #expect(flattened.components(separatedBy: "Size of body text, in points.\"").count == 2)
        #expect(!source.contains("@SettingsGroup"))
    }

    @Test func treeTitleDefaultsToTheClassName() {
        #expect(expand("@PrefsSchema final class Editor {}").source.contains("title: \"Editor\","))
    }

    @Test func settingNeedsAPref() {
        assertDiagnostics(
            "final class P { @Setting(group: \"a\") var a: Int = 0 }",
            ["1:17: '@Setting' describes a preference; use it together with '@Pref' (or another preference macro)"])
    }

    @Test func settingRejectsUnknownArguments() {
        assertDiagnostics(
            inSchema("@Pref @Setting(color: \"red\") var a: Int = 0"),
            [
                "4:20: '@Setting' has no argument 'color'; expected 'title:', 'summary:', 'group:', 'icon:', 'tags:', "
                    + "'searchable:', 'range:', 'step:', 'options:', 'requiresRestart:', 'secret:'"
            ])
    }

    @Test func groupNeedsItsPathFirst() {
        assertDiagnostics(
            "@SettingsGroup(title: \"A\") final class P {}",
            [
                "1:1: '@SettingsGroup' needs the group's path first, such as "
                    + "@SettingsGroup(\"appearance.text\", title: \"Text\")"
            ])
    }

    @Test func aPrefWhoseIDIsAGroupsPathIsRejected() {
        let result = expand(
            """
            @PrefsSchema @SettingsGroup("a") @SettingsGroup("a.b") final class P {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref @Setting(group: "a") var b: Int = 0
            }
            """)
        #expect(result.diagnostics == ["4:5: duplicate settings ID 'a.b': a group and a preference would share it"])
    }
}

/// A literal default that its own `@Setting` refuses is a compile-time error at the default; one the macro cannot
/// read is checked when the schema is first used.
@Suite struct SettingDefaultDiagnosticsTests {
    @Test func defaultOutsideTheRange() {
        assertDiagnostics(
            inSchema("@Pref @Setting(range: 10...24) var fontSize: Double = 99"),
            ["4:59: 'fontSize' defaults to 99, which its '@Setting' does not allow: expected 10...24"])
        assertDiagnostics(
            inSchema("@Pref @Setting(range: -5...5) var offset: Int = -6"),
            ["4:53: 'offset' defaults to -6, which its '@Setting' does not allow: expected -5...5"])
    }

    @Test func defaultOffTheStep() {
        assertDiagnostics(
            inSchema("@Pref @Setting(range: 10...24, step: 2) var size: Double = 13"),
            ["4:64: 'size' defaults to 13, which its '@Setting' does not allow: expected 10...24 in steps of 2"])
        assertDiagnostics(
            inSchema("@Pref @Setting(step: 0.5) var volume: Double = 0.25"),
            [
                "4:52: 'volume' defaults to 0.25, which its '@Setting' does not allow: expected any number in steps of 0.5"
            ])
    }

    @Test func defaultThatIsNoneOfTheOptions() {
        assertDiagnostics(
            inSchema(
                "@RawRepresentablePref @Setting(options: [Theme.light: \"Light\", .dark: \"Dark\"]) var theme: Theme = .system"
            ),
            ["4:103: 'theme' defaults to .system, which is not one of its '@Setting' options: Theme.light, .dark"])
        assertDiagnostics(
            inSchema("@Pref @Setting(options: [\"a\": \"A\", \"b\": \"B\"]) var letter: String = \"c\""),
            ["4:72: 'letter' defaults to \"c\", which is not one of its '@Setting' options: \"a\", \"b\""])
    }

    @Test func allowedAndUncheckableDefaultsPass() {
        for member in [
            "@Pref @Setting(range: 10...24, step: 1) var fontSize: Double = 14",
            "@Pref @Setting(range: 0...1, step: 0.1) var volume: Double = 0.7",
            "@RawRepresentablePref @Setting(options: [Theme.light: \"Light\", .dark: \"Dark\"]) var theme: Theme = Theme.dark",
            // Not literals: checked at run time.
            "@Pref @Setting(range: 10...24) var fontSize: Double = Self.standardSize",
            "@Pref @Setting(range: minimum...24) var fontSize: Double = 99",
            "@RawRepresentablePref @Setting(options: themes) var theme: Theme = .system",
            // A static constant among string options may equal one of them.
            "@Pref @Setting(options: [\"light\": \"Light\"]) var theme: String = Defaults.theme",
        ] {
            assertDiagnostics(inSchema(member), [])
        }
    }
}
