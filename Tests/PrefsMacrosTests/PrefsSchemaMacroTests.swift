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
                            _PrefsRuntime.write(_$pref_a, newValue, to: _$prefs.attach(storage, to: self), of: self) {
                                _$observationRegistrar.withMutation(of: self, keyPath: \\.a) {
                                }
                            }
                        }
                    }

                    /// The `a` preference's descriptor, one for the schema type: its key, coding, default, constraint, flags and presentation.
                    nonisolated private static let _$descriptor_a: _PrefsRuntime.Descriptor<Int> = _PrefsRuntime.Descriptor<Int>(name: "a", key: "a", coding: _PrefsRuntime.storedAsIs(), default: 0)

                    private let _$pref_a: _PrefsRuntime.Slot<Int> = _PrefsRuntime.Slot(AppPrefs._$descriptor_a)

                    /// The `a` preference as an object: key, default, `isDefault`, `reset()`, atomic `update`.
                    var $a: _PrefsRuntime.Defaulted<Int> {
                        _PrefsRuntime.Defaulted(slot: _$pref_a, storage: _$prefs.attach(storage, to: self), mode: storageMode)
                    }

                    /// The preferences this schema declares, in declaration order.
                    nonisolated static let _$prefsDescription = _PrefsRuntime.Description(prefs: [
                            AppPrefs._$descriptor_a,
                        ])

                    /// This instance's preferences, in declaration order.
                    nonisolated var _$prefsSlots: [_PrefsRuntime.AnySlot] {
                        [
                            _$pref_a,
                        ]
                    }

                    /// The title and groups of this schema's settings tree.
                    nonisolated static let _$settingsMetadata = _PrefsRuntime.SettingsMetadata(
                        title: "AppPrefs",
                        groups: []
                    )

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

                extension AppPrefs: _PrefsRuntime.Receiver, _PrefsRuntime.SettingsDescribed, _PrefsRuntime.Schema, Observation.Observable, @unchecked Swift.Sendable {
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
        #expect(
            flattened.contains(
                "set { _PrefsRuntime.write(_$pref_a, newValue, to: _$prefs.attach(storage, to: self), of: self) { _$observationRegistrar.withMutation(of: self, keyPath: \\.a) { } } }"
            ))
        #expect(
            flattened.contains(
                "ChangedKeys(changes) if keys.contains(_$pref_a.key) { _$observationRegistrar.withMutation(of: self, keyPath: \\.a)"
            ))
        #expect(
            source.contains(
                "extension AppPrefs: _PrefsRuntime.Receiver, _PrefsRuntime.SettingsDescribed, _PrefsRuntime.Schema,"))
    }

    @Test func genericSchemaComputesItsDescriptionOncePerSpecialisation() {
        let source = expand("@PrefsSchema final class G<T> { @Pref var a: Int = 0 }").source
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // A generic class has no static stored properties: its descriptors are kept per specialisation too.
        #expect(
            flattened.contains(
                "nonisolated private static var _$descriptor_a: _PrefsRuntime.Descriptor<Int> { "
                    + "_PrefsRuntime.Descriptor<Int>.cached(for: Self.self, name: \"a\") { "
                    + "_PrefsRuntime.Descriptor<Int>(name: \"a\", key: \"a\", coding: _PrefsRuntime.storedAsIs(), default: 0) } }"
            ))
        #expect(
            flattened.contains(
                "nonisolated static var _$prefsDescription: _PrefsRuntime.Description { "
                    + "_PrefsRuntime.Description.cached(for: Self.self) { _PrefsRuntime.Description(prefs: [ G._$descriptor_a, ]) } }"
            ))
        #expect(flattened.contains("nonisolated static var _$settingsMetadata: _PrefsRuntime.SettingsMetadata {"))
        #expect(
            flattened.contains("private let _$pref_a: _PrefsRuntime.Slot<Int> = _PrefsRuntime.Slot(G._$descriptor_a)"))
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
        #expect(result.diagnostics == ["1:1: '@PrefsSchema' can only be applied to a class, not \(kind)"])
        #expect(!result.source.contains("extension P"))
    }

    @Test func duplicateKeysAreRejected() {
        assertDiagnostics(
            """
            @PrefsSchema final class P {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var volume: Double = 1
                @Pref(key: "volume") var level: Double = 1
                @Pref(key: "ui.size") var size: Int = 1
                @RawRepresentablePref(key: "ui.size") var theme: Theme = .dark
            }
            """,
            [
                "5:5: duplicate preference key 'volume': 'volume' and 'level' would share one stored value",
                "7:5: duplicate preference key 'ui.size': 'size' and 'theme' would share one stored value",
            ])
    }

    @Test func computedKeysAreNotComparedAtCompileTime() {
        assertDiagnostics(
            """
            @PrefsSchema final class P {
                @Storage var storage = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref(key: prefix + "a") var a: Int = 1
                @Pref(key: prefix + "a") var b: Int = 1
            }
            """, [])
    }
}

/// A schema reads its storage and mode through properties named `storage` and `storageMode`.
@Suite struct SchemaStorageDiagnosticsTests {
    @Test func missingStorageIsOneErrorAtTheAttributeWithAFixIt() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @StorageMode var storageMode = .cachedReadStorageWrite
                @Pref var launches: Int = 0
            }
            """)
        #expect(
            result.diagnostics == [
                "1:1: '@PrefsSchema' class 'AppPrefs' has no storage; declare one, such as '@Storage var storage = .dictionary'"
                    + " [fix-it: add '@Storage var storage = .dictionary' → @Storage var storage = .dictionary]"
            ])
        // A stand-in keeps the preferences' accessors and the conformance from adding errors of their own.
        #expect(result.source.contains("var storage: _PrefsRuntime.AnyStorage {"))
        #expect(!result.source.contains("var storageMode: _PrefsRuntime.Mode"))
    }

    @Test func missingStorageModeIsOneErrorWithAFixIt() {
        assertDiagnostics(
            """
            @PrefsSchema
            public final class AppPrefs {
                @Storage public var storage = .dictionary
            }
            """,
            [
                "1:1: '@PrefsSchema' class 'AppPrefs' has no storage mode; declare one, such as "
                    + "'@StorageMode var storageMode = .cachedReadStorageWrite'"
                    + " [fix-it: add '@StorageMode public var storageMode = .cachedReadStorageWrite'"
                    + " → @StorageMode public var storageMode = .cachedReadStorageWrite]"
            ])
    }

    @Test func storageUnderAnotherNameIsRenamed() {
        assertDiagnostics(
            """
            @PrefsSchema final class AppPrefs {
                @Storage var store = .dictionary
                @StorageMode var storageMode = .cachedReadStorageWrite
            }
            """,
            [
                "2:18: '@Storage' property must be named 'storage', not 'store'; the schema reads it by that name"
                    + " [fix-it: rename it 'storage' → @Storage var storage = .dictionary]"
            ])
    }

    @Test func storageMayBePlainProperties() {
        assertDiagnostics(
            """
            @PrefsSchema final class AppPrefs {
                let storage: DictionaryPrefsStorage
                var storageMode: PrefsStorageMode { .storageOnly }
                init(storage: DictionaryPrefsStorage) { self.storage = storage }
            }
            """, [])
    }

    @Test func aClassThatInheritsMayGetItsStorageFromWhatItInherits() {
        // From a superclass or a protocol extension, which the macro cannot see: the compiler checks.
        assertDiagnostics("@PrefsSchema final class AppPrefs: StoredInFile { @Pref var launches: Int = 0 }", [])
        assertDiagnostics(
            "@PrefsSchema final class AppPrefs: Sendable {}",
            [
                "1:1: '@PrefsSchema' class 'AppPrefs' has no storage; declare one, such as '@Storage var storage = .dictionary'"
                    + " [fix-it: add '@Storage var storage = .dictionary' → @PrefsSchema final class AppPrefs: Sendable {"
                    + " ⏎ @Storage var storage = .dictionary}]",
                "1:1: '@PrefsSchema' class 'AppPrefs' has no storage mode; declare one, such as "
                    + "'@StorageMode var storageMode = .cachedReadStorageWrite'"
                    + " [fix-it: add '@StorageMode var storageMode = .cachedReadStorageWrite' → @PrefsSchema final class"
                    + " AppPrefs: Sendable { ⏎ @StorageMode var storageMode = .cachedReadStorageWrite}]",
            ])
    }
}
