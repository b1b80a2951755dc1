/// Literals that cannot be values of a preference's declared type, found before the compiler meets them inside the
/// expansion: a default of the wrong kind (`var tabWidth: Int = 4.5`) and `@Setting` options keyed by strings for an
/// enum or a number. Each is one mistake, so it gets one error at the user's line: the compiler's own for the
/// default (the property's initializer), the macro's for the options; the expansion leaves the literal out so that it
/// adds no second error of its own.
enum LiteralTypeCheck {
    /// What the declared type accepts as literals, for the types whose literals are known.
    enum TypeKind {
        case integer, floatingPoint, boolean, string
    }

    static func kind(of type: String) -> TypeKind? {
        let name = type.hasPrefix("Swift.") ? String(type.dropFirst("Swift.".count)) : type
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .integer
        case "Double", "Float", "Float16", "Float80", "CGFloat": return .floatingPoint
        case "Bool": return .boolean
        case "String": return .string
        default: return nil
        }
    }

    /// The kind of literal `node` is (a number with its sign), or `nil` for any other expression.
    static func literalKind(of node: Node) -> TypeKind? {
        let tokens = node.tokenTexts
        let kinds = node.indices.map { $0.map { node.source[$0].kind } } ?? []
        let number = tokens.count == 2 && tokens[0] == "-" ? 1 : 0
        guard tokens.count == number + 1 else { return nil }
        switch kinds[number] {
        case .integerLiteral: return .integer
        case .floatLiteral: return .floatingPoint
        case .stringLiteral where number == 0: return .string
        case .identifier where number == 0 && (tokens[0] == "true" || tokens[0] == "false"): return .boolean
        default: return nil
        }
    }

    /// Whether the literal `value` can never be a `type`: `4.5` for an `Int`, `"x"` for a `Bool`… (An integer
    /// literal is a valid floating-point value.)
    static func contradicts(_ value: Node, type: String) -> Bool {
        guard let declared = kind(of: type), let literal = literalKind(of: value) else { return false }
        return !(literal == declared || (literal == .integer && declared == .floatingPoint))
    }

    /// The `options:` argument of `setting` when its keys are all string literals while the preference's values are
    /// not strings: an enum stored by `@RawRepresentablePref`, or a number or a Boolean.
    static func optionsKeyedByStrings(setting: Attribute, variable: Declaration, valueType: String) -> Argument? {
        guard let options = setting.arguments.first(where: { $0.label == "options" }),
            let keys = options.expression.dictionaryKeys,
            keys.allSatisfy({ literalKind(of: $0) == .string })
        else { return nil }
        let isRawRepresentable = variable.attribute(named: ["RawRepresentablePref"]) != nil
        let isScalar = [.integer, .floatingPoint, .boolean].contains(kind(of: valueType))
        return isRawRepresentable || isScalar ? options : nil
    }
}
