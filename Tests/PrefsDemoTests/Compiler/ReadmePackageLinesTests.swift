import Foundation
import Testing

/// The README is true for someone who copies it: it names every library product the manifest has (and no other), and
/// each of its Swift programs builds with exactly the products the README gives: those of its package lines, plus
/// the ones the program's own section says to add (`.product(name: "PrefsSearch", package: "prefs")`). A program is
/// compiled against a module directory holding only those products' modules, as a package that depends on them
/// sees them, so an `import` the README never told you to add fails with "no such module".
@Suite struct ReadmePackageLinesTests {
    static let root = DocumentationSamplesTests.packageRoot

    /// The library products of Package.swift, with their targets.
    static func libraryProducts() throws -> [String: [String]] {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        var products: [String: [String]] = [:]
        let pattern = #/\.library\(\s*name:\s*"([^"]+)",\s*targets:\s*\[([^\]]*)\]/#
        for match in manifest.matches(of: pattern) {
            products[String(match.1)] = match.2.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\""))
            }
        }
        return products
    }

    /// The products `text` names as `.product(name: "X"`.
    static func namedProducts(in text: Substring) -> Set<String> {
        Set(text.matches(of: #/\.product\(name:\s*"([^"]+)"/#).map { String($0.1) })
    }

    /// README's sections: each `## ` heading's text through the next one, with its first line's number.
    static func sections(of readme: String) -> [(line: Int, text: Substring)] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        var starts = [0]
        for (index, line) in lines.enumerated() where line.hasPrefix("## ") { starts.append(index) }
        starts.append(lines.count)
        return zip(starts, starts.dropFirst()).map { start, end in
            (start + 1, lines[start..<end].joined(separator: "\n")[...])
        }
    }

    @Test func theReadmeNamesEveryProductOfTheManifest() throws {
        let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
        let package = try #require(Self.sections(of: readme).first { $0.text.hasPrefix("## Use it in your package") })
        let products = try Self.libraryProducts()
        #expect(products.count >= 5)
        let named = Self.namedProducts(in: package.text)
        let mentioned = Set(products.keys.filter { package.text.contains("`\($0)`") })
        #expect(mentioned.union(named) == Set(products.keys), "the package section names \(mentioned.union(named))")
        #expect(named.isSubset(of: Set(products.keys)), "the README names products the manifest lacks: \(named)")
    }

    @Test(.timeLimit(.minutes(2)))
    func eachReadmeProgramBuildsWithTheProductsTheReadmeGives() async throws {
        try await onOwnThread {
            let compiler = try ConsumerCompiler.current.get()
            let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
            let sections = Self.sections(of: readme)
            let products = try Self.libraryProducts()
            let manifestBlock = try #require(
                readme.firstRange(of: "```swift manifest\n").flatMap { start in
                    readme[start.upperBound...].firstRange(of: "```").map { readme[start.upperBound..<$0.lowerBound] }
                })
            let given = Self.namedProducts(in: manifestBlock)
            #expect(given.contains("Prefs"))
            let directory = FileManager.default.temporaryDirectory.appending(path: "prefs-readme-\(UUID())")
            defer { try? FileManager.default.removeItem(at: directory) }
            let programs = try DocumentationSample.samples(of: "README.md", markdown: readme).filter {
                $0.kind == .program
            }
            #expect(!programs.isEmpty)
            for (index, sample) in programs.enumerated() {
                let section = sections.last { $0.line <= sample.line }?.text ?? ""
                let allowed = given.union(Self.namedProducts(in: section))
                // A module directory with only the allowed products' modules.
                let modules = directory.appending(path: "modules-\(index)")
                try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
                for module in Set(allowed.flatMap { products[$0] ?? [] }) {
                    let built = compiler.modules.appending(path: "\(module).swiftmodule")
                    try FileManager.default.createSymbolicLink(
                        at: modules.appending(path: "\(module).swiftmodule"), withDestinationURL: built)
                }
                let file = directory.appending(path: "program-\(index)").appending(path: "main.swift")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try sample.file.text.write(to: file, atomically: true, encoding: .utf8)
                let restricted = ConsumerCompiler(
                    modules: modules, plugin: compiler.plugin, moduleCache: compiler.moduleCache)
                let outcome = try restricted.compile(file, module: "Readme\(index)")
                let errors = outcome.diagnostics.filter { $0.severity == "error" }.map(\.description)
                #expect(
                    errors.isEmpty && outcome.status == 0,
                    "README.md:\(sample.line) with the products \(allowed.sorted()): \(errors)\n\(outcome.output)")
            }
        }
    }
}
