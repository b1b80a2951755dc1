import Testing

@Suite struct PrefMacroExpansionTests {
    @Test func defaultedPref() {
        assertExpansion(
            """
            @PrefsSchema final class AppPrefs {
                @Pref var launches: Int = 0
            }
            """,
            expandsTo: """
                @PrefsSchema final class AppPrefs {
                    var launches: Int {
                        get {
                            _$observationRegistrar.access(self, keyPath: \\.launches)
                            return _PrefsRuntime.read(_$pref_launches, _$prefs.attach(storage, to: self), storageMode)
                        }
                        set {
                            _PrefsRuntime.write(_$pref_launches, newValue, to: _$prefs.attach(storage, to: self), of: self) {
                                _$observationRegistrar.withMutation(of: self, keyPath: \\.launches) {
                                }
                            }
                        }
                    }

                    /// The `launches` preference's descriptor, one for the schema type: its key, coding, default, constraint, flags and presentation.
                    nonisolated private static let _$descriptor_launches: _PrefsRuntime.Descriptor<Int> = _PrefsRuntime.Descriptor<Int>(name: "launches", key: "launches", coding: _PrefsRuntime.storedAsIs(), default: 0)

                    private let _$pref_launches: _PrefsRuntime.Slot<Int> = _PrefsRuntime.Slot(AppPrefs._$descriptor_launches)

                    /// The `launches` preference as an object: key, default, `isDefault`, `reset()`, atomic `update`.
                    var $launches: _PrefsRuntime.Defaulted<Int> {
                        _PrefsRuntime.Defaulted(slot: _$pref_launches, storage: _$prefs.attach(storage, to: self), mode: storageMode)
                    }
                }
                """,
            only: preferenceMacros)
    }
}

extension PrefMacroExpansionTests {
    @Test func optionalPrefReadsWithoutDefaultAndGetsOptionalHandle() {
        let source = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref var name: String?
            }
            """, only: preferenceMacros
        ).source
        #expect(source.contains("return _$pref_name.read(from: _$prefs.attach(storage, to: self), mode: storageMode)"))
        #expect(
            source.contains(
                "_PrefsRuntime.Descriptor<String>(name: \"name\", key: \"name\", coding: _PrefsRuntime.storedAsIs())"))
        #expect(
            source.contains(
                "private let _$pref_name: _PrefsRuntime.Slot<String> = _PrefsRuntime.Slot(AppPrefs._$descriptor_name)"))
        #expect(source.contains("var $name: _PrefsRuntime.Optional<String> {"))
    }

    @Test func optionalSpelledAsGenericAndExplicitNilAreOptional() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref var a: Optional<Int>
                @Pref var b: [String]? = nil
            }
            """, only: preferenceMacros)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                "_PrefsRuntime.Descriptor<Int>(name: \"a\", key: \"a\", coding: _PrefsRuntime.storedAsIs())"))
        #expect(
            result.source.contains(
                "_PrefsRuntime.Descriptor<[String]>(name: \"b\", key: \"b\", coding: _PrefsRuntime.storedAsIs())"))
    }

    @Test func keyArgumentNamesTheStorageKey() {
        let source = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref(key: "ui.fontSize") var fontSize: Double = 14
            }
            """, only: preferenceMacros
        ).source
        #expect(
            source.contains(
                "_PrefsRuntime.Descriptor<Double>(name: \"fontSize\", key: \"ui.fontSize\", coding: _PrefsRuntime.storedAsIs(), default: 14)"
            ))
        #expect(source.contains("keyPath: \\.fontSize"))
    }

    @Test func codingArgumentIsPassedToTheDescriptor() {
        let source = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref(coding: .urlString) var feed: URL?
                @Pref(key: "home", coding: URLStringPrefsCoding()) var home: URL = URL(string: "https://a.b")!
            }
            """, only: preferenceMacros
        ).source
        #expect(source.contains("_PrefsRuntime.Descriptor<URL>(name: \"feed\", key: \"feed\", coding: .urlString)"))
        #expect(
            source.contains(
                "_PrefsRuntime.Descriptor<URL>(name: \"home\", key: \"home\", coding: URLStringPrefsCoding(), default: URL(string: \"https://a.b\")!)"
            ))
    }

    @Test func inlineClosuresArePassedToTheDescriptor() {
        let source = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var homepage: URL?
            }
            """, only: preferenceMacros
        ).source
        // The expansion's formatter puts each closure body on its own line.
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flattened.contains(
                "_PrefsRuntime.Descriptor<URL>(name: \"homepage\", key: \"homepage\", encode: { $0.absoluteString }, decode: { URL(string: $0) })"
            ))
    }

    @Test(arguments: [
        ("RawRepresentablePref", "RawRepresentableCoding"),
        ("JSONDataCodablePref", "JSONDataCoding"),
        ("JSONStringCodablePref", "JSONStringCoding"),
    ])
    func codingMacrosImplyTheirCoding(macro: String, coding: String) {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @\(macro) var theme: Theme = .system
                @\(macro)(key: "w") var window: Window?
            }
            """, only: preferenceMacros)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                "_PrefsRuntime.Descriptor<Theme>(name: \"theme\", key: \"theme\", coding: _PrefsRuntime.\(coding)<Theme>(), default: .system)"
            ))
        #expect(
            result.source.contains(
                "_PrefsRuntime.Descriptor<Window>(name: \"window\", key: \"w\", coding: _PrefsRuntime.\(coding)<Window>())"
            ))
    }

    @Test func backtickedNamesGiveValidGeneratedNamesAndKeys() {
        let result = expand(
            """
            @PrefsSchema final class AppPrefs {
                @Pref var `default`: Int = 0
                @Pref var `class`: String?
            }
            """, only: preferenceMacros)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                "_PrefsRuntime.Descriptor<Int>(name: \"default\", key: \"default\", coding: _PrefsRuntime.storedAsIs(), default: 0)"
            ))
        #expect(
            result.source.contains(
                "private let _$pref_default: _PrefsRuntime.Slot<Int> = _PrefsRuntime.Slot(AppPrefs._$descriptor_default)"
            ))
        #expect(result.source.contains("keyPath: \\.`default`"))
        #expect(result.source.contains("var $class: _PrefsRuntime.Optional<String>"))
        #expect(!result.source.contains("_$pref_`"))
    }

    @Test func handleKeepsThePropertysAccessLevel() {
        let source = expand(
            """
            @PrefsSchema public final class AppPrefs {
                public var plain = 1
                @Pref public var a: Int = 0
                @Pref public private(set) var b: Int = 0
                @Pref private var c: Int = 0
            }
            """, only: preferenceMacros
        ).source
        #expect(source.contains("public var $a: _PrefsRuntime.Defaulted<Int>"))
        #expect(source.contains("public var $b: _PrefsRuntime.Defaulted<Int>"))
        #expect(source.contains("private var $c: _PrefsRuntime.Defaulted<Int>"))
    }
}
