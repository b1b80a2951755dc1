import Foundation
import Testing

/// The README's quick start, pasted into a new package that depends on Prefs by version tag, builds with the
/// toolchain's SwiftSyntax and prints what the README says it prints.
///
/// It builds a second package from scratch (Prefs, its plugin and the app: about 20 s on 2 cores, more while other
/// tests run), so `swift test` skips it unless `PREFS_CONSUMER_PACKAGE_TEST=1`; `.ci/run` runs it after `swift test`.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["PREFS_CONSUMER_PACKAGE_TEST"] == "1",
        "builds a separate package; run it with PREFS_CONSUMER_PACKAGE_TEST=1 (.ci/run does)"))
struct ConsumerPackageTests {
    @Test(.timeLimit(.minutes(5)))
    func readmeQuickStartBuildsInAPackageThatDependsOnATaggedRelease() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let code = try #require(codeBlock(in: readme, after: "# Prefs", language: "swift"))
        let expected = try #require(codeBlock(in: readme, after: "Output:", language: ""))

        let work = FileManager.default.temporaryDirectory.appending(path: "prefs-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let library = work.appending(path: "prefs")
        try copyTrackedFiles(from: root, to: library)
        try run("git", ["init", "-q"], in: library)
        try run("git", ["add", "-A"], in: library)
        try run("git", ["-c", "user.email=ci@prefs", "-c", "user.name=ci", "commit", "-qm", "release"], in: library)
        try run("git", ["tag", "1.0.0"], in: library)

        let app = work.appending(path: "app")
        try FileManager.default.createDirectory(
            at: app.appending(path: "Sources/App"), withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
            name: "App",
            platforms: [.macOS(.v15)],
            dependencies: [.package(url: "\(library.absoluteString)", from: "1.0.0")],
            targets: [.executableTarget(name: "App", dependencies: [.product(name: "Prefs", package: "prefs")])]
        )
        """.write(to: app.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try code.write(to: app.appending(path: "Sources/App/main.swift"), atomically: true, encoding: .utf8)

        let output = try run("swift", ["run", "--quiet", "App"], in: app)
        #expect(output == expected)
    }
}

/// The first fenced block of `language` after the line containing `marker`.
func codeBlock(in text: String, after marker: String, language: String) -> String? {
    guard let start = text.range(of: marker) else { return nil }
    let rest = text[start.upperBound...]
    guard let open = rest.range(of: "```\(language)\n") else { return nil }
    guard let close = rest[open.upperBound...].range(of: "```") else { return nil }
    return String(rest[open.upperBound..<close.lowerBound])
}

/// Copies the files git tracks or would track (as they are in the working tree) from `source` to `destination`.
func copyTrackedFiles(from source: URL, to destination: URL) throws {
    let files = try run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: source).split(
        separator: "\0")
    for file in files {
        let from = source.appending(path: String(file))
        guard FileManager.default.fileExists(atPath: from.path) else { continue }
        let to = destination.appending(path: String(file))
        try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: from, to: to)
    }
}

struct CommandFailed: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    let output: String
    var description: String { "\(command) exited with \(status):\n\(output)" }
}

/// Runs `tool` (found on `PATH`) in `directory` and returns its standard output; throws with the output on failure.
@discardableResult
func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    // Standard error goes to a file, so a chatty tool cannot fill a pipe nobody is reading yet.
    let errorsFile = FileManager.default.temporaryDirectory.appending(path: "prefs-run-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorsFile)
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stderr = (try? Data(contentsOf: errorsFile)) ?? Data()
    let text = String(decoding: stdout, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        throw CommandFailed(
            command: ([tool] + arguments).joined(separator: " "), status: process.terminationStatus,
            output: text + String(decoding: stderr, as: UTF8.self))
    }
    return text
}
