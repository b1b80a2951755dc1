import Foundation

/// Reads a binary property list (`bplist00`) exactly, defending against hostile files.
///
/// Read: booleans; integers of 1, 2 and 4 bytes (unsigned), 8 bytes (signed) and 16 bytes (signed: values above
/// `Int64.max`, as Core Foundation and `plistlib` write them, and any other 16-byte value, kept as it is); reals of 4
/// and 8 bytes; dates; data; ASCII and UTF-16 strings; arrays; dictionaries whose keys are strings (a repeated key: the
/// last one wins); and what Core Foundation also reads though no preference holds it, so that such a file stays
/// readable and keeps the value: UIDs (keyed-archive references), null and sets.
///
/// Refused, with the byte offset, as Core Foundation refuses them: fill bytes, ordered sets, unknown object types,
/// non-ASCII bytes in ASCII strings and unpaired surrogates in UTF-16 ones, UIDs beyond 64 bits, and every
/// inconsistency: a trailer, offset or reference out of range, an object running past the object area, a count larger
/// than the bytes that would hold it, a container that contains itself, nesting deeper than
/// ``PropertyListFormat/maximumDepth``, and objects shared so often that the value they make would be much larger
/// than the file (``expansionLimit``). Nothing is allocated beyond what the file's size justifies, no object is
/// decoded twice unless it is short, and no recursion is used: reading takes time linear in the file's size.
struct PropertyListBinaryReader: ~Copyable {
    package let bytes: UnsafeBufferPointer<UInt8>
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    var tableOffset = 0
    /// Per object: 0 not seen, 1 being read (a container), 2 read (a container, in `shared`).
    private var states: [UInt8] = []
    /// Containers and long strings and data already read, with their ``Expanded`` size, so that an object referred
    /// to many times is decoded once and shares its storage.
    private var shared: [Int: Expanded] = [:]
    /// The largest ``Expanded`` size a file may reach: 16 times its size, plus 1 MiB. Objects referred to more than
    /// once count each time; without sharing, the size is about the file's.
    private let expansionLimit: Int

    /// A value and its size once every shared object is counted as often as it is referred to: one per value plus
    /// the bytes of strings (keys included) and data. What any code that walks the value does is bounded by it.
    typealias Expanded = (value: PropertyListValue, size: Int)

    /// Strings and data longer than this are decoded once however often they are referred to.
    private static let sharingThreshold = 64

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        expansionLimit = 16 * bytes.count + (1 << 20)
    }

    /// The value `bytes` hold.
    /// - Throws: ``PropertyListError/malformedBinary(message:offset:)``.
    package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        try bytes.withUnsafeBufferPointer { buffer throws(PropertyListError) in
            var reader = PropertyListBinaryReader(buffer)
            do throws(Failure) {
                let top = try reader.readTrailer()
                return try reader.value(of: top)
            } catch {
                throw .malformedBinary(message: error.message, offset: error.offset)
            }
        }
    }

    struct Failure: Error {
        let message: String
        let offset: Int?
    }

    // MARK: Structure

    /// Reads the header and the trailer; returns the top object.
    private mutating func readTrailer() throws(Failure) -> Int {
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            let version = String(decoding: bytes.prefix(8), as: UTF8.self)
            throw Failure(
                message: "unsupported binary property list version '\(version)'; only bplist00 is read", offset: 0)
        }
        guard bytes.count >= 8 + 1 + 32 else {
            throw Failure(
                message: "the file is too short to hold a binary property list; it may be truncated", offset: nil)
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let objects = unsigned(at: trailer + 8, size: 8)
        let top = unsigned(at: trailer + 16, size: 8)
        let table = unsigned(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(message: "the trailer gives invalid offset or reference sizes", offset: trailer)
        }
        guard table >= 9, table < UInt64(trailer),
            objects >= 1, objects <= (UInt64(trailer) - table) / UInt64(offsetSize)
        else {
            throw Failure(
                message: "the trailer's object count or offset table does not fit in the file", offset: trailer)
        }
        guard top < objects else { throw Failure(message: "the top object is out of range", offset: trailer) }
        tableOffset = Int(table)
        objectCount = Int(objects)
        states = [UInt8](repeating: 0, count: objectCount)
        return Int(top)
    }

    /// The big-endian unsigned integer of `size` bytes at `offset` (in range).
    func unsigned(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for position in offset..<(offset + size) { value = value << 8 | UInt64(bytes[position]) }
        return value
    }

    /// Where object `object` starts.
    func offset(of object: Int) throws(Failure) -> Int {
        let offset = unsigned(at: tableOffset + object * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(tableOffset) else {
            throw Failure(message: "object \(object) has an offset outside the object area", offset: tableOffset)
        }
        return Int(offset)
    }

    /// Checks that `count` bytes from `start` lie in the object area.
    package func check(_ start: Int, count: Int, _ what: String, object offset: Int) throws(Failure) {
        guard count >= 0, count <= tableOffset - start else {
            throw Failure(message: "\(what) runs past the end of the object area", offset: offset)
        }
    }

    /// The object referred to by the reference at `position`.
    func reference(at position: Int) throws(Failure) -> Int {
        let object = unsigned(at: position, size: referenceSize)
        guard object < UInt64(objectCount) else {
            throw Failure(message: "a reference to object \(object), of \(objectCount)", offset: position)
        }
        return Int(object)
    }

    /// The count of a data, string or container object at `offset`, and where its contents start.
    func count(at offset: Int) throws(Failure) -> (count: Int, start: Int) {
        let nibble = Int(bytes[offset] & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        try check(offset + 1, count: 1, "a count", object: offset)
        let marker = bytes[offset + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw Failure(message: "an object's count is not an integer", offset: offset + 1)
        }
        let size = 1 << Int(marker & 0x0F)
        try check(offset + 2, count: size, "a count", object: offset)
        let count = unsigned(at: offset + 2, size: size)
        guard count <= UInt64(bytes.count) else {
            throw Failure(message: "a count of \(count) is larger than the file", offset: offset)
        }
        return (Int(count), offset + 2 + size)
    }

    // MARK: Values

    /// A container being read.
    private struct Frame {
        var object: Int
        var offset: Int
        /// `0xA` (array), `0xC` (set) or `0xD` (dictionary).
        var kind: UInt8
        var isDictionary: Bool { kind == 0xD }
        /// Where the references of its elements (or values) are, and how many.
        var references: Int
        var count: Int
        var next = 0
        /// The expanded size so far: its own value, keys, and the children delivered.
        var size = 1
        var array: [PropertyListValue] = []
        var dictionary = PropertyListDictionary()
        var keys: [String] = []
    }

    /// The value of `object`, without recursion.
    private mutating func value(of object: Int) throws(Failure) -> PropertyListValue {
        var frames: [Frame] = []
        if let frame = try open(object, depth: 0) {
            frames.append(frame)
        } else {
            return try scalar(at: try offset(of: object))
        }
        // The size of a frame is checked as it grows; a container that closes adds its size to its parent's.
        while true {
            let top = frames.count - 1
            let pending: (value: PropertyListValue, size: Int)
            if frames[top].next == frames[top].count {
                let frame = frames.removeLast()
                let value: PropertyListValue =
                    switch frame.kind {
                    case 0xD: .dictionary(frame.dictionary)
                    case 0xC: .set(frame.array)
                    default: .array(frame.array)
                    }
                states[frame.object] = 2
                shared[frame.object] = (value, frame.size)
                guard !frames.isEmpty else { return value }
                pending = (value, frame.size)
            } else {
                let child = try reference(at: frames[top].references + frames[top].next * referenceSize)
                if let done = shared[child] {
                    pending = done
                } else if let frame = try open(child, depth: frames.count) {
                    frames.append(frame)
                    continue
                } else {
                    pending = try scalar(child)
                }
            }
            try deliver(pending, to: &frames[frames.count - 1])
        }
    }

    /// Adds a child's value to its container.
    private func deliver(_ child: Expanded, to frame: inout Frame) throws(Failure) {
        try grow(&frame, by: child.size)
        if frame.isDictionary {
            frame.dictionary.setValue(child.value, forKey: frame.keys[frame.next])
        } else {
            frame.array.append(child.value)
        }
        frame.next += 1
    }

    private func grow(_ frame: inout Frame, by size: Int) throws(Failure) {
        frame.size += size
        guard frame.size <= expansionLimit else {
            throw Failure(
                message: "objects shared by reference expand to more than \(expansionLimit) values and bytes, "
                    + "far more than the file holds", offset: frame.offset)
        }
    }

    /// The value of `object`, which is not a container, and its expanded size; decoded once when it is long.
    private mutating func scalar(_ object: Int) throws(Failure) -> Expanded {
        if let done = shared[object] { return done }
        let value = try scalar(at: try offset(of: object))
        let length =
            switch value {
            case .string(let text): text.utf8.count
            case .data(let data): data.count
            default: 0
            }
        if length > Self.sharingThreshold { shared[object] = (value, 1 + length) }
        return (value, 1 + length)
    }

    /// A frame for `object` when it is an array, a set or a dictionary (its keys read), `nil` for any other object.
    private mutating func open(_ object: Int, depth: Int) throws(Failure) -> Frame? {
        let offset = try offset(of: object)
        let kind = bytes[offset] >> 4
        guard kind == 0xA || kind == 0xC || kind == 0xD else { return nil }
        guard states[object] == 0 else {
            throw Failure(message: "a container contains itself (a reference cycle)", offset: offset)
        }
        let (count, start) = try count(at: offset)
        let isDictionary = kind == 0xD
        let (total, overflow) = count.multipliedReportingOverflow(by: (isDictionary ? 2 : 1) * referenceSize)
        guard !overflow else { throw Failure(message: "a container's count is too large", offset: offset) }
        try check(start, count: total, "a container's references", object: offset)
        guard count == 0 || depth < PropertyListFormat.maximumDepth else {
            throw Failure(message: "nesting deeper than \(PropertyListFormat.maximumDepth) levels", offset: offset)
        }
        states[object] = 1
        var frame = Frame(
            object: object, offset: offset, kind: kind,
            references: isDictionary ? start + count * referenceSize : start, count: count)
        if isDictionary {
            frame.keys.reserveCapacity(count)
            frame.dictionary.reserveCapacity(count)
            for position in 0..<count {
                let key = try reference(at: start + position * referenceSize)
                let (value, size) = try scalar(key)
                guard case .string(let text) = value else {
                    throw Failure(message: "a dictionary key is not a string", offset: try self.offset(of: key))
                }
                try grow(&frame, by: size)
                frame.keys.append(text)
            }
        } else {
            frame.array.reserveCapacity(count)
        }
        return frame
    }
}
