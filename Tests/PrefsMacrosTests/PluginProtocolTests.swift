import Testing

/// The plugin's side of the compiler's protocol: the handshake, the expansion replies in the shape the compiler's
/// version expects, and an error reply (never a crash) for anything it cannot read.
@Suite struct PluginProtocolTests {
    /// The reply to `text` sent as a message.
    private func reply(_ text: String, hostVersion: Int = 7) -> JSON {
        var version = hostVersion
        return PluginMessages.reply(to: Array(text.utf8), hostVersion: &version, macros: providedMacro(named:))
    }

    /// The diagnostics' messages of an expansion reply.
    private func messages(_ reply: JSON) -> [String] {
        let body =
            reply["expandMacroResult"] ?? reply["expandAttachedMacroResult"] ?? reply["expandFreestandingMacroResult"]
        return (body?["diagnostics"]?.array ?? []).compactMap { $0["message"]?.string }
    }

    private func syntax(_ kind: String, _ source: String, offset: Int = 0) -> JSON {
        .object([
            ("kind", .string(kind)), ("source", .string(source)),
            (
                "location",
                .object([
                    ("fileID", .string("App/Prefs.swift")), ("fileName", .string("/app/Prefs.swift")),
                    ("offset", .number(Double(offset))), ("line", .number(1)), ("column", .number(1)),
                ])
            ),
        ])
    }

    private func peerRequest(
        typeName: String = "PrefMacro", role: String = "peer", attribute: String, declaration: String
    ) -> String {
        let request = JSON.object([
            (
                "expandAttachedMacro",
                .object([
                    (
                        "macro",
                        .object([
                            ("moduleName", .string("PrefsMacros")), ("typeName", .string(typeName)),
                            ("name", .string("Pref")),
                        ])
                    ),
                    ("macroRole", .string(role)), ("discriminator", .string("$s1")),
                    ("attributeSyntax", syntax("attribute", attribute, offset: 40)),
                    ("declSyntax", syntax("declaration", declaration, offset: 40)),
                    ("lexicalContext", .array([syntax("declaration", "@PrefsSchema final class AppPrefs {}")])),
                ])
            )
        ])
        return String(decoding: request.serialized, as: UTF8.self)
    }

    @Test func handshakeAnnouncesTheProtocolVersionAndRemembersTheCompilers() {
        var version = 0
        let answer = PluginMessages.reply(
            to: Array(#"{"getCapability":{"capability":{"protocolVersion":6}}}"#.utf8), hostVersion: &version,
            macros: providedMacro(named:))
        #expect(answer["getCapabilityResult"]?["capability"]?["protocolVersion"]?.int == 7)
        #expect(answer["getCapabilityResult"]?["capability"]?["features"]?.array?.isEmpty == true)
        #expect(version == 6)
    }

    @Test func anExpansionIsAnsweredWithTheExpandedSourceAndFileOffsets() {
        let answer = reply(peerRequest(attribute: "@Pref ", declaration: "@Pref let count: Int = 0"))
        let diagnostic = answer["expandMacroResult"]?["diagnostics"]?.array?.first
        #expect(diagnostic?["message"]?.string == "'@Pref' requires 'var'")
        // `let` is at offset 6 of the declaration, which starts at offset 40 of the file.
        #expect(diagnostic?["position"]?["offset"]?.int == 46)
        #expect(diagnostic?["position"]?["fileName"]?.string == "/app/Prefs.swift")
        #expect(diagnostic?["highlights"]?.array?.first?["endOffset"]?.int == 49)
        let change = diagnostic?["fixIts"]?.array?.first?["changes"]?.array?.first
        #expect(change?["newText"]?.string == "var")
        #expect(change?["range"]?["startOffset"]?.int == 46)
    }

    @Test func anOlderCompilerGetsTheOlderReplyShape() {
        let answer = reply(peerRequest(attribute: "@Pref ", declaration: "@Pref var count: Int = 0"), hostVersion: 4)
        let sources = answer["expandAttachedMacroResult"]?["expandedSources"]?.array
        #expect(sources?.count == 1)
        #expect(sources?.first?.string?.contains("_$descriptor_count") == true)
    }

    @Test(arguments: [
        ("", "could not read the compiler's message"),
        ("{", "could not read the compiler's message"),
        ("[1, 2]", "is not one request"),
        (#"{"a": 1, "b": 2}"#, "is not one request"),
        (#"{"shutDown": {}}"#, "does not know the compiler's message 'shutDown'"),
        (#"{"expandAttachedMacro": {"macro": 3}}"#, "cannot read"),
        ("\u{FF}\u{FE}", "could not read the compiler's message"),
        (String(repeating: "[", count: 100_000), "could not read the compiler's message"),
    ])
    func aMessageItCannotReadGetsAnErrorReply(message: String, expected: String) {
        let answer = reply(message)
        #expect(messages(answer).count == 1)
        #expect(messages(answer).first?.contains(expected) == true, "\(messages(answer))")
        #expect(answer["expandMacroResult"]?["expandedSource"] == .null)
    }

    @Test func anUnknownMacroOrRoleIsAnError() {
        #expect(
            messages(
                reply(peerRequest(typeName: "StringifyMacro", attribute: "@Pref ", declaration: "@Pref var a: Int = 0"))
            )
                == ["PrefsMacros provides no macro named 'StringifyMacro'"])
        #expect(
            messages(reply(peerRequest(role: "codeItem", attribute: "@Pref ", declaration: "@Pref var a: Int = 0")))
                == ["PrefsMacros cannot expand a macro in the role 'codeItem'"])
    }

    @Test func freestandingAndLibraryRequestsAreRefused() {
        let freestanding = reply(#"{"expandFreestandingMacro": {"macro": {"typeName": "X"}}}"#)
        #expect(messages(freestanding) == ["PrefsMacros provides no freestanding macro 'X'"])
        let library = reply(#"{"loadPluginLibrary": {"libraryPath": "/x.so", "moduleName": "X"}}"#)
        #expect(library["loadPluginLibraryResult"]?["loaded"] == .bool(false))
    }

    @Test func jsonRoundTripsEveryStringTheProtocolCarries() throws {
        let text = "tab\t quote\" backslash\\ newline\n nul\u{0} emoji 😀 é 名前"
        let encoded = JSON.array([.string(text), .number(-12), .number(0.5), .bool(true), .null]).serialized
        #expect(try JSON.parse(encoded) == .array([.string(text), .number(-12), .number(0.5), .bool(true), .null]))
        #expect(try JSON.parse(Array(#""\ud83d\ude00 \u00e9""#.utf8)) == .string("😀 é"))
    }
}
