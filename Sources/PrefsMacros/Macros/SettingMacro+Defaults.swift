extension SettingMacro {
    /// Diagnoses a literal default that the `@Setting`'s own literal range, step or options refuse
    /// (`@Setting(range: 10...24) var fontSize: Double = 99`), at the default. A default or a constraint that is not a
    /// literal is checked when the schema is first used (see `_PrefsRuntime.State`).
    static func checkDefault(of variable: Declaration, against attribute: Attribute, in context: ExpansionContext) {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.name, let written = binding.initializer,
            let value = LiteralValue(written),
            // A default the type cannot hold is the compiler's error at the default; a range says nothing more.
            !(binding.type.map { LiteralTypeCheck.contradicts(written, type: $0.optionalWrapped ?? $0.text) } ?? false)
        else { return }
        let arguments = Dictionary(
            attribute.arguments.compactMap { argument in argument.label.map { ($0, argument.expression) } },
            uniquingKeysWith: { first, _ in first })
        let shown = written.text
        if let keys = arguments["options"]?.dictionaryKeys {
            let values = keys.compactMap(LiteralValue.init)
            // Only literals of one kind compare: `Theme.standard` may be a static constant equal to a string option.
            guard values.count == keys.count, values.allSatisfy({ $0.isSameKind(as: value) }), !values.contains(value)
            else { return }
            let listed = keys.map(\.text).joined(separator: ", ")
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

/// A literal closed range, `10...24`, folded or not.
struct LiteralRange: Equatable {
    let lower: Double
    let upper: Double

    /// The range, or `nil` when `expression` is not a range of two number literals.
    init?(_ expression: Node) {
        guard let (lowerOperand, upperOperand) = expression.closedRangeOperands,
            let lower = LiteralValue(lowerOperand)?.number, let upper = LiteralValue(upperOperand)?.number
        else {
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
