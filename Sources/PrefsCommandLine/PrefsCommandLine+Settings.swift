import Foundation
import PrefsMigrations
import PrefsSearch

extension PrefsCommandLine {
    /// `search QUERY...`: ranked results with their paths. A blank query (`search ""`) has no results: it prints
    /// nothing (an empty result list with `--json`) and succeeds; a missing one is a usage error.
    func search(_ context: inout CommandContext) throws(CommandLineFailure) {
        guard !context.arguments.positionals.isEmpty else {
            throw .usage("search needs a QUERY (see '\(toolName) search --help')")
        }
        let query = context.arguments.positionals.joined(separator: " ")
        let isBlank = query.allSatisfy(\.isWhitespace)
        var limit = 20
        if let text = context.arguments.values["limit"] {
            guard let number = Int(text), number > 0 else {
                throw .usage("--limit needs a positive number, not '\(text)'")
            }
            limit = number
        }
        let tree = try settingsTree(context)
        let json = context.arguments.has("json")
        let explain = context.arguments.has("explain")
        let results =
            isBlank
            ? []
            : SettingsSearchIndex(tree, vocabulary: searchVocabulary).results(
                for: query, limit: limit, explain: json || explain)
        if json {
            let entries = results.map { result -> JSONValue in
                var members = [JSONMember("id", .string(result.id)), JSONMember("kind", .string(result.kind.rawValue))]
                if let key = result.key { members.append(JSONMember("key", .string(key))) }
                members += [
                    JSONMember("title", .string(result.title)),
                    JSONMember("path", .array(result.path.map(JSONValue.string))),
                    JSONMember("score", .number(String(result.score))),
                    JSONMember("matches", .array(result.matches.map(SearchExplanation.json(for:)))),
                ]
                return .object(members)
            }
            let document = JSONValue.object([
                JSONMember("query", .string(query)),
                JSONMember("results", .array(entries)),
            ])
            context.output.line(JSONWriter.text(of: document))
            return
        }
        guard !results.isEmpty else {
            if !isBlank { context.output.line("No settings match '\(query)'.") }
            return
        }
        let output = context.output
        let rows = results.enumerated().map { index, result in
            [
                String(index + 1) + ".", result.title,
                result.path.isEmpty ? "(top level)" : result.path.joined(separator: " › "),
                result.key ?? "(\(result.kind.rawValue))",
            ]
        }
        var table = CommandLineOutput(styled: output.styled)
        table.table(rows) { _, column, cell in
            switch column {
            case 1: output.bold(cell)
            case 2, 3: output.dim(cell)
            default: cell
            }
        }
        for (line, result) in zip(table.text.split(separator: "\n", omittingEmptySubsequences: false), results) {
            context.output.line(String(line))
            if explain { context.output.line(output.dim("    " + SearchExplanation.line(result.matches))) }
        }
    }

    /// `schema`: the settings tree, as text or as its JSON document. Its defaults are those of a schema the tool
    /// makes over an empty in-memory storage (the file is not opened): each evaluated once, for that schema, as
    /// `get` and `dump` show their schema's.
    func schema(_ context: inout CommandContext) throws(CommandLineFailure) {
        let tree = makeSchema(.dictionary).settingsTree
        if context.arguments.has("json") {
            context.output.append(tree.jsonString())
            return
        }
        let output = context.output
        context.output.line(output.bold(tree.title))
        func visit(_ nodes: [SettingsNode], prefix: String) {
            for (index, node) in nodes.enumerated() {
                let last = index == nodes.count - 1
                context.output.line(prefix + (last ? "└─ " : "├─ ") + describe(node, output))
                visit(node.children, prefix: prefix + (last ? "   " : "│  "))
            }
        }
        visit(tree.children, prefix: "")
    }

    /// One line of the `schema` tree: a group's title and ID, or a preference's title, key, type and constraints.
    private func describe(_ node: SettingsNode, _ output: CommandLineOutput) -> String {
        guard let pref = node.pref else {
            let kind = node.kind == .custom ? "custom, " : ""
            return output.bold(node.title) + output.dim(" (\(kind)\(node.id))")
        }
        var facts = [pref.type.rawValue]
        if let value = pref.defaultValue {
            facts.append("default " + (pref.isSecret ? CommandLinePrefRow.redacted : value.textForm))
        }
        if let range = pref.range {
            facts.append(PrefsValueConstraint(min: range.min, max: range.max, step: range.step).rangeDescription)
        }
        if !pref.options.isEmpty {
            facts.append("one of " + pref.options.map(\.value.textForm).joined(separator: ", "))
        }
        if pref.requiresRestart { facts.append("restart required") }
        if pref.isSecret { facts.append("secret") }
        return node.title + "  " + output.highlight(pref.key) + output.dim("  " + facts.joined(separator: ", "))
    }

    /// The tree `search` searches: the schema's (its shape: search reads no default, so none is evaluated), or the
    /// one in `--schema FILE`.
    private func settingsTree(_ context: CommandContext) throws(CommandLineFailure) -> SettingsTree {
        guard let path = context.arguments.values["schema"] else { return SettingsTree.layout(of: Schema.self) }
        let file = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw .failure("\(file.path): \(reason)")
        }
        do {
            return try SettingsTree(json: data)
        } catch {
            throw .failure("\(file.path): \(error)")
        }
    }
}

/// How `search` shows what matched: a line under each result (`--explain`) and the JSON of `--json`.
enum SearchExplanation {
    /// One line saying what matched, with the vocabulary entries used: `title: text (exact); title: lock (stem of
    /// locking); title: size (related to bigger; vocabulary: bigger → size)`.
    static func line(_ matches: [SettingsSearchMatch]) -> String {
        guard !matches.isEmpty else { return "(no word matched directly)" }
        return matches.map { match in
            let words = match.words.joined(separator: ", ")
            let query = match.queryWords.joined(separator: " ")
            var how =
                switch match.kind {
                case .exact: "exact"
                case .related: "related to \(query)"
                default: "\(match.kind.rawValue) of \(query)"
                }
            if !match.vocabulary.isEmpty { how += "; vocabulary: " + match.vocabulary.joined(separator: ", ") }
            return "\(match.field.rawValue): \(words) (\(how))"
        }.joined(separator: "; ")
    }

    /// A match in `search --json`: `{"field": "title", "kind": "related", "words": ["size"], "query": ["bigger"],
    /// "vocabulary": ["bigger → size"]}`.
    static func json(for match: SettingsSearchMatch) -> JSONValue {
        .object([
            JSONMember("field", .string(match.field.rawValue)),
            JSONMember("kind", .string(match.kind.rawValue)),
            JSONMember("words", .array(match.words.map(JSONValue.string))),
            JSONMember("query", .array(match.queryWords.map(JSONValue.string))),
            JSONMember("vocabulary", .array(match.vocabulary.map(JSONValue.string))),
        ])
    }
}
