import Foundation
import Testing

/// `migrate` and `dump --all` on a file the demo's version 1 left: `fontSize` (now `ui.fontSize`) and `wrapLines`
/// stored as "yes" (now a real boolean), beside a key the demo does not declare.
@Suite struct CommandLineMigrateTests {
    static let versionOne = #"{"fontSize": 16, "wrapLines": "yes", "theme": "dark", "future.feature": [1, 2]}"#

    private func sandbox(_ contents: String = versionOne) throws -> DemoSandbox {
        let sandbox = DemoSandbox()
        try Data(contents.utf8).write(to: sandbox.file)
        return sandbox
    }

    @Test func migrateMovesConvertsAndRecordsInOneWrite() throws {
        let sandbox = try sandbox()
        let run = try sandbox.run(["migrate"])
        #expect(run.status == 0, "\(run)")
        #expect(run.errors.isEmpty)
        #expect(
            run.output == """
                move     'fontSize' → 'ui.fontSize'  16
                convert  'wrapLines'                 "yes" → true  (wrapLines-bool)
                Recorded 'wrapLines-bool' as run.
                Migrated 2 values in \(sandbox.file.path) in one write.

                """)
        let stored = try sandbox.storedJSON()
        #expect(
            (
                Set(stored.keys), stored["ui.fontSize"] as? Int, stored["wrapLines"] as? Bool,
                stored["future.feature"] as? [Int], stored["_prefs.migrations"] as? [String]
            ) == (
                ["ui.fontSize", "wrapLines", "theme", "future.feature", "_prefs.migrations"], 16, true, [1, 2],
                ["wrapLines-bool"]
            ))

        let again = try sandbox.run(["migrate"])
        #expect(again.status == 0)
        #expect(again.output == "Nothing to migrate: \(sandbox.file.path) is up to date.\n")
    }

    @Test func dryRunPrintsWhatWouldChangeAndWritesNothing() throws {
        let sandbox = try sandbox()
        let before = sandbox.fileBytes
        let run = try sandbox.run(["migrate", "--dry-run"])
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("Would record 'wrapLines-bool' as run.\n"))
        #expect(
            run.output.hasSuffix("Would migrate 2 values in \(sandbox.file.path); nothing was written (--dry-run).\n"))
        #expect(sandbox.fileBytes == before)

        let json = try sandbox.run(["migrate", "--dry-run", "--json"]).json()
        #expect((json["dryRun"] as? Bool, json["recorded"] as? [String]) == (true, ["wrapLines-bool"]))
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == ["move", "convert"])
        #expect(steps[0]["from"] as? String == "fontSize" && steps[0]["key"] as? String == "ui.fontSize")
        #expect(steps[1]["old"] as? String == "yes" && steps[1]["new"] as? Bool == true)
        #expect((steps[1]["migration"] as? String, sandbox.fileBytes) == ("wrapLines-bool", before))
    }

    @Test func aValueThatCannotBeConvertedFailsTheMigrationAndWritesNothing() throws {
        let sandbox = try sandbox(#"{"fontSize": 16, "wrapLines": "maybe"}"#)
        let before = sandbox.fileBytes
        let run = try sandbox.run(["migrate"])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                #"error: 'wrapLines': migration 'wrapLines-bool' failed: "maybe" could not be converted"#
            ])
        #expect(sandbox.fileBytes == before)
    }

    /// Before migrating, the demo reads a renamed preference from its old key; a write moves it.
    @Test func aRenamedPreferenceIsReadFromItsOldKeyUntilWritten() throws {
        let sandbox = try sandbox()
        #expect(try sandbox.run(["get", "ui.fontSize"]).output == "16\n")
        #expect(try sandbox.run(["set", "ui.fontSize=18"]).status == 0)
        let stored = try sandbox.storedJSON()
        #expect(stored["ui.fontSize"] as? Int == 18)
        #expect(stored["fontSize"] == nil)
    }

    @Test func dumpAllListsTheKeysTheSchemaDoesNotDeclare() throws {
        let sandbox = try sandbox()
        let run = try sandbox.run(["dump", "--all"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output.hasSuffix(
                """

                Stored keys the schema does not declare (kept by every write):
                   KEY             TYPE   VALUE   NOTE
                   fontSize        int    16      legacy key of 'ui.fontSize'; 'migrate' moves it
                   future.feature  array  [1, 2]

                """), "\(run)")
        #expect(try sandbox.run(["dump"]).output.contains("future.feature") == false)

        #expect(try sandbox.run(["migrate"]).status == 0)
        let json = try sandbox.run(["dump", "--all", "--json"]).json()
        let undeclared = try #require(json["undeclared"] as? [[String: Any]])
        #expect(
            (undeclared.map { $0["key"] as? String }, undeclared[0]["note"] as? String) == (
                ["_prefs.migrations", "future.feature"], "migration record"
            ))
        #expect(undeclared[1]["value"] as? [Int] == [1, 2] && undeclared[1]["type"] as? String == "array")
    }
}
