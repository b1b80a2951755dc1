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

    @Test(arguments: [
        DemoCase(
            name: "migrate moves, converts and records in one write", files: ["prefs.json": versionOne],
            arguments: ["migrate"], status: 0,
            output: """
                move     'fontSize' → 'ui.fontSize'  16
                convert  'wrapLines'                 "yes" → true  (wrapLines-bool)
                Recorded 'wrapLines-bool' as run.
                Migrated 2 values in $DIR/prefs.json in one write.

                """,
            stored:
                #"{"_prefs.migrations":["wrapLines-bool"],"future.feature":[1,2],"theme":"dark","ui.fontSize":16,"wrapLines":true}"#
        ),
        DemoCase(
            name: "a second migrate has nothing to do", files: ["prefs.json": versionOne], before: [["migrate"]],
            arguments: ["migrate"], status: 0, output: "Nothing to migrate: $DIR/prefs.json is up to date.\n"),
        DemoCase(
            name: "a dry run prints what would change and writes nothing", files: ["prefs.json": versionOne],
            arguments: ["migrate", "--dry-run"], status: 0,
            output: """
                move     'fontSize' → 'ui.fontSize'  16
                convert  'wrapLines'                 "yes" → true  (wrapLines-bool)
                Would record 'wrapLines-bool' as run.
                Would migrate 2 values in $DIR/prefs.json; nothing was written (--dry-run).

                """),
        DemoCase(
            name: "a legacy key beside its preference's key is dropped, the newer value kept",
            files: ["prefs.json": #"{"fontSize": 16, "ui.fontSize": 18}"#], arguments: ["migrate"], status: 0,
            output: """
                drop  'fontSize'  16  ('ui.fontSize' is set and wins)
                Recorded 'wrapLines-bool' as run.
                Migrated 1 value in $DIR/prefs.json in one write.

                """,
            stored: #"{"_prefs.migrations":["wrapLines-bool"],"ui.fontSize":18}"#),
        DemoCase(
            name: "a value that cannot be converted fails the migration and writes nothing",
            files: ["prefs.json": #"{"fontSize": 16, "wrapLines": "maybe"}"#], arguments: ["migrate"], status: 1,
            errors: [#"error: 'wrapLines': migration 'wrapLines-bool' failed: "maybe" could not be converted"#]),
        // Before migrating, the demo reads a renamed preference from its old key; a write moves it.
        DemoCase(
            name: "a renamed preference is read from its old key", files: ["prefs.json": versionOne],
            arguments: ["get", "ui.fontSize"], status: 0, output: "16\n"),
        DemoCase(
            name: "a write of a renamed preference moves it", files: ["prefs.json": versionOne],
            arguments: ["set", "ui.fontSize=18"], status: 0,
            output: "ui.fontSize  16  →  18\nChanged 1 preference in $DIR/prefs.json.\n",
            stored: #"{"future.feature":[1,2],"theme":"dark","ui.fontSize":18,"wrapLines":"yes"}"#),
    ])
    func migrate(_ row: DemoCase) throws {
        try row.check()
    }

    @Test func dryRunJSONListsTheSteps() throws {
        let sandbox = try sandbox()
        let json = try sandbox.run(["migrate", "--dry-run", "--json"]).json()
        #expect(
            jsonText(json)
                == #"{"dryRun":true,"file":"\#(sandbox.file.path)","recorded":["wrapLines-bool"],"steps":["#
                + #"{"from":"fontSize","key":"ui.fontSize","kind":"move","new":16,"old":null},"#
                + #"{"key":"wrapLines","kind":"convert","migration":"wrapLines-bool","new":true,"old":"yes"}]}"#)
        #expect(sandbox.fileBytes == Data(Self.versionOne.utf8), "a dry run writes nothing")
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

        let declaredOnly = try self.sandbox(#"{"theme": "dark"}"#).run(["dump", "--all"])
        #expect(
            declaredOnly.output.hasSuffix("\nThe file holds no keys the schema does not declare.\n"), "\(declaredOnly)")
    }
}
