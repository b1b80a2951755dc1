import Testing

@Suite struct SchemaEvolutionExpansionTests {
    @Test func legacyKeysArePassedToTheDescriptor() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref(key: "ui.fontSize", legacyKeys: ["fontSize", "size"]) var fontSize: Double = 14
                @RawRepresentablePref(legacyKeys: ["colour"]) var theme: Theme = .system
            }
            """, only: preferenceMacros)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                #"_PrefsRuntime.Descriptor<Double>(name: "fontSize", key: "ui.fontSize", legacyKeys: ["fontSize", "size"], coding: _PrefsRuntime.storedAsIs(), default: 14)"#
            ))
        #expect(
            result.source.contains(
                #"_PrefsRuntime.Descriptor<Theme>(name: "theme", key: "theme", legacyKeys: ["colour"], coding: _PrefsRuntime.RawRepresentableCoding<Theme>(), default: .system)"#
            ))
    }

    @Test func rawPrefOfAnArray() {
        assertExpansion(
            """
            @PrefsSchema final class AppPrefs {
                @RawPref var recent: [Any] = ["a", 1]
            }
            """,
            expandsTo: """
                @PrefsSchema final class AppPrefs {
                    var recent: [Any] {
                        get {
                            _$observationRegistrar.access(self, keyPath: \\.recent)
                            return _PrefsRuntime.rawValue(_$pref_recent.read(from: _$prefs.attach(storage, to: self), mode: storageMode), as: [Any].self) ?? (["a", 1])
                        }
                        set {
                            _PrefsRuntime.writeRaw(newValue, _$pref_recent, _$prefs.attach(storage, to: self))
                        }
                    }

                    /// The `recent` preference's descriptor, one for the schema type: its key, coding, default, constraint, flags and presentation.
                    nonisolated private static let _$descriptor_recent: _PrefsRuntime.Descriptor<_PrefsRuntime.RawArray> = _PrefsRuntime.Descriptor<_PrefsRuntime.RawArray>(name: "recent", key: "recent", default: _PrefsRuntime.rawStored((["a", 1]) as [Any], as: _PrefsRuntime.RawArray.self))

                    private let _$pref_recent: _PrefsRuntime.Slot<_PrefsRuntime.RawArray> = _PrefsRuntime.Slot(AppPrefs._$descriptor_recent)
                }
                """, only: preferenceMacros)
    }

    @Test func rawPrefOfAnOptionalDictionaryWithAKey() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @RawPref(key: "window") var window: [String: Any]?
            }
            """, only: preferenceMacros)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                #"_PrefsRuntime.Descriptor<_PrefsRuntime.RawDictionary>(name: "window", key: "window")"#))
        #expect(result.source.contains("as: [String: Any].self)\n"))
        #expect(!result.source.contains("$window"))
    }

    @Test func rawPrefFollowsThePrefRules() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @RawPref var list: [Any]
                @RawPref(coding: .x) var other: [Any]?
            }
            """, only: preferenceMacros)
        #expect(
            result.diagnostics == [
                "2:18: '@RawPref' requires a default value for non-optional type '[Any]'",
                "3:14: '@RawPref' has no argument 'coding'; expected 'key:' or 'legacyKeys:'",
            ])
    }
}
