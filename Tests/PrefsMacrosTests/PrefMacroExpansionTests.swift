import Testing

@Suite struct PrefMacroExpansionTests {
    @Test func defaultedPref() {
        assertExpansion(
            """
            final class AppPrefs {
                @Pref var launches: Int = 0
            }
            """,
            expandsTo: """
                final class AppPrefs {
                    var launches: Int {
                        get {
                            _$observationRegistrar.access(self, keyPath: \\.launches)
                            return _PrefsRuntime.read(_$pref_launches, _$prefs.attach(storage, to: self), storageMode)
                        }
                        set {
                            _$pref_launches.write(newValue, to: storage)
                        }
                    }

                    private let _$pref_launches = _PrefsRuntime.Slot<Int>(key: "launches", default: 0)

                    /// The `launches` preference as an object: key, default, `isDefault`, `reset()`, atomic `update`.
                    var $launches: _PrefsRuntime.Defaulted<Int> {
                        _PrefsRuntime.Defaulted(slot: _$pref_launches, storage: storage, mode: storageMode)
                    }
                }
                """)
    }
}

extension PrefMacroExpansionTests {
    @Test func optionalPrefReadsWithoutDefaultAndGetsOptionalHandle() {
        let source = expand(
            """
            final class AppPrefs {
                @Pref var name: String?
            }
            """
        ).source
        #expect(source.contains("return _$pref_name.read(from: _$prefs.attach(storage, to: self), mode: storageMode)"))
        #expect(source.contains("private let _$pref_name = _PrefsRuntime.Slot<String>(key: \"name\")"))
        #expect(source.contains("var $name: _PrefsRuntime.Optional<String> {"))
    }

    @Test func optionalSpelledAsGenericAndExplicitNilAreOptional() {
        let result = expand(
            """
            final class AppPrefs {
                @Pref var a: Optional<Int>
                @Pref var b: [String]? = nil
            }
            """)
        #expect(result.diagnostics == [])
        #expect(result.source.contains("_PrefsRuntime.Slot<Int>(key: \"a\")"))
        #expect(result.source.contains("_PrefsRuntime.Slot<[String]>(key: \"b\")"))
    }

    @Test func keyArgumentNamesTheStorageKey() {
        let source = expand(
            """
            final class AppPrefs {
                @Pref(key: "ui.fontSize") var fontSize: Double = 14
            }
            """
        ).source
        #expect(source.contains("_PrefsRuntime.Slot<Double>(key: \"ui.fontSize\", default: 14)"))
        #expect(source.contains("keyPath: \\.fontSize"))
    }

    @Test func codingArgumentIsPassedToTheSlot() {
        let source = expand(
            """
            final class AppPrefs {
                @Pref(coding: .urlString) var feed: URL?
                @Pref(key: "home", coding: URLStringPrefsCoding()) var home: URL = URL(string: "https://a.b")!
            }
            """
        ).source
        #expect(source.contains("_PrefsRuntime.Slot<URL>(key: \"feed\", coding: .urlString)"))
        #expect(
            source.contains(
                "_PrefsRuntime.Slot<URL>(key: \"home\", coding: URLStringPrefsCoding(), default: URL(string: \"https://a.b\")!)"
            ))
    }

    @Test func inlineClosuresArePassedToTheSlot() {
        let source = expand(
            """
            final class AppPrefs {
                @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var homepage: URL?
            }
            """
        ).source
        // The expansion's formatter puts each closure body on its own line.
        let flattened = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flattened.contains(
                "_PrefsRuntime.Slot<URL>(key: \"homepage\", encode: { $0.absoluteString }, decode: { URL(string: $0) })"
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
            final class AppPrefs {
                @\(macro) var theme: Theme = .system
                @\(macro)(key: "w") var window: Window?
            }
            """)
        #expect(result.diagnostics == [])
        #expect(
            result.source.contains(
                "_PrefsRuntime.Slot<Theme>(key: \"theme\", coding: _PrefsRuntime.\(coding)<Theme>(), default: .system)")
        )
        #expect(
            result.source.contains("_PrefsRuntime.Slot<Window>(key: \"w\", coding: _PrefsRuntime.\(coding)<Window>())"))
    }

    @Test func handleKeepsThePropertysAccessLevel() {
        let source = expand(
            """
            public final class AppPrefs {
                public var plain = 1
                @Pref public var a: Int = 0
                @Pref public private(set) var b: Int = 0
                @Pref private var c: Int = 0
            }
            """
        ).source
        #expect(source.contains("public var $a: _PrefsRuntime.Defaulted<Int>"))
        #expect(source.contains("public var $b: _PrefsRuntime.Defaulted<Int>"))
        #expect(source.contains("private var $c: _PrefsRuntime.Defaulted<Int>"))
    }
}
