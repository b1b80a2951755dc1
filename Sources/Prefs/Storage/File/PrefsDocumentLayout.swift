import Foundation

/// Where each member is in a document a file storage wrote: the members' keys in order, and the byte range of each
/// member's text.
///
/// With it, a write that changes a few keys of a large file encodes only those members and copies the rest of the
/// previous document in runs (``PrefsDocumentWriter/updating(_:layout:keys:shape:isPresent:appendMember:)``): the
/// bytes are exactly those a full encode gives, at the cost of a copy.
struct PrefsDocumentLayout: Sendable {
    /// The members' keys, sorted as the writers sort them (`String` order).
    var keys: [String]
    /// The byte range of each member's text, in the same order.
    var ranges: [Range<Int>]

    /// The position of the first key not less than `key`.
    func insertionIndex(of key: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The text around the members of a document: a JSON object, or the top-level dictionary of an XML property list.
struct PrefsDocumentShape: Sendable {
    /// Before the first member.
    var open: [UInt8]
    /// Between the opening and the first member, and between two members.
    var firstSeparator: [UInt8]
    var separator: [UInt8]
    /// After the last member.
    var close: [UInt8]
    /// The whole document when it has no members.
    var empty: [UInt8]
}

/// Writes documents made of members in key order, in full or by updating a previous document.
enum PrefsDocumentWriter {
    /// Sorts `keys` in `String` order, comparing two ASCII keys by their bytes: the same order, several times faster
    /// than `String`'s comparison (an ASCII string is canonically equivalent to no other string, so byte order and
    /// `String` order agree for them; other keys are compared as strings).
    static func sort(_ keys: inout [String]) {
        var entries = keys.map { key in (key: key, isASCII: key.utf8.allSatisfy { $0 < 0x80 }) }
        entries.sort { first, second in
            let firstCount = first.key.utf8.count
            let secondCount = second.key.utf8.count
            guard first.isASCII, second.isASCII,
                let order = first.key.utf8.withContiguousStorageIfAvailable({ first in
                    second.key.utf8.withContiguousStorageIfAvailable { second in
                        guard let first = first.baseAddress, let second = second.baseAddress,
                            case let common = memcmp(first, second, min(firstCount, secondCount)), common != 0
                        else { return firstCount < secondCount }
                        return common < 0
                    }
                }),
                let precedes = order
            else { return first.key < second.key }
            return precedes
        }
        keys = entries.map(\.key)
    }

    /// The document holding a member for each of `keys` (sorted), and its layout. `appendMember` appends the text
    /// of the member for a key.
    static func document<Failure: Error>(
        keys: [String], shape: PrefsDocumentShape,
        appendMember: (_ key: String, _ output: inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
        var builder = Builder(previous: [], layout: PrefsDocumentLayout(keys: [], ranges: []), shape: shape)
        builder.keys = keys
        builder.ranges.reserveCapacity(keys.count)
        builder.output.reserveCapacity(keys.count * 48 + shape.open.count + shape.close.count)
        for key in keys { try builder.appendMember(key, appendMember) }
        return builder.finish(keys: keys)
    }

    /// The document `previous` (whose layout is `layout`) with the members of `keys` encoded anew, added or, when
    /// `isPresent` says they have no member any more, removed; and its layout.
    static func updating<Failure: Error>(
        _ previous: [UInt8], layout: PrefsDocumentLayout, keys: some Sequence<String>, shape: PrefsDocumentShape,
        isPresent: (String) -> Bool, appendMember: (_ key: String, _ output: inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
        let changes = Set(keys.map(ExactKey.init)).map(\.text).sorted().map { key in
            var position = layout.insertionIndex(of: key)
            // Keys that differ only in normalisation sort as equals: find the one spelled exactly like `key`.
            var scan = position
            while scan < layout.keys.count, !(key < layout.keys[scan]), !ExactText.equal(layout.keys[scan], key) {
                scan += 1
            }
            let wasPresent = scan < layout.keys.count && ExactText.equal(layout.keys[scan], key)
            if wasPresent { position = scan }
            return (key: key, position: position, isPresent: isPresent(key), wasPresent: wasPresent)
        }
        // Unless members are added or removed, the keys stay the previous ones and are not listed anew.
        let keepsKeys = changes.allSatisfy { $0.isPresent == $0.wasPresent }
        var builder = Builder(previous: previous, layout: layout, shape: shape)
        builder.tracksKeys = !keepsKeys
        builder.ranges.reserveCapacity(layout.ranges.count + changes.count)
        builder.output.reserveCapacity(previous.count + 64 * changes.count)
        for change in changes {
            builder.copyMembers(upTo: change.position)
            if change.wasPresent { builder.next += 1 }
            if change.isPresent { try builder.appendMember(change.key, appendMember) }
        }
        builder.copyMembers(upTo: layout.keys.count)
        return builder.finish(keys: keepsKeys ? layout.keys : builder.keys)
    }

    /// Assembles a document from runs of a previous one and new members.
    private struct Builder {
        let previous: [UInt8]
        let layout: PrefsDocumentLayout
        let shape: PrefsDocumentShape
        var output: [UInt8]
        var keys: [String] = []
        var ranges: [Range<Int>] = []
        /// Whether `keys` lists the members as they are added.
        var tracksKeys = false
        /// The next member of `previous` not yet copied or left out.
        var next = 0

        init(previous: [UInt8], layout: PrefsDocumentLayout, shape: PrefsDocumentShape) {
            self.previous = previous
            self.layout = layout
            self.shape = shape
            output = shape.open
        }

        /// Copies the members of `previous` from `next` up to `end` (excluded), with what separates them, in one run.
        mutating func copyMembers(upTo end: Int) {
            guard next < end else { return }
            output.append(contentsOf: ranges.isEmpty ? shape.firstSeparator : shape.separator)
            let source = layout.ranges[next].lowerBound..<layout.ranges[end - 1].upperBound
            let shift = output.count - source.lowerBound
            output.append(contentsOf: previous[source])
            for range in layout.ranges[next..<end] {
                ranges.append((range.lowerBound + shift)..<(range.upperBound + shift))
            }
            if tracksKeys { keys.append(contentsOf: layout.keys[next..<end]) }
            next = end
        }

        mutating func appendMember<Failure: Error>(
            _ key: String, _ append: (String, inout [UInt8]) throws(Failure) -> Void
        ) throws(Failure) {
            output.append(contentsOf: ranges.isEmpty ? shape.firstSeparator : shape.separator)
            let start = output.count
            try append(key, &output)
            ranges.append(start..<output.count)
            if tracksKeys { keys.append(key) }
        }

        consuming func finish(keys: [String]) -> (bytes: [UInt8], layout: PrefsDocumentLayout) {
            guard !ranges.isEmpty else { return (shape.empty, PrefsDocumentLayout(keys: [], ranges: [])) }
            output.append(contentsOf: shape.close)
            return (output, PrefsDocumentLayout(keys: keys, ranges: ranges))
        }
    }
}
