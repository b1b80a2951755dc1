import Foundation

/// A member of a preferences file that no preference type can hold — a keyed-archive UID, an integer beyond `Int`,
/// null, a set, a JSON number beyond `Double`, a string or key with an unpaired surrogate escape — kept exactly as it
/// is: it reads as absent, is reported once (a ``PrefsIssue`` with outcome ``PrefsIssue/Outcome/keptInFile``), and
/// every write of other keys puts it back unchanged. `PrefsDemo dump --all` lists each with its kind and text.
package struct PrefsKeptMember: Sendable, Equatable {
    /// The key, as messages show it: a JSON key with an unpaired surrogate escape shows its escapes (`\udfaa`).
    package var key: String
    /// The value's type: `uid`, `integer`, `null`, `set`, `dictionary`, `array`, `string`, `number`.
    package var kind: String
    /// The value as text on one line: a JSON member's source text; a property-list value as
    /// ``PropertyListValue/text`` shows it (`UID(3)`, `18446744073709551615`, `{"$top": {"root": UID(1)}}`).
    package var text: String
    /// Why no preference type holds it, as the issue says: `the UID 3 (a keyed-archive reference)`, `the integer
    /// 18446744073709551615, beyond Int`, `a dictionary with, at ["a"][2], null`.
    package var reason: String

    /// The problem to report for this member of `file`.
    func error(in file: URL) -> PrefsError { .unrepresentableValue(key: key, reason: reason, file: file) }
}
