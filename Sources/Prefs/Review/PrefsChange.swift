/// A change to one preference: staged in a review, or made to the storage.
///
/// Values are the effective ones, in stored form (as the preference itself stores them, whatever the storage keeps:
/// a `Date` preference's value is a `.date` even in a JSON file): a missing value is shown as the default, so
/// resetting a preference to its default reads as `old → default`. `nil` only for an optional preference without a
/// value.
public struct PrefsChange: Sendable, Hashable {
    /// The storage key.
    public let key: String
    /// The preference's title in the settings tree.
    public let title: String
    /// The value before the change.
    public let oldValue: PrefsValue?
    /// The value after the change.
    public let newValue: PrefsValue?
    /// Whether the change takes effect only after a restart.
    public let requiresRestart: Bool

    public init(key: String, title: String, oldValue: PrefsValue?, newValue: PrefsValue?, requiresRestart: Bool) {
        self.key = key
        self.title = title
        self.oldValue = oldValue
        self.newValue = newValue
        self.requiresRestart = requiresRestart
    }
}

extension SettingsPrefDeclaration {
    /// The value a preference has when `stored` is what its key holds: `stored` in the form the preference stores
    /// it (a JSON file's date string as a date) when the preference accepts it, else the default (as a typed read
    /// gives).
    func effectiveValue(_ stored: PrefsValue?) -> PrefsValue? {
        guard let stored, (try? check(stored)) != nil, let value = canonical(stored) else {
            return node.pref?.defaultValue
        }
        return value
    }

    /// The change from `old` to `new` stored values, or `nil` when the effective value stays the same.
    func change(from old: PrefsValue?, to new: PrefsValue?) -> PrefsChange? {
        let before = effectiveValue(old)
        let after = effectiveValue(new)
        guard before != after else { return nil }
        return PrefsChange(
            key: key, title: node.title, oldValue: before, newValue: after,
            requiresRestart: node.pref?.requiresRestart ?? false)
    }
}

extension Array where Element == SettingsPrefDeclaration {
    /// The changes `storageChanges` make to these preferences, in declaration order.
    func changes(from storageChanges: [PrefsValueChange]) -> [PrefsChange] {
        guard storageChanges.count > 8 else {
            // The usual batch of one or a few keys: look them up in place, without a dictionary or copies of the
            // declarations.
            var changes: [PrefsChange] = []
            withUnsafeBufferPointer { declarations in
                for declaration in declarations.indices {
                    let key = declarations[declaration].key
                    guard let storageChange = storageChanges.firstIndex(where: { $0.key == key }),
                        let change = declarations[declaration].change(
                            from: storageChanges[storageChange].oldValue, to: storageChanges[storageChange].newValue)
                    else { continue }
                    changes.append(change)
                }
            }
            return changes
        }
        let byKey = Dictionary(storageChanges.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return compactMap { declaration in
            byKey[declaration.key].flatMap { declaration.change(from: $0.oldValue, to: $0.newValue) }
        }
    }
}
