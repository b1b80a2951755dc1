import Foundation

/// The members of a property-list dictionary, each under its exact key.
///
/// - Keys are compared by their Unicode scalars (``ExactKey``), never by canonical equivalence: `"é"` and
///   `"e\u{301}"` are two members, as in Core Foundation and Python.
/// - Setting a key that is already present replaces its value and keeps its position; so a file that repeats a key
///   reads as its last value (last wins, as `plistlib` and Core Foundation's XML reader do), at the position of the
///   first occurrence.
/// - Members keep the order in which they were first set (the file's order when read). Writers sort them
///   (``ExactKey/precedes(_:_:)``), so the order never shows in a file Prefs writes.
///
/// Lookups are linear up to a few members and use a hash index beyond, so reading a large file stays linear.
package struct PropertyListDictionary: Sendable {
    /// A key and its value.
    struct Member: Sendable {
        var key: String
        var value: PropertyListValue
    }

    private(set) var members: [Member] = []
    /// The position of each key in `members`, kept only beyond ``indexThreshold`` members.
    private var index: [ExactKey: Int] = [:]
    private static let indexThreshold = 12

    init() {}

    init(_ members: some Sequence<(String, PropertyListValue)>) {
        for (key, value) in members { self[key] = value }
    }

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }
    var keys: [String] { members.map(\.key) }

    mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
        if capacity > Self.indexThreshold { index.reserveCapacity(capacity) }
    }

    /// The value of the member whose key has exactly the scalars of `key`.
    subscript(key: String) -> PropertyListValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let newValue {
                setValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets the value of `key`: a new member at the end, or the existing member's value replaced in place.
    mutating func setValue(_ value: PropertyListValue, forKey key: String) {
        if members.count > Self.indexThreshold {
            // One hash for a new key; a second only for a repeated one.
            if let existing = index.updateValue(members.count, forKey: ExactKey(key)) {
                index[ExactKey(key)] = existing
                members[existing].value = value
            } else {
                members.append(Member(key: key, value: value))
            }
            return
        }
        if let position = members.firstIndex(where: { ExactKey.equal($0.key, key) }) {
            members[position].value = value
            return
        }
        members.append(Member(key: key, value: value))
        if members.count > Self.indexThreshold {
            index.reserveCapacity(members.count * 2)
            for (position, member) in members.enumerated() { index[ExactKey(member.key)] = position }
        }
    }

    /// Removes the member whose key has exactly the scalars of `key`, and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: String) -> PropertyListValue? {
        guard let position = position(of: key) else { return nil }
        let removed = members.remove(at: position)
        index = [:]
        if members.count > Self.indexThreshold {
            for (position, member) in members.enumerated() { index[ExactKey(member.key)] = position }
        }
        return removed.value
    }

    private func position(of key: String) -> Int? {
        if members.count > Self.indexThreshold { return index[ExactKey(key)] }
        return members.firstIndex { ExactKey.equal($0.key, key) }
    }
}

extension PropertyListDictionary: Equatable {
    /// The same members (exact keys, equal values), in any order.
    package static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }
}
