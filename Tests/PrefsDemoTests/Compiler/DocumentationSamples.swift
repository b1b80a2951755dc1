import Foundation

/// The Swift code blocks of the README and the guides, grouped into the files they are compiled as.
///
/// A block's info string says what it is (see "Code samples" in Docs/Contributing.md):
/// - ```` ```swift ````: a whole `main.swift` of a package that depends on Prefs. `import Foundation` and
///   `import Prefs` are added when the block imports nothing itself.
/// - ```` ```swift fragment ````: declarations that belong in the body of a `@PrefsSchema` class (`@Pref var x …`);
///   they are compiled inside one, which declares `storage` and `storageMode` unless the fragment does. Import lines
///   at its top (`import PrefsKitCompatibility`) go before the class, in place of `import Prefs`.
/// - ```` ```swift manifest ````: arguments of `Package(…)` in a `Package.swift` (`dependencies:`, `targets:`),
///   compiled against PackageDescription.
/// - ```` ```swift expansion ````: code a macro generates, shown in Docs/Architecture.md; not compiled on its own but
///   compared with the macro's output by `DocumentedExpansionTests`.
/// - `continued` after any of these: the block continues the page's previous block, in the same file (a statement
///   that uses the schema a block above declared).
struct DocumentationSample {
    enum Kind: String, CaseIterable {
        case program = ""
        case fragment
        case manifest
        case expansion
    }

    /// The page, relative to the package root.
    let page: String
    /// The line of the page where the first block's code starts.
    let line: Int
    let kind: Kind
    /// The code of the blocks, each line with the page line it comes from.
    private(set) var lines: [(text: String, line: Int)]

    /// The file to compile, and for each of its lines the page line it comes from (`nil` for added lines).
    var file: (text: String, pageLines: [Int?]) {
        var header: [String]
        var footer: [String] = []
        var indent = ""
        switch kind {
        case .program:
            let imports = lines.contains { $0.text.hasPrefix("import ") }
            header = imports ? [] : ["import Foundation", "import Prefs"]
        case .fragment:
            header = ["import Foundation", "import Prefs", "", "@PrefsSchema final class FragmentSchema {"]
            // Unless the fragment declares them itself (to show another storage).
            if !declares("storage") { header.append("    @Storage var storage = .dictionary") }
            if !declares("storageMode") { header.append("    @StorageMode var storageMode = .cachedReadStorageWrite") }
            footer = ["}"]
            indent = "    "
        case .manifest:
            header = ["import PackageDescription", "", "let package = Package(", "    name: \"App\","]
            footer = [")"]
            indent = "    "
        case .expansion:
            header = []
        }
        var lines = lines
        var imports: [(text: String, line: Int)] = []
        if kind == .fragment {
            imports = Array(lines.prefix { $0.text.hasPrefix("import ") })
            lines.removeFirst(imports.count)
            if !imports.isEmpty { header.removeAll { $0 == "import Prefs" } }
        }
        let body = lines.map { $0.text.isEmpty ? "" : indent + $0.text }
        let text = (imports.map(\.text) + header + body + footer).joined(separator: "\n") + "\n"
        let map =
            imports.map { Int?.some($0.line) } + header.map { _ in Int?.none } + lines.map { Int?.some($0.line) }
            + footer.map { _ in Int?.none }
        return (text, map)
    }

    /// Whether a line of the sample declares a property named `name`.
    private func declares(_ name: String) -> Bool {
        lines.contains { $0.text.range(of: "\\bvar \(name)\\b", options: .regularExpression) != nil }
    }

    /// The samples of `page` (its text in `markdown`).
    /// - Throws: ``SampleError`` for a Swift block whose info string is none of the above.
    static func samples(of page: String, markdown: String) throws -> [DocumentationSample] {
        enum State {
            case text
            /// A block in another language, closed by the same fence (a longer fence may hold Markdown examples).
            case otherBlock(fence: Substring)
            case swiftBlock(kind: Kind, continued: Bool, fence: Int, code: [(text: String, line: Int)])
        }
        var samples: [DocumentationSample] = []
        var state = State.text
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch state {
            case .text:
                guard trimmed.hasPrefix("```") else { continue }
                guard trimmed.hasPrefix("```swift") else {
                    state = .otherBlock(fence: trimmed.prefix { $0 == "`" })
                    continue
                }
                var words = trimmed.dropFirst("```swift".count).split(separator: " ").map(String.init)
                let continued = words.last == "continued"
                if continued { words.removeLast() }
                guard words.count <= 1, let kind = Kind(rawValue: words.first ?? "") else {
                    throw SampleError("\(page):\(number): unknown kind of Swift block: \(trimmed)")
                }
                state = .swiftBlock(kind: kind, continued: continued, fence: number, code: [])
            case .otherBlock(let fence):
                if trimmed == fence { state = .text }
            case .swiftBlock(let kind, let continued, let fence, var code):
                guard trimmed == "```" else {
                    code.append((String(line), number))
                    state = .swiftBlock(kind: kind, continued: continued, fence: fence, code: code)
                    continue
                }
                state = .text
                // A fence inside a list item is indented, and so is its code.
                let indentation = line.prefix { $0 == " " }.count
                let lines = code.map { entry in
                    let leading = min(indentation, entry.text.prefix { $0 == " " }.count)
                    return (text: String(entry.text.dropFirst(leading)), line: entry.line)
                }
                guard continued else {
                    samples.append(DocumentationSample(page: page, line: fence + 1, kind: kind, lines: lines))
                    continue
                }
                guard var previous = samples.popLast(), previous.kind == kind else {
                    throw SampleError("\(page):\(fence): a 'continued' block must follow a Swift block of its kind")
                }
                previous.lines += lines
                samples.append(previous)
            }
        }
        return samples
    }

    struct SampleError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
