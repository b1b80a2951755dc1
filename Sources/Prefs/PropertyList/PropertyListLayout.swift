/// Where each top-level member is in an XML property list ``PropertyListXMLWriter`` wrote: the keys in the order
/// the writer lists them (``PropertyListKey/precedes(_:_:)``) and the byte range of each member's text.
///
/// With it, a write that changes a few keys of a large file encodes only those members and copies the rest of the
/// previous document in runs; the bytes are exactly those a full encode gives. This is the approach of
/// `PrefsDocumentLayout`, with keys compared by their exact scalars, so that two keys differing only in
/// normalisation are two members here too.
struct PropertyListLayout: Sendable, Equatable {
    var keys: [String]
    var ranges: [Range<Int>]

    /// The position of the first key that does not precede `key`.
    func insertionIndex(of key: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if PropertyListKey.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the member at `position` has exactly the key `key`.
    func has(_ key: String, at position: Int) -> Bool {
        position < keys.count && PropertyListKey.equal(keys[position], key)
    }
}

/// The text around the members of the top-level dictionary, and a builder of documents from members and runs of a
/// previous document.
struct PropertyListDocumentBuilder {
    /// Before the first member, after the last one, and the whole document when it has no members.
    struct Shape {
        var open: [UInt8]
        var close: [UInt8]
        var empty: [UInt8]
    }

    let previous: [UInt8]
    let layout: PropertyListLayout
    let shape: Shape
    var output: [UInt8]
    var keys: [String] = []
    var ranges: [Range<Int>] = []
    /// Whether ``keys`` lists the members as they are added.
    var tracksKeys = false
    /// The next member of `previous` not yet copied or left out.
    var next = 0

    init(previous: [UInt8], layout: PropertyListLayout, shape: Shape, capacity: Int) {
        self.previous = previous
        self.layout = layout
        self.shape = shape
        output = shape.open
        output.reserveCapacity(capacity)
    }

    /// Copies the members of `previous` from ``next`` up to `end` (excluded), in one run.
    mutating func copyMembers(upTo end: Int) {
        guard next < end else { return }
        let source = layout.ranges[next].lowerBound..<layout.ranges[end - 1].upperBound
        let shift = output.count - source.lowerBound
        output.append(contentsOf: previous[source])
        for range in layout.ranges[next..<end] {
            ranges.append((range.lowerBound + shift)..<(range.upperBound + shift))
        }
        if tracksKeys { keys.append(contentsOf: layout.keys[next..<end]) }
        next = end
    }

    /// Appends the member `key`, whose text `append` writes.
    mutating func appendMember<Failure: Error>(
        _ key: String, _ append: (inout [UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        let start = output.count
        try append(&output)
        ranges.append(start..<output.count)
        if tracksKeys { keys.append(key) }
    }

    consuming func finish(keys: [String]) -> (bytes: [UInt8], layout: PropertyListLayout) {
        guard !ranges.isEmpty else { return (shape.empty, PropertyListLayout(keys: [], ranges: [])) }
        output.append(contentsOf: shape.close)
        return (output, PropertyListLayout(keys: keys, ranges: ranges))
    }
}
