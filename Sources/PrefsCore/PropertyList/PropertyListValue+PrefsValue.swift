import Foundation

extension PropertyListValue {
    /// The property-list form of `value`, exactly: `Int` as an integer, `Double` as a real (its bits), `Date` as its
    /// seconds since 2001 (its bits; the XML writer keeps whole seconds).
    init(_ value: PrefsValue) {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .integer(Int64(number))
        case .double(let number): self = .real(number)
        case .string(let text): self = .string(text)
        case .data(let data): self = .data(data)
        case .date(let date): self = .date(date.timeIntervalSinceReferenceDate)
        case .array(let values): self = .array(values.map(PropertyListValue.init))
        case .dictionary(let values): self = .dictionary(PropertyListDictionary(values))
        }
    }

    /// Why a property-list value has no ``PrefsValue`` form, and where inside it the problem is.
    struct Unrepresentable: Error, Equatable, CustomStringConvertible {
        /// Subscripts from the value to the part at fault (`["a"][2]`), empty for the value itself.
        var path: String
        var reason: String

        var description: String { path.isEmpty ? reason : "at \(path): \(reason)" }

        /// What `value`, whose part at ``path`` has no ``PrefsValue`` form, holds: `the UID 3 (a keyed-archive
        /// reference)`, `a dictionary with, at ["a"][2], null`.
        func reason(in value: PropertyListValue) -> String {
            path.isEmpty ? reason : "\(value.kind.withArticle) with, at \(path), \(reason)"
        }
    }

    /// This value as a ``PrefsValue`` when one holds it exactly, or why none does: an integer beyond `Int` (above
    /// `Int64.max`, or beyond 32 bits on 32-bit platforms), a UID, null, a set, or a dictionary with two keys that
    /// differ only in Unicode normalisation (`[String: PrefsValue]` cannot hold both).
    func prefsValue() -> Result<PrefsValue, Unrepresentable> {
        switch self {
        case .bool(let flag): return .success(.bool(flag))
        case .integer(let number):
            guard let number = Int(exactly: number) else { return .failure(Self.tooLarge(String(number))) }
            return .success(.int(number))
        case .unsignedInteger(let number): return .failure(Self.tooLarge(String(number)))
        case .wideInteger(let number): return .failure(Self.tooLarge(String(number)))
        case .uid(let number):
            return .failure(Unrepresentable(path: "", reason: "the UID \(number) (a keyed-archive reference)"))
        case .null: return .failure(Unrepresentable(path: "", reason: "null"))
        case .set: return .failure(Unrepresentable(path: "", reason: "a set"))
        case .real(let number): return .success(.double(number))
        case .string(let text): return .success(.string(text))
        case .data(let data): return .success(.data(data))
        case .date(let seconds): return .success(.date(Date(timeIntervalSinceReferenceDate: seconds)))
        case .array(let elements):
            var values: [PrefsValue] = []
            values.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                switch element.prefsValue() {
                case .success(let value): values.append(value)
                case .failure(let problem): return .failure(problem.inside("[\(position)]"))
                }
            }
            return .success(.array(values))
        case .dictionary(let members):
            var values: [String: PrefsValue] = [:]
            values.reserveCapacity(members.count)
            for member in members.members {
                switch member.value.prefsValue() {
                case .success(let value):
                    if let index = values.index(forKey: member.key) {
                        return .failure(Self.twins([values[index].key, member.key]))
                    }
                    values[member.key] = value
                case .failure(let problem): return .failure(problem.inside("[\(member.key.debugDescription)]"))
                }
            }
            return .success(.dictionary(values))
        }
    }

    private static func tooLarge(_ number: String) -> Unrepresentable {
        Unrepresentable(path: "", reason: "the integer \(number), beyond Int")
    }

    /// Keys that differ only in normalisation, such as `"\u{E9}" (U+00E9)` and `"e\u{301}" (U+0065 U+0301)`.
    static func twins(_ keys: [String]) -> Unrepresentable {
        let spelled = keys.map { key in
            let scalars = key.unicodeScalars.map { PropertyListXMLReader.scalarName($0.value) }
            return "\(key.debugDescription) (\(scalars.joined(separator: " ")))"
        }
        return Unrepresentable(
            path: "", reason: "the keys \(spelled.joined(separator: " and ")) differ only in Unicode normalisation")
    }
}

extension PropertyListValue.Unrepresentable {
    func inside(_ component: String) -> Self { Self(path: component + path, reason: reason) }
}

extension PropertyListDictionary {
    /// The members of `values` (whose keys are distinct even up to normalisation, being `String` keys).
    package init(_ values: [String: PrefsValue]) {
        self.init()
        reserveCapacity(values.count)
        for (key, value) in values { setValue(PropertyListValue(value), forKey: key) }
    }

    /// `verbatim`'s members with those of `values` set over them: a member of `values` replaces the member of
    /// `verbatim` with exactly the same key, and no other. What a store writes after ``prefsValues()``.
    init(values: [String: PrefsValue], keeping verbatim: PropertyListDictionary) {
        self = verbatim
        reserveCapacity(verbatim.count + values.count)
        for (key, value) in values { setValue(PropertyListValue(value), forKey: key) }
    }

    /// The members split into those a `[String: PrefsValue]` holds exactly and the rest, kept verbatim so that a
    /// store reads them as absent and writes them back unchanged.
    ///
    /// A member goes to `verbatim` when its value has no ``PrefsValue`` form (``PropertyListValue/prefsValue()``),
    /// and so do all members whose keys differ only in Unicode normalisation (`"é"` and `"e\u{301}"`): a
    /// `[String: PrefsValue]` cannot hold both, and picking one would hide the other. `problems` says why, per key.
    package func prefsValues() -> (
        values: [String: PrefsValue], verbatim: PropertyListDictionary, problems: [(key: String, reason: String)]
    ) {
        // The spellings of each key up to normalisation; none to look for when every key is ASCII, as keys of
        // preferences usually are (an ASCII key can have a twin, such as "K" and U+212A KELVIN SIGN, only when
        // another key is not ASCII).
        var spellings: [String: [String]] = [:]
        if !members.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) {
            spellings.reserveCapacity(count)
            for member in members { spellings[member.key, default: []].append(member.key) }
        }
        var values: [String: PrefsValue] = [:]
        values.reserveCapacity(count)
        var verbatim = PropertyListDictionary()
        var problems: [(key: String, reason: String)] = []
        for member in members {
            let reason: String
            if let twins = spellings[member.key], twins.count > 1 {
                reason = PropertyListValue.twins(twins).reason
            } else {
                switch member.value.prefsValue() {
                case .success(let value):
                    values[member.key] = value
                    continue
                case .failure(let problem): reason = problem.reason(in: member.value)
                }
            }
            verbatim.setValue(member.value, forKey: member.key)
            problems.append((member.key, reason))
        }
        return (values, verbatim, problems)
    }
}

extension PropertyListFormat {
    /// `value` exactly as reading it back from this format gives it: in XML, dates are whole seconds (rounded down)
    /// and every NaN is the quiet NaN.
    func canonical(_ value: PrefsValue) -> PrefsValue {
        guard self == .xml else { return value }
        switch value {
        case .date(let date):
            return .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .double(let number) where number.isNaN: return .double(.nan)
        case .array(let values): return .array(values.map(canonical))
        case .dictionary(let values): return .dictionary(values.mapValues(canonical))
        default: return value
        }
    }
}
