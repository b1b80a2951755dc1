/// Where each top-level member is in a document Prefs wrote (a JSON file, an XML property list): the members' keys in
/// the order writers list them (``ExactKey/precedes(_:_:)``), and the byte range of each member's text.
///
/// With it, a write that changes a few keys of a large file encodes only those members and copies the rest of the
/// previous document in runs (``DocumentWriter/updating(_:layout:keys:shape:isPresent:appendMember:)``): the bytes
/// are exactly those a full encode gives, at the cost of a copy. Keys are compared by their exact scalars, so two keys
/// that differ only in Unicode normalisation are two members here too.
struct DocumentLayout: Sendable, Equatable {
    /// The members' keys, sorted as the writers sort them.
    var keys: [String]
    /// The byte range of each member's text, in the same order.
    var ranges: [Range<Int>]

    /// The position of the first key that does not precede `key`.
    func insertionIndex(of key: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if ExactKey.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the member at `position` has exactly the key `key`.
    func has(_ key: String, at position: Int) -> Bool {
        position < keys.count && ExactKey.equal(keys[position], key)
    }
}

/// The text around the members of a document: a JSON object, or the top-level dictionary of an XML property list.
struct DocumentShape: Sendable {
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
enum DocumentWriter {
    /// The document holding a member for each of `keys` (sorted), and its layout. `appendMember` appends the text
    /// of the member for a key.
    static func document<Failure: Error>(
        keys: [String], shape: DocumentShape,
        appendMember: (_ key: String, _ output: inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> (bytes: [UInt8], layout: DocumentLayout) {
        var builder = Builder(previous: [], layout: DocumentLayout(keys: [], ranges: []), shape: shape)
        builder.keys = keys
        builder.ranges.reserveCapacity(keys.count)
        builder.output.reserveCapacity(keys.count * 48 + shape.open.count + shape.close.count)
        for key in keys { try builder.appendMember(key, appendMember) }
        return builder.finish(keys: keys)
    }

    /// The document `previous` (whose layout is `layout`) with the members of `keys` encoded anew, added or, when
    /// `isPresent` says they have no member any more, removed; and its layout.
    static func updating<Failure: Error>(
        _ previous: [UInt8], layout: DocumentLayout, keys: some Sequence<String>, shape: DocumentShape,
        isPresent: (String) -> Bool, appendMember: (_ key: String, _ output: inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> (bytes: [UInt8], layout: DocumentLayout) {
        var changedKeys = Set(keys.map(ExactKey.init)).map(\.text)
        ExactKey.sort(&changedKeys)
        let changes = changedKeys.map { key in
            let position = layout.insertionIndex(of: key)
            return (
                key: key, position: position, isPresent: isPresent(key), wasPresent: layout.has(key, at: position)
            )
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
        let layout: DocumentLayout
        let shape: DocumentShape
        var output: [UInt8]
        var keys: [String] = []
        var ranges: [Range<Int>] = []
        /// Whether `keys` lists the members as they are added.
        var tracksKeys = false
        /// The next member of `previous` not yet copied or left out.
        var next = 0

        init(previous: [UInt8], layout: DocumentLayout, shape: DocumentShape) {
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

        consuming func finish(keys: [String]) -> (bytes: [UInt8], layout: DocumentLayout) {
            guard !ranges.isEmpty else { return (shape.empty, DocumentLayout(keys: [], ranges: [])) }
            output.append(contentsOf: shape.close)
            return (output, DocumentLayout(keys: keys, ranges: ranges))
        }
    }
}
