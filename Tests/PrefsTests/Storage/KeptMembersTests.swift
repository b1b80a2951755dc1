import Foundation
import Prefs
import Testing

/// Valid JSON that has no stored form is kept in the file verbatim, reads as absent with one issue naming the key,
/// and survives writes of other keys — it never makes the whole file unreadable.
@Suite struct KeptMembersTests {
    static let text = #"""
        {"big": 1e400, "huge": 123456789012345678901234567890, "lone": "\udcff", "none": null, "x": 1,
         "nested": {"list": [1, null]}}
        """#

    @Test func membersWithoutAStoredFormAreKeptAndReported() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("prefs.json")
        try Data(Self.text.utf8).write(to: file)
        let log = IssueLog()
        let storage = JSONFilePrefsStorage(file: file, issues: log.handler)
        #expect(storage.loadError == nil)
        #expect(storage.storageValues() == ["x": .int(1)])
        let keys = log.recorded.compactMap { issue -> String? in
            guard case .unrepresentableValue(let key, _, _) = issue.error, issue.outcome == .keptInFile else {
                return nil
            }
            return key
        }
        #expect(Set(keys) == ["big", "huge", "lone", "none", "nested"])
        #expect(log.recorded.contains { $0.description.contains("the number 1e400, beyond Double") })

        try storage.write(2, forKey: "x")
        let rewritten = try String(contentsOf: file, encoding: .utf8)
        for member in [
            #""big": 1e400"#, #""huge": 123456789012345678901234567890"#, #""lone": "\udcff""#, #""none": null"#,
            #""nested": {"list": [1, null]}"#, #""x": 2"#,
        ] {
            #expect(rewritten.contains(member), "\(member) in \(rewritten)")
        }
        // Writing a kept key replaces it.
        try storage.write("now", forKey: "none")
        #expect(JSONFilePrefsStorage(file: file).storageValue(forKey: "none") == .string("now"))
    }
}
