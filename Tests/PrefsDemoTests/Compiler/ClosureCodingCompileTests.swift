import Foundation
import Testing

/// `@Pref(encode:decode:)` closures are checked before the compiler looks at the property: a body that needs the
/// property's type to choose a generic type does not compile, as the macro's documentation and Docs/Coding.md say,
/// and the same closure with its parameter's type spelled does.
@Suite struct ClosureCodingCompileTests {
    static func source(decode: String) -> String {
        """
        import Foundation
        import Prefs

        @PrefsSchema final class Clips {
            @Storage var storage = .dictionary
            @StorageMode var storageMode = .cachedReadStorageWrite
            @Pref(encode: { $0.sorted() }, decode: \(decode)) var kinds: Set<String> = []
        }

        print(Clips().kinds)

        """
    }

    func compile(_ text: String) throws -> ConsumerCompiler.Outcome {
        let compiler = try ConsumerCompiler.current.get()
        let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-closure-coding-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "main.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try compiler.compile(file)
    }

    @Test(.timeLimit(.minutes(1)))
    func aClosureWhoseTypeCannotBeInferredCompilesOnceSpelled() async throws {
        try await onOwnThread {
            let inferred = try compile(Self.source(decode: "{ Set($0) }"))
            #expect(inferred.status != 0)
            #expect(
                inferred.diagnostics.contains { $0.message == "generic parameter 'Element' could not be inferred" },
                "\(inferred.output)")

            let spelled = try compile(Self.source(decode: "{ (stored: [String]) in Set(stored) }"))
            #expect(spelled.status == 0, "\(spelled.output)")
            #expect(spelled.diagnostics.isEmpty, "\(spelled.output)")
        }
    }
}
