/// All-or-nothing element mapping for the array and dictionary codings.
///
/// PrefsKit's collection codings drop an element that fails to encode or decode, so a preference can lose entries
/// without a trace. Prefs' collection codings use these helpers instead: one failing element fails the whole value,
/// which the schema then reports as a ``PrefsIssue`` naming the key (reading the default, or refusing the write).
extension Array {
    /// Every element transformed, or `nil` when `transform` fails for any of them.
    func mapEveryElement<Mapped>(_ transform: (Element) -> Mapped?) -> [Mapped]? {
        var result: [Mapped] = []
        result.reserveCapacity(count)
        for element in self {
            guard let mapped = transform(element) else { return nil }
            result.append(mapped)
        }
        return result
    }
}

extension Dictionary {
    /// Every value transformed, keys unchanged, or `nil` when `transform` fails for any of them.
    func mapEveryValue<Mapped>(_ transform: (Value) -> Mapped?) -> [Key: Mapped]? {
        var result: [Key: Mapped] = [:]
        result.reserveCapacity(count)
        for (key, value) in self {
            guard let mapped = transform(value) else { return nil }
            result[key] = mapped
        }
        return result
    }
}
