extension SettingsRange {
    /// A range from a closed range of numbers, with an optional step.
    ///
    /// ```swift
    /// SettingsRange(10...24, step: 1)
    /// ```
    public init(_ range: ClosedRange<Double>, step: Double? = nil) {
        self.init(min: range.lowerBound, max: range.upperBound, step: step)
    }
}

extension PrefsAllowedValue {
    /// An option from its value and label.
    ///
    /// ```swift
    /// PrefsAllowedValue(.string("dark"), label: "Dark")
    /// ```
    public init(_ value: PrefsValue, label: String) {
        self.init(value: value, label: label)
    }
}
