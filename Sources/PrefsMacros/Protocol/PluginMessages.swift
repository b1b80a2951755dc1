/// The compiler's plugin protocol: the messages the plugin reads and the replies it writes.
///
/// Every message is a JSON object with one member named after its kind (`getCapability`, `expandAttachedMacro`,
/// `expandFreestandingMacro`, `loadPluginLibrary`). Syntax arrives as text with its place in the file (the UTF-8 offset
/// of its first byte); diagnostics go back as file offsets. Docs/Architecture.md describes the exchange.
enum PluginMessages {
    /// The protocol version this plugin speaks: 7 sends the protocols an extension macro is asked to add.
    static let protocolVersion = 7

    /// The reply to one message. `hostVersion` is the protocol version the compiler announced (0 until it does);
    /// before version 5, expansions are answered with the older per-kind result messages.
    static func reply(
        to message: [UInt8], hostVersion: inout Int, macros: (String) -> (any AttachedMacro.Type)?,
        cache: DeclarationCache = DeclarationCache()
    )
        -> JSON
    {
        let json: JSON
        do {
            json = try JSON.parse(message)
        } catch {
            return failure("the plugin could not read the compiler's message (\(error))", hostVersion: hostVersion)
        }
        guard case .object(let members) = json, members.count == 1, let (kind, body) = members.first else {
            return failure("the plugin received a message that is not one request", hostVersion: hostVersion)
        }
        switch kind {
        case "getCapability":
            if let version = body["capability"]?["protocolVersion"]?.int { hostVersion = version }
            return .object([
                (
                    "getCapabilityResult",
                    .object([
                        (
                            "capability",
                            .object([("protocolVersion", .number(Double(protocolVersion))), ("features", .array([]))])
                        )
                    ])
                )
            ])
        case "expandAttachedMacro":
            return expandAttached(body, hostVersion: hostVersion, macros: macros, cache: cache)
        case "expandFreestandingMacro":
            let typeName = body["macro"]?["typeName"]?.string ?? "?"
            return failure(
                "PrefsMacros provides no freestanding macro '\(typeName)'", hostVersion: hostVersion, freestanding: true
            )
        case "loadPluginLibrary":
            let diagnostic = encode(
                MacroDiagnostic(
                    message: "PrefsMacros is an executable plugin; it loads no library", id: "pluginFailure",
                    fileName: "", offset: 0, highlight: nil, fixIts: []))
            return .object([
                ("loadPluginLibraryResult", .object([("loaded", .bool(false)), ("diagnostics", .array([diagnostic]))]))
            ])
        default:
            return failure("the plugin does not know the compiler's message '\(kind)'", hostVersion: hostVersion)
        }
    }

    private static func expandAttached(
        _ body: JSON, hostVersion: Int, macros: (String) -> (any AttachedMacro.Type)?, cache: DeclarationCache
    )
        -> JSON
    {
        guard let typeName = body["macro"]?["typeName"]?.string, let roleName = body["macroRole"]?.string,
            let attributeSyntax = body["attributeSyntax"].flatMap(source(of:)),
            let declarationSyntax = body["declSyntax"].flatMap(source(of:))
        else {
            return failure("the plugin received an expansion request it cannot read", hostVersion: hostVersion)
        }
        let attributeSource = TokenizedSource(attributeSyntax)
        let attributeNode = Node(attributeSource, 0, 0)
        let context = ExpansionContext(
            lexicalContext: (body["lexicalContext"]?.array ?? []).compactMap { syntax in
                source(of: syntax).flatMap(cache.declaration(in:))
            })
        guard let macro = macros(typeName) else {
            context.fail("PrefsMacros provides no macro named '\(typeName)'", at: attributeNode)
            return result(nil, context, hostVersion: hostVersion)
        }
        guard let role = MacroRole(rawValue: roleName) else {
            context.fail("PrefsMacros cannot expand a macro in the role '\(roleName)'", at: attributeNode)
            return result(nil, context, hostVersion: hostVersion)
        }
        guard let attribute = DeclarationReader.attribute(in: attributeSource),
            let declaration = cache.declaration(in: declarationSyntax)
        else {
            context.fail("PrefsMacros could not read the declaration the macro is attached to", at: attributeNode)
            return result(nil, context, hostVersion: hostVersion)
        }
        let conformanceList = body["conformanceListSyntax"].flatMap(source(of:)).flatMap {
            DeclarationReader.declaration(in: TokenizedSource($0))
        }
        let request = MacroRequest(
            typeName: typeName, role: role, attribute: attribute, declaration: declaration,
            lexicalContext: context.lexicalContext,
            extendedType: body["extendedTypeSyntax"].flatMap(source(of:)).map {
                String(decoding: $0.bytes, as: UTF8.self)
            },
            conformances: conformanceList?.inheritedTypes.map(\.text) ?? [])
        let expansions = macro.expansions(for: request, in: context)
        return result(expansions.map { [request.collapse($0)] }, context, hostVersion: hostVersion)
    }

    /// The text of a `Syntax` member: its source, where it starts in its file, and the file's name.
    private static func source(of syntax: JSON) -> SourceText? {
        guard let text = syntax["source"]?.string else { return nil }
        let location = syntax["location"]
        return SourceText(
            text, fileOffset: location?["offset"]?.int ?? 0, fileName: location?["fileName"]?.string ?? "")
    }

    private static func result(_ expansions: [String]?, _ context: ExpansionContext, hostVersion: Int) -> JSON {
        let diagnostics = JSON.array(context.diagnostics.map(encode))
        if hostVersion >= 5 {
            return .object([
                (
                    "expandMacroResult",
                    .object([
                        ("expandedSource", expansions?.first.map(JSON.string) ?? .null), ("diagnostics", diagnostics),
                    ])
                )
            ])
        }
        return .object([
            (
                "expandAttachedMacroResult",
                .object([
                    ("expandedSources", expansions.map { .array($0.map(JSON.string)) } ?? .null),
                    ("diagnostics", diagnostics),
                ])
            )
        ])
    }

    /// A reply that carries one error and no expansion.
    private static func failure(_ message: String, hostVersion: Int, freestanding: Bool = false) -> JSON {
        let context = ExpansionContext(lexicalContext: [])
        context.fail(message, at: nil)
        if freestanding && hostVersion < 5 {
            return .object([
                (
                    "expandFreestandingMacroResult",
                    .object([("expandedSource", .null), ("diagnostics", .array(context.diagnostics.map(encode)))])
                )
            ])
        }
        return result(nil, context, hostVersion: hostVersion)
    }

    static func encode(_ diagnostic: MacroDiagnostic) -> JSON {
        func range(_ start: Int, _ end: Int) -> JSON {
            .object([
                ("fileName", .string(diagnostic.fileName)), ("startOffset", .number(Double(start))),
                ("endOffset", .number(Double(end))),
            ])
        }
        let fixIts = diagnostic.fixIts.map { fixIt in
            JSON.object([
                ("message", .string(fixIt.message)),
                (
                    "changes",
                    .array(
                        fixIt.changes.map {
                            .object([("range", range($0.start, $0.end)), ("newText", .string($0.newText))])
                        })
                ),
            ])
        }
        return .object([
            ("message", .string(diagnostic.message)),
            ("severity", .string("error")),
            (
                "position",
                .object([("fileName", .string(diagnostic.fileName)), ("offset", .number(Double(diagnostic.offset)))])
            ),
            ("highlights", .array(diagnostic.highlight.map { [range($0.start, $0.end)] } ?? [])),
            ("notes", .array([])),
            ("fixIts", .array(fixIts)),
        ])
    }
}
