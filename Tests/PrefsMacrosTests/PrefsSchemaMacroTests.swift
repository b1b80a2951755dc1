import Testing

@Suite struct PrefsSchemaMacroTests {
    @Test func schemaExpansion() {
        assertExpansion(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var a: Int = 0
            }
            """,
            expandsTo: """
                final class AppPrefs {
                    @Storage var storage = .dictionary
                    @StorageMode var storageMode = .cachedReadStorageWrite
                    var a: Int {
                        get {
                            _$observationRegistrar.access(self, keyPath: \\.a)
                            return _PrefsRuntime.read(_$pref_a, _$prefs.attach(storage, to: self), storageMode)
                        }
                        set {
                            _$pref_a.write(newValue, to: _$prefs.attach(storage, to: self))
                        }
                    }

                    private let _$pref_a = _PrefsRuntime.Slot<Int>(key: "a", default: 0)

                    /// The `a` preference as an object: key, default, `isDefault`, `reset()`, atomic `update`.
                    var $a: _PrefsRuntime.Defaulted<Int> {
                        _PrefsRuntime.Defaulted(slot: _$pref_a, storage: _$prefs.attach(storage, to: self), mode: storageMode)
                    }

                    /// Every preference this schema declares, in declaration order.
                    nonisolated static let prefsDeclarations: [_PrefsRuntime.PrefDeclaration] = [
                        _PrefsRuntime.PrefDeclaration(slot: _PrefsRuntime.Slot<Int>(key: "a", default: 0), name: "a"),
                    ]

                    /// The settings tree this schema declares: its groups and preferences, with their metadata.
                    nonisolated static var settingsTree: _PrefsRuntime.Tree {
                        _PrefsRuntime.Tree(
                            title: "AppPrefs",
                            groups: [],
                            prefs: prefsDeclarations
                        )
                    }

                    private let _$observationRegistrar = Observation.ObservationRegistrar()

                    let _$prefs = _PrefsRuntime.State()

                    nonisolated func _$prefsStorageDidChange(_ changes: [_PrefsRuntime.ValueChange]) {
                        let keys = _PrefsRuntime.ChangedKeys(changes)
                        if keys.contains(_$pref_a.key) {
                            _$observationRegistrar.withMutation(of: self, keyPath: \\.a) {
                            }
                        }
                        _$prefsPublish(changes)
                    }
                }

                extension AppPrefs: _PrefsRuntime.Receiver, _PrefsRuntime.Schema, Observation.Observable, @unchecked Swift.Sendable {
                }
                """)
    }

    @Test func mainActorSchemaNotifiesOnTheMainActorAndConformsWithIsolation() {
        let source = expand(
            """
            @MainActor @PrefsSchema public final class AppPrefs {
                @Pref var a: Int = 0
            }
            """
        ).source
        #expect(source.contains("_PrefsRuntime.onMainActor { [self] in"))
        #expect(source.contains("public nonisolated func _$prefsStorageDidChange"))
        #expect(source.contains("@MainActor _PrefsRuntime.Schema"))
    }

    @Test func mainActorPrefInAPlainSchemaIsNotifiedOnTheMainActor() {
        let source = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref var a: Int = 0
                @MainActor @Pref var b: Int = 0
            }
            """
        ).source
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flattened.contains(
                "let writing = _PrefsRuntime.State.keyBeingWritten(by: self) if keys.contains(_$pref_b.key) && writing != _$pref_b.key { _PrefsRuntime.onMainActor { [self] in if keys.contains(_$pref_b.key) && writing != _$pref_b.key {"
            ))
        #expect(
            flattened.contains(
                "set { _$observationRegistrar.withMutation(of: self, keyPath: \\.b) { _PrefsRuntime.State.whileWriting(from: self, key: _$pref_b.key) {"
            ))
        #expect(flattened.contains("set { _$pref_a.write(newValue, to: _$prefs.attach(storage, to: self)) }"))
        #expect(
            flattened.contains(
                "ChangedKeys(changes) if keys.contains(_$pref_a.key) { _$observationRegistrar.withMutation(of: self, keyPath: \\.a)"
            ))
        #expect(source.contains("extension AppPrefs: _PrefsRuntime.Receiver, _PrefsRuntime.Schema,"))
    }

    @Test func genericSchemaComputesItsDeclarations() {
        let source = expand("@PrefsSchema final class G<T> { @Pref var a: Int = 0 }").source
        #expect(source.contains("nonisolated static var prefsDeclarations: [_PrefsRuntime.PrefDeclaration] {"))
    }

    @Test func emptySchemaStillCompiles() {
        let source = expand("@PrefsSchema final class Empty {}").source
        #expect(source.contains("_$prefsPublish(changes)"))
        #expect(!source.contains("let keys"))
    }

    @Test(arguments: [
        ("struct", "a struct"), ("enum", "an enum"), ("actor", "an actor"), ("protocol", "a protocol"),
    ])
    func schemaRequiresAClass(keyword: String, kind: String) {
        let result = expand("@PrefsSchema \(keyword) P {}")
        #expect(result.diagnostics == ["'@PrefsSchema' can only be applied to a class, not \(kind) @ @PrefsSchema"])
        #expect(!result.source.contains("extension P"))
    }

    @Test func duplicateKeysAreRejected() {
        assertDiagnostics(
            """
            @PrefsSchema final class P {
                @Pref var volume: Double = 1
                @Pref(key: "volume") var level: Double = 1
                @Pref(key: "ui.size") var size: Int = 1
                @RawRepresentablePref(key: "ui.size") var theme: Theme = .dark
            }
            """,
            [
                "duplicate preference key 'volume': 'volume' and 'level' would share one stored value @ @Pref(key: \"volume\")",
                "duplicate preference key 'ui.size': 'size' and 'theme' would share one stored value @ @RawRepresentablePref(key: \"ui.size\")",
            ])
    }

    @Test func computedKeysAreNotComparedAtCompileTime() {
        assertDiagnostics(
            """
            @PrefsSchema final class P {
                @Pref(key: prefix + "a") var a: Int = 1
                @Pref(key: prefix + "a") var b: Int = 1
            }
            """, [])
    }
}
