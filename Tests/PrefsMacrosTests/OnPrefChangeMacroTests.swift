import Testing

@Suite struct OnPrefChangeMacroTests {
    @Test func schemaDispatchesEachChangeToTheHooksThatFollowItsPreference() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var theme: String = "system"
                @Pref(key: "ui.accent") var accent: String = "blue"
                @OnPrefChange("theme", "accent") func restyle(_ change: PrefsChange) {}
                @OnPrefChange("accent") func log(change: PrefsChange) {}
                @OnPrefChange("theme") @MainActor func redraw() {}
            }
            """)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                """
                    /// Calls the `@OnPrefChange` methods for the changes to the preferences they follow.
                    nonisolated func _$prefsRunChangeHooks(_ changes: [_PrefsRuntime.Change]) {
                        for change in changes {
                            if change.key == _$pref_theme.key || change.key == _$pref_accent.key {
                                self.restyle(change)
                            }
                            if change.key == _$pref_accent.key {
                                self.log(change: change)
                            }
                            if change.key == _$pref_theme.key {
                                _PrefsRuntime.onMainActor(of: self) { [self] in
                                    self.redraw()
                                }
                            }
                        }
                    }
                """), "\(result.source)")
    }

    @Test func aSchemaWithoutHooksGeneratesNoDispatch() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var theme: String = "system"
            }
            """)
        #expect(!result.source.contains("_$prefsRunChangeHooks"))
    }

    @Test func publicSchemaGetsAPublicDispatch() {
        let result = expand(
            """
            @PrefsSchema public final class AppPrefs {
                @Storage public var storage = .dictionary
                @StorageMode public var storageMode = .cachedReadStorageWrite
                @Pref public var theme: String = "system"
                @OnPrefChange("theme") func redraw() {}
            }
            """)
        #expect(result.source.contains("public nonisolated func _$prefsRunChangeHooks("))
    }

    @Test func unknownPreferenceNamesAreDiagnosed() {
        assertDiagnostics(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var theme: String = "system"
                @Pref var launches: Int = 0
                @OnPrefChange("them") func redraw() {}
            }
            """,
            [
                "6:5: '@OnPrefChange' names 'them', which is not a preference of this schema; its preferences are "
                    + "'theme', 'launches'"
            ])
    }

    @Test func misuseIsDiagnosed() {
        assertDiagnostics(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var theme: String = "system"
                @OnPrefChange("theme") var notAMethod = 0
                @OnPrefChange func noNames() {}
                @OnPrefChange(name) func notALiteral() {}
                @OnPrefChange("theme") func tooMany(_ a: PrefsChange, _ b: Int) {}
                @OnPrefChange("theme") func asynchronous() async {}
            }
            """,
            [
                "5:5: '@OnPrefChange' marks a method of a '@PrefsSchema' class to run when preferences change",
                "6:5: '@OnPrefChange' needs the names of the preferences it follows, such as @OnPrefChange(\"theme\")",
                "7:5: '@OnPrefChange' needs the names of the preferences it follows, such as @OnPrefChange(\"theme\")",
                "8:40: '@OnPrefChange' method 'tooMany' must be an instance method that takes no argument or one "
                    + "'PrefsChange', and does not throw or await",
                "9:45: '@OnPrefChange' method 'asynchronous' must be an instance method that takes no argument or one "
                    + "'PrefsChange', and does not throw or await",
            ])
    }

    @Test func hooksOutsideTheSchemaBodyOrWithTheWrongShapeAreDiagnosed() {
        assertDiagnostics(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var theme: String = "system"
                @OnPrefChange("theme") static func shared() {}
                @OnPrefChange("theme") func wrongType(_ value: String) {}
            }
            extension AppPrefs {
                @OnPrefChange("theme") func inAnExtension() {}
            }
            """,
            [
                "5:46: '@OnPrefChange' method 'shared' must be an instance method that takes no argument or one "
                    + "'PrefsChange', and does not throw or await",
                "6:42: '@OnPrefChange' method 'wrongType' must be an instance method that takes no argument or one "
                    + "'PrefsChange', and does not throw or await",
                "9:5: '@OnPrefChange' method 'inAnExtension' must be declared in the body of its '@PrefsSchema' class, "
                    + "not in an extension",
            ])
        // Neither malformed hook is called from the generated dispatch, so the expansion stays valid.
        let source = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var theme: String = "system"
                @OnPrefChange("theme") static func shared() {}
            }
            """
        ).source
        #expect(!source.contains("_$prefsRunChangeHooks"))
    }

    @Test func aHookOnAMisusedPreferenceAddsNoErrorOfItsOwn() {
        assertDiagnostics(
            inSchema("@Pref let homepage: String = \"\"\n    @OnPrefChange(\"homepage\") func reload() {}"),
            [
                "4:11: '@Pref' requires 'var' [fix-it: use 'var' → @Pref var homepage: String = \"\"]"
            ])
    }

    @Test func aHookInAClassWithoutPrefsSchemaWouldNeverRun() {
        assertDiagnostics(
            """
            final class Window {
                @OnPrefChange("theme") func restyle() {}
            }
            """,
            ["2:5: '@OnPrefChange' can only be used in a '@PrefsSchema' class; add '@PrefsSchema' to class 'Window'"])
    }
}
