import Foundation
import Synchronization

// The plugin's sources (`PluginMessages`, the reader, the macros) are compiled into this target from `PrefsMacros/`, a
// link to `Sources/PrefsMacros` (see Package.swift).

/// The golden corpus: for each file of Tests/Fixtures/MacroCorpus, every message the compiler sent the macro plugin
/// while type-checking it, and the reply it got (Tests/Fixtures/MacroGoldens, made by Scripts/record-macro-goldens.py).
enum GoldenCorpus {
    static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures")

    /// The golden files, by their path below MacroGoldens (`adversarial/001-….json`).
    static let files: [String] = {
        let root = fixtures.appending(path: "MacroGoldens")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "json" { paths.append(String(url.path.dropFirst(root.path.count + 1))) }
        }
        return paths.sorted()
    }()

    struct Exchange: Sendable {
        let request: JSON
        /// What the recorded plugin replied, or the deliberate difference's reply when there is one.
        let response: JSON
        /// Why this reply differs from the recorded plugin's, when it does on purpose.
        let deliberateReason: String?
    }

    /// The exchanges read so far, by file: the corpus is 12 MB of JSON, and two tests read every file.
    private static let read = Mutex<[String: [Exchange]]>([:])

    /// The exchanges of one golden file.
    static func exchanges(in file: String) throws -> [Exchange] {
        if let exchanges = read.withLock({ $0[file] }) { return exchanges }
        let exchanges = try parseExchanges(in: file)
        read.withLock { $0[file] = exchanges }
        return exchanges
    }

    private static func parseExchanges(in file: String) throws -> [Exchange] {
        let data = try Data(contentsOf: fixtures.appending(path: "MacroGoldens/\(file)"))
        let golden = try JSON.parse(Array(data))
        return (golden["exchanges"]?.array ?? []).compactMap { exchange in
            guard let request = exchange["request"], let response = exchange["response"] else { return nil }
            let deliberate = exchange["deliberate"]
            return Exchange(
                request: request, response: deliberate?["response"] ?? response,
                deliberateReason: deliberate?["reason"]?.string)
        }
    }

    /// The plugin's reply to `request`, as the compiler would get it.
    static func reply(to request: JSON, hostVersion: Int = PluginMessages.protocolVersion) -> JSON {
        var version = hostVersion
        return PluginMessages.reply(to: request.serialized, hostVersion: &version, macros: providedMacro(named:))
    }

    /// A reply as the golden test compares it: an expansion as its normalized tokens, the capability as its protocol
    /// version (the old plugin also announced `load-plugin-library`, which it never supported), the rest exactly.
    static func comparable(_ response: JSON) -> JSON {
        guard case .object(let members) = response, let (kind, body) = members.first else { return response }
        if kind == "getCapabilityResult" {
            return .object([(kind, body["capability"]?["protocolVersion"] ?? .null)])
        }
        guard case .object(let fields) = body else { return response }
        return .object([
            (
                kind,
                .object(
                    fields.map { name, value in
                        if name == "expandedSource", let source = value.string {
                            return (name, .array(normalizedTokens(source).map(JSON.string)))
                        }
                        return (name, value)
                    })
            )
        ])
    }

    /// The tokens of generated source without the white space between them: string literals and comments whole,
    /// names and numbers whole, every other character on its own. Two expansions that differ only in line breaks,
    /// indentation or spaces between tokens (the old plugin's output went through the syntax library's formatter, which
    /// spaces operators as `1 ... 10` and breaks `{}` over two lines) compare equal; anything a compiler would read
    /// differently does not. (The same normalization as Scripts/record-macro-goldens.py.)
    static func normalizedTokens(_ source: String) -> [String] {
        let characters = Array(source)
        var tokens: [String] = []
        var index = 0
        func starts(with text: String, at position: Int) -> Bool {
            let pattern = Array(text)
            return position + pattern.count <= characters.count
                && Array(characters[position..<position + pattern.count]) == pattern
        }
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character.isWhitespace {
                index += 1
                continue
            } else if starts(with: "//", at: index) {
                while index < characters.count && !characters[index].isNewline { index += 1 }
                tokens.append(String(characters[start..<index]).trimmingCharacters(in: .whitespaces))
                continue
            } else if starts(with: "/*", at: index) {
                while index < characters.count && !starts(with: "*/", at: index) { index += 1 }
                index = min(characters.count, index + 2)
            } else if character == "\"" || (character == "#" && characters[index...].drop { $0 == "#" }.first == "\"") {
                let hashes = characters[index...].prefix { $0 == "#" }.count
                index += hashes
                let quotes = starts(with: "\"\"\"", at: index) ? 3 : 1
                index += quotes
                let closing = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
                while index < characters.count && !starts(with: closing, at: index) {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index = min(characters.count, index + closing.count)
            } else if character.isLetter || character.isNumber || character == "_" || character == "$" {
                while index < characters.count
                    && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                        || characters[index] == "$")
                {
                    index += 1
                }
            } else {
                index += 1
            }
            tokens.append(String(characters[start..<min(index, characters.count)]))
        }
        return tokens
    }
}
