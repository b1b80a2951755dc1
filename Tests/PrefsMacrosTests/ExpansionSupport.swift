import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

// The macro types (`PrefMacro`, `PrefsSchemaMacro`, …) are compiled into this target from `PrefsMacros/`, a link to
// `Sources/PrefsMacros` (see Package.swift).

/// The macros under test, by the names user code spells.
nonisolated(unsafe) let testedMacros: [String: any Macro.Type] = [
    "PrefsSchema": PrefsSchemaMacro.self,
    "Pref": PrefMacro.self,
    "RawRepresentablePref": PrefMacro.self,
    "JSONDataCodablePref": PrefMacro.self,
    "JSONStringCodablePref": PrefMacro.self,
    "RawPref": PrefMacro.self,
    "Setting": SettingMacro.self,
    "SettingsGroup": SettingsGroupMacro.self,
    "OnPrefChange": OnPrefChangeMacro.self,
]

/// The result of expanding a source file: the expanded text and the diagnostics, each rendered as
/// `line:column: message` at the position of the diagnosed node in the source as written (`<unknown>` when the node
/// is a copy with no place in the file, which the compiler reports as `<unknown>:0`), followed by its fix-its as
/// ` [fix-it: message → the changed lines after applying it]`.
struct Expansion {
    let source: String
    let diagnostics: [String]
}

/// The preference macros alone: expanding only these leaves `@PrefsSchema` in place (unexpanded), so that a test
/// sees what `@Pref` generates inside a schema class.
let preferenceMacros: Set<String> = [
    "Pref", "RawPref", "RawRepresentablePref", "JSONDataCodablePref", "JSONStringCodablePref",
]

/// Expands the macros of `testedMacros` in `source` (all of them, or those named in `only`), with the conformances
/// an extension macro is asked for.
func expand(_ source: String, only: Set<String>? = nil) -> Expansion {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
    let specs = testedMacros.filter { only?.contains($0.key) ?? true }.mapValues { macro in
        MacroSpec(
            type: macro,
            conformances: [
                "PrefsSchema", "_PrefsRuntime.Receiver", "_PrefsRuntime.SettingsDescribed", "Observable", "Sendable",
            ].map {
                TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
            })
    }
    // Each macro sees the declarations around it (its lexical context), as in the compiler; diagnostics are shared.
    let expanded = file.expand(
        macroSpecs: specs,
        contextGenerator: { node in
            BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(4))
    // The context hands macros detached copies of the source's nodes and maps them back, as the compiler does.
    let diagnostics = context.diagnostics.map { diagnostic in
        let severity = diagnostic.diagMessage.severity == .error ? "" : "\(diagnostic.diagMessage.severity): "
        let fixIts = diagnostic.fixIts.map { fixIt in
            " [fix-it: \(fixIt.message.message) → \(applying(fixIt, to: source, in: context))]"
        }
        return "\(position(of: diagnostic.node, in: context)): \(severity)\(diagnostic.message)\(fixIts.joined())"
    }
    return Expansion(source: expanded.description, diagnostics: diagnostics)
}

/// `line:column` of `node` (after its leading trivia) in the source file, or `<unknown>`.
private func position(of node: some SyntaxProtocol, in context: BasicMacroExpansionContext) -> String {
    guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath),
        let line = location.line.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue,
        let column = location.column.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
    else { return "<unknown>" }
    return "\(line):\(column)"
}

/// The lines of `source` that `fixIt` changes, as they read after it (trimmed, joined with ` ⏎ `).
private func applying(_ fixIt: FixIt, to source: String, in context: BasicMacroExpansionContext) -> String {
    var text = Array(source.utf8)
    var edits: [(range: Range<Int>, replacement: String)] = []
    for change in fixIt.changes {
        guard case .replace(let oldNode, let newNode) = change,
            context.location(of: oldNode, at: .beforeLeadingTrivia, filePathMode: .filePath) != nil
        else { return "<change that cannot be placed>" }
        let start = context.location(for: oldNode.position, anchoredAt: oldNode, fileName: "Test.swift").offset
        edits.append((start..<(start + oldNode.totalLength.utf8Length), newNode.description))
    }
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        text.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    let after = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let common = zip(before, after).prefix { $0 == $1 }.count
    let commonEnd = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
    let changed = after.dropFirst(common).dropLast(min(commonEnd, after.count - common))
    guard !changed.isEmpty else { return "<no change>" }
    return changed.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
}

/// Asserts that `source` expands to `expected` (compared line by line, ignoring trailing spaces) with no diagnostics.
func assertExpansion(
    _ source: String, expandsTo expected: String, only: Set<String>? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let result = expand(source, only: only)
    #expect(result.diagnostics == [], sourceLocation: sourceLocation)
    let normalize: (String) -> [String] = { text in
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
            .filter { !$0.isEmpty }
    }
    #expect(normalize(result.source) == normalize(expected), sourceLocation: sourceLocation)
}

/// Asserts that expanding `source` reports exactly `diagnostics`.
func assertDiagnostics(
    _ source: String, _ diagnostics: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(expand(source).diagnostics == diagnostics, sourceLocation: sourceLocation)
}
