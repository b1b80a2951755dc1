import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import PrefsMacros

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

/// The result of expanding a source file: the expanded text and the diagnostics, rendered as
/// `message @ highlighted source` with fix-its as `[fix-it: message]`.
struct Expansion {
    let source: String
    let diagnostics: [String]
}

/// Expands every macro of `testedMacros` in `source` (with the conformances an extension macro is asked for).
func expand(_ source: String) -> Expansion {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
    let specs = testedMacros.mapValues { macro in
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
    // The context detaches the nodes it hands to macros, so positions are not those of `source`; the highlighted
    // text says just as clearly where a diagnostic points.
    let diagnostics = context.diagnostics.map { diagnostic in
        let fixIts = diagnostic.fixIts.map { " [fix-it: \($0.message.message)]" }.joined()
        return "\(diagnostic.message) @ \(diagnostic.node.trimmedDescription)\(fixIts)"
    }
    return Expansion(source: expanded.description, diagnostics: diagnostics)
}

/// Asserts that `source` expands to `expected` (compared line by line, ignoring trailing spaces) with no diagnostics.
func assertExpansion(
    _ source: String, expandsTo expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let result = expand(source)
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
