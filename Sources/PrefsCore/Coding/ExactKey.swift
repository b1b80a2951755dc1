import Foundation

/// A string compared by its exact Unicode scalars, as Core Foundation and Python compare dictionary keys, and as
/// Prefs compares keys everywhere a file's members are held (reading, merging, writing).
///
/// Swift's `String ==` compares canonical equivalence, so `"é"` (U+00E9) equals `"e\u{301}"`; a property list may
/// hold both as two members, and merging them would lose one. `ExactKey` hashes and compares the UTF-8 bytes,
/// which are in one-to-one correspondence with the scalars.
package struct ExactKey: Hashable, Sendable {
    package var text: String

    init(_ text: String) { self.text = text }

    package static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { equal(lhs.text, rhs.text) }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }

    /// Whether `a` and `b` have the same Unicode scalars.
    static func equal(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { first in
            b.withUTF8 { second in
                first.count == second.count
                    && (first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
            }
        }
    }

    /// The order in which writers list keys: `String` order (canonical, as Prefs has always sorted keys), and for
    /// two keys that differ only in normalisation, the order of their UTF-8 bytes. A total order on exact keys.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        let byBytes: (order: Int32, bothASCII: Bool) = a.withUTF8 { first in
            b.withUTF8 { second in
                let common = min(first.count, second.count)
                let order = common == 0 ? 0 : memcmp(first.baseAddress!, second.baseAddress!, common)
                let difference =
                    order != 0 ? order : Int32(first.count < second.count ? -1 : first.count > second.count ? 1 : 0)
                return (difference, isASCII(first) && isASCII(second))
            }
        }
        // An ASCII string is canonically equivalent to no other string, so byte order is `String` order for them.
        if byBytes.bothASCII { return byBytes.order < 0 }
        if a < b { return true }
        if b < a { return false }
        return byBytes.order < 0
    }

    /// Sorts `keys` by ``precedes(_:_:)``, comparing ASCII keys by their bytes alone.
    static func sort(_ keys: inout [String]) {
        keys.sort(by: precedes)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}
