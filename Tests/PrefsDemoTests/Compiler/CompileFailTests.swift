import Foundation
import Testing

/// The usual mistakes, compiled by the real compiler as a package that depends on Prefs would compile them: each is
/// one error at the line and column of the mistake (with its fix-its as notes), and the compiler adds nothing of its
/// own — no errors about generated names, no "did not produce a non-observing accessor", no `<unknown>:0`. This is
/// what the expansion tests cannot see: the compiler's view of the generated code (a `@Pref` outside a schema would
/// otherwise fail on `_$observationRegistrar`, a type storage cannot keep on a constraint inside the expansion).
@Suite struct CompileFailTests {
    static let source = """
        import Foundation
        import Prefs

        struct Frame: Sendable { var x = 0 }

        // A class without @PrefsSchema.
        final class Plain {
            @Pref var launches: Int = 0
        }

        @PrefsSchema final class Misused {
            @Storage var storage = .dictionary
            @StorageMode var storageMode = .cachedReadStorageWrite
            @Pref var name: String? = "x"
            @Pref var homepage: URL?
            @Pref var frame: Frame = Frame()
            @Pref @Setting(range: 10...24) var fontSize: Double = 99
        }

        @PrefsSchema final class NoStorage {
            @Pref var launches: Int = 0
        }

        final class Window {
            @OnPrefChange("theme") func restyle() {}
        }

        let prefs = Misused()
        print(prefs.name ?? "", prefs.fontSize, Plain().launches, NoStorage().launches)

        """

    @Test(.timeLimit(.minutes(1)))
    func eachMistakeIsOneErrorAtItsLine() async throws {
        try await onOwnThread {
            let compiler = try ConsumerCompiler.current.get()
            let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-compile-fail-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appending(path: "main.swift")
            try Self.source.write(to: file, atomically: true, encoding: .utf8)

            let result = try compiler.compile(file)
            #expect(result.status != 0, "the consumer must not build")
            // Notes that point into the library's own sources (the unavailable declaration) are left out.
            let shown = result.diagnostics.filter { ["main.swift", "<macro expansion>"].contains($0.file) }.map {
                $0.file == "<macro expansion>" ? "<macro expansion>: \($0.severity): \($0.message)" : $0.description
            }
            #expect(
                shown == [
                    "main.swift:8:5: error: '@Pref' can only be used in a '@PrefsSchema' class; "
                        + "add '@PrefsSchema' to class 'Plain'",
                    "main.swift:14:31: error: '@Pref' optional type 'String?' cannot have a default value; "
                        + "it is nil when absent",
                    "main.swift:14:31: note: remove the default value",
                    "main.swift:14:31: note: make the type non-optional: 'String'",
                    "main.swift:17:59: error: 'fontSize' defaults to 99, which its '@Setting' does not allow: "
                        + "expected 10...24",
                    "<macro expansion>: error: 'storedAsIs()' is unavailable: this preference's type is not one @Pref "
                        + "stores without a coding (String, Bool, Int and the other integers, Double, Float, CGFloat, "
                        + "Data, Date, URL, UUID, CGSize, CGPoint, CGRect, arrays, sets, ranges and [String: T] "
                        + "dictionaries of them, and Codable types); use @RawRepresentablePref for an enum with raw "
                        + "values, or @Pref(coding:) with a PrefsCodable of your own (see Docs/Coding.md)",
                    "main.swift:16:5: note: in expansion of macro 'Pref' on property 'frame' here",
                    "main.swift:20:1: error: '@PrefsSchema' class 'NoStorage' has no storage; declare one, such as "
                        + "'@Storage var storage = .dictionary'",
                    "main.swift:20:1: note: add '@Storage var storage = .dictionary'",
                    "main.swift:20:1: error: '@PrefsSchema' class 'NoStorage' has no storage mode; declare one, such as "
                        + "'@StorageMode var storageMode = .cachedReadStorageWrite'",
                    "main.swift:20:1: note: add '@StorageMode var storageMode = .cachedReadStorageWrite'",
                    "main.swift:25:5: error: '@OnPrefChange' can only be used in a '@PrefsSchema' class; "
                        + "add '@PrefsSchema' to class 'Window'",
                ], "\(result.output)")
            #expect(!result.output.contains("<unknown>"))

            // Swift 6.3's compiler names an attached macro in its " (from macro '…')" suffix by the attribute's name
            // with its trailing trivia (`attributeName.description` in ASTGen's `expandAttachedMacroImpl`), so
            // `@Pref var` reads "(from macro 'Pref ')". A plugin cannot change that suffix; Apple's `@Observable` shows
            // the same. When a compiler fixes it, this known issue stops being recorded and the test says so.
            let namesTheMacroWithASpace = result.output.contains("(from macro 'Pref ')")
            withKnownIssue("the compiler keeps the space after '@Pref' in the macro's name") {
                #expect(!namesTheMacroWithASpace)
            }
        }
    }

    /// The mistakes of a first hour with Prefs (porting a real editor's settings), each alone in a file: one error at
    /// the line the user wrote, which says what to write instead.
    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            (
                // A default of another type than the property's, with a range: the compiler's error at the default,
                // not also a range error for 4.5 or a second error inside the expansion.
                "@Setting(title: \"Tab width\", range: 1...16, step: 1)\n    @Pref var tabWidth: Int = 4.5",
                ["main.swift:8:31: error: cannot convert value of type 'Double' to specified type 'Int'"]
            ),
            (
                // Options keyed by strings for an enum: the macro's error at the options, with the enum cases as a
                // fix-it, and nothing inside the expansion.
                "@Setting(title: \"Theme\", options: [\"light\": \"Light\", \"dark\": \"Dark\"])\n"
                    + "    @RawRepresentablePref var theme: Theme = .light",
                [
                    "main.swift:7:39: error: the '@Setting' options of 'theme' are keyed by strings, but its values are "
                        + "'Theme' values: write .light instead of \"light\"",
                    "main.swift:7:39: note: key the options by 'Theme' cases",
                ]
            ),
            (
                // Arguments out of the declared order: the compiler's message, which Docs/GettingStarted.md explains
                // (`group:` comes first or after `summary:`).
                "@Setting(title: \"Font size\", tags: [\"font\"], group: \"text\")\n    @Pref var fontSize: Double = 12",
                ["main.swift:7:50: error: argument 'group' must precede argument 'title'"]
            ),
        ])
    func aFirstHourMistakeIsOneErrorAtItsLine(declaration: String, expected: [String]) async throws {
        try await onOwnThread {
            let compiler = try ConsumerCompiler.current.get()
            let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-compile-fail-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appending(path: "main.swift")
            let source = """
                import Prefs

                enum Theme: String { case light, dark }

                @PrefsSchema final class EditorPrefs {
                    @StorageMode var storageMode = .cachedReadStorageWrite
                    \(declaration)
                    @Storage var storage = .dictionary
                }

                """
            try source.write(to: file, atomically: true, encoding: .utf8)
            let result = try compiler.compile(file)
            #expect(result.status != 0, "the consumer must not build")
            let shown = result.diagnostics.filter { $0.file != "<macro expansion>" || $0.severity != "note" }
                .filter { ["main.swift", "<macro expansion>"].contains($0.file) }.map(\.description)
            #expect(shown == expected, "\(result.output)")
        }
    }
}
