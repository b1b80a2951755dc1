/// One allowed value of a preference and the label people see for it.
public struct PrefsAllowedValue: Sendable, Hashable {
    /// The value, in the preference's value form (see `value(forKey:)`).
    public var value: PrefsValue
    /// The label shown for it ("Dark" for `"dark"`).
    public var label: String

    public init(value: PrefsValue, label: String) {
        self.value = value
        self.label = label
    }
}

/// What a preference accepts: a numeric range with an optional step, or a list of allowed values.
///
/// Declared with `@Setting(range:step:)` or `@Setting(options:)`, checked on every write a schema makes (property
/// setters, `$pref.update`, reviews, the command line):
///
/// `constraint.violation(of: .double(30))` is `"10...24 in steps of 1"` for `min: 10, max: 24, step: 1`.
package struct PrefsValueConstraint: Sendable, Hashable {
    var min: Double?
    var max: Double?
    /// Allowed values are `min + k × step` (or `k × step` without a minimum).
    var step: Double?
    /// The allowed values; empty when any value in range is allowed.
    var allowed: [PrefsAllowedValue]

    package init(min: Double? = nil, max: Double? = nil, step: Double? = nil, allowed: [PrefsAllowedValue] = []) {
        self.min = min
        self.max = max
        self.step = step
        self.allowed = allowed
    }

    /// `nil` when `value` is allowed; otherwise a description of what is allowed, for error messages.
    func violation(of value: PrefsValue) -> String? {
        if !allowed.isEmpty, !allowed.contains(where: { $0.value == value }) {
            return "one of " + allowed.map { "\($0.value) (\($0.label))" }.joined(separator: ", ")
        }
        guard min != nil || max != nil || step != nil else { return nil }
        let number: Double
        switch value {
        case .int(let int): number = Double(int)
        case .double(let double): number = double
        default: return nil
        }
        if let min, number < min { return rangeDescription }
        if let max, number > max { return rangeDescription }
        if let step, step > 0 {
            let steps = (number - (min ?? 0)) / step
            if abs(steps - steps.rounded()) > 1e-9 * Swift.max(1, abs(steps)) { return rangeDescription }
        }
        if number.isNaN { return rangeDescription }
        return nil
    }

    /// "10...24 in steps of 1", "at least 0", "at most 100".
    package var rangeDescription: String {
        var text: String
        switch (min, max) {
        case (let min?, let max?): text = "\(Self.format(min))...\(Self.format(max))"
        case (let min?, nil): text = "at least \(Self.format(min))"
        case (nil, let max?): text = "at most \(Self.format(max))"
        case (nil, nil): text = "any number"
        }
        if let step { text += " in steps of \(Self.format(step))" }
        return text
    }

    private static func format(_ number: Double) -> String { ValueFormat.text(of: number) }
}
