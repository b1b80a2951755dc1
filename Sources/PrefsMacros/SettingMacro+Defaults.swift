import SwiftSyntax
import SwiftSyntaxMacros

extension SettingMacro {
    /// Diagnoses a literal default that the `@Setting`'s own literal range, step or options refuse
    /// (`@Setting(range: 10...24) var fontSize: Double = 99`), at the default. A default or a constraint that is not a
    /// literal is checked when the schema is first used (see `_PrefsRuntime.State`).
    static func checkDefault(
        of variable: VariableDeclSyntax, against attribute: AttributeSyntax, in context: some MacroExpansionContext
    ) {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.identifierName, let written = binding.initializer?.value,
            let value = LiteralValue(written)
        else { return }
        let arguments = Dictionary(
            attribute.labeledArguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
            uniquingKeysWith: { first, _ in first })
        let shown = written.trimmedDescription
        if let options = arguments["options"]?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = options.content
        {
            let keys = elements.map(\.key)
            let values = keys.compactMap(LiteralValue.init)
            // Only literals of one kind compare: `Theme.standard` may be a static constant equal to a string option.
            guard values.count == keys.count, values.allSatisfy({ $0.isSameKind(as: value) }), !values.contains(value)
            else { return }
            let listed = keys.map(\.trimmedDescription).joined(separator: ", ")
            context.diagnose(.defaultNotAnOption(name: name, value: shown, options: listed), at: written)
            return
        }
        guard case .number(let number) = value else { return }
        var bounds: LiteralRange?
        if let expression = arguments["range"] {
            guard let literal = LiteralRange(expression), !literal.isEmpty else { return }
            bounds = literal
        }
        var step: Double?
        if let expression = arguments["step"] {
            guard let literal = LiteralValue(expression)?.number else { return }
            step = literal
        }
        let allowed = LiteralRange.Check(bounds: bounds, step: step)
        if bounds != nil || step != nil, allowed.refuses(number) {
            context.diagnose(.defaultOutsideRange(name: name, value: shown, allowed: allowed.description), at: written)
        }
    }
}

/// A literal as the macros can compare it: a number, text, a Boolean, or an enum case (`.dark`, `Theme.dark`).
enum LiteralValue: Equatable {
    case number(Double)
    case text(String)
    case boolean(Bool)
    case member(String)

    init?(_ expression: ExprSyntax) {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            guard let value = Int(integer.literal.text.filter { $0 != "_" }) else { return nil }
            self = .number(Double(value))
        } else if let float = expression.as(FloatLiteralExprSyntax.self) {
            let text = float.literal.text.filter { $0 != "_" }
            guard !text.hasPrefix("0x"), let value = Double(text) else { return nil }
            self = .number(value)
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            case .number(let value)? = LiteralValue(prefix.expression)
        {
            self = .number(-value)
        } else if let string = expression.as(StringLiteralExprSyntax.self), let text = string.representedLiteralValue {
            self = .text(text)
        } else if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            self = .boolean(boolean.literal.tokenKind == .keyword(.true))
        } else if let member = expression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true
        {
            self = .member(member.declName.baseName.text)
        } else {
            return nil
        }
    }

    func isSameKind(as other: LiteralValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.text, .text), (.boolean, .boolean), (.member, .member): true
        default: false
        }
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }
}

/// A literal closed range, `10...24`, folded or not.
struct LiteralRange: Equatable {
    let lower: Double
    let upper: Double

    /// The range, or `nil` when `expression` is not a range of two number literals.
    init?(_ expression: ExprSyntax) {
        let operands: (ExprSyntax, ExprSyntax)
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
        {
            operands = (infix.leftOperand, infix.rightOperand)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "...",
            let first = sequence.elements.first, let last = sequence.elements.last
        {
            operands = (first, last)
        } else {
            return nil
        }
        guard let lower = LiteralValue(operands.0)?.number, let upper = LiteralValue(operands.1)?.number else {
            return nil
        }
        self.lower = lower
        self.upper = upper
    }

    var isEmpty: Bool { lower > upper }

    /// The check the library makes of a number against a range and a step (`PrefsValueConstraint`).
    struct Check {
        let bounds: LiteralRange?
        let step: Double?

        func refuses(_ number: Double) -> Bool {
            if let bounds, number < bounds.lower || number > bounds.upper { return true }
            if let step, step > 0 {
                let steps = (number - (bounds?.lower ?? 0)) / step
                if abs(steps - steps.rounded()) > 1e-9 * max(1, abs(steps)) { return true }
            }
            return number.isNaN
        }

        /// "10...24 in steps of 1", as the library words it.
        var description: String {
            var text = bounds.map { "\(Self.format($0.lower))...\(Self.format($0.upper))" } ?? "any number"
            if let step { text += " in steps of \(Self.format(step))" }
            return text
        }

        private static func format(_ number: Double) -> String {
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
    }
}
