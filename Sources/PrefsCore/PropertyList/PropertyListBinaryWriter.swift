import Foundation

/// Writes binary property lists (`bplist00`) that Core Foundation and `plistlib` read back exactly.
///
/// Integers take the smallest size that holds them (1, 2 or 4 bytes unsigned, 8 bytes for negative values and up to
/// `Int64.max`) and 16 bytes above `Int64.max`, as Core Foundation and `plistlib` write them. Reals are 8 bytes and
/// dates 8-byte seconds since 2001, bit for bit (`-0.0`, subnormals and NaN payloads included). Strings are ASCII
/// when they can be, UTF-16 otherwise. Dictionary keys are sorted as in XML, so the same value always gives the same
/// bytes. Equal strings, numbers, dates and data are stored once ("equal" meaning the same scalars or bits:
/// `"é"` and `"e\u{301}"` stay two objects, as do `0.0` and `-0.0`).
///
/// UIDs take the smallest of 1, 2, 4 and 8 bytes, null is `0x00` and sets are written like arrays (marker `0xC`), as
/// Core Foundation writes them: every value the reader reads is written back.
///
/// Only nesting deeper than ``PropertyListFormat/maximumDepth`` is refused: every other value can be written.
enum PropertyListBinaryWriter {
    /// The binary property list whose top level is `root`.
    /// - Throws: ``PropertyListError/unwritable(key:reason:)`` for nesting too deep to read back.
    static func write(_ root: PropertyListValue) throws(PropertyListError) -> [UInt8] {
        var flattener = Flattener()
        _ = try flattener.add(root, depth: 0, key: nil)
        return flattener.encode()
    }

    /// An object of the file, with its children as object numbers.
    private enum Object {
        case scalar(PropertyListValue)
        case array([Int])
        case set([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    /// What makes two scalars the same object: the same type and the same scalars or bits.
    private enum Identity: Hashable {
        case bool(Bool)
        case integer(Int64)
        case unsignedInteger(UInt64)
        case real(UInt64)
        case date(UInt64)
        case string(ExactKey)
        case data(Data)
        case uid(UInt64)
        case wideInteger(Int128)
        case null
    }

    /// Numbers the objects in the order `plistlib` and Core Foundation do: a container, then its keys, then its
    /// elements or values.
    private struct Flattener {
        var objects: [Object] = []
        var unique: [Identity: Int] = [:]

        mutating func add(_ value: PropertyListValue, depth: Int, key: String?) throws(PropertyListError) -> Int {
            let identity: Identity
            switch value {
            case .bool(let flag): identity = .bool(flag)
            case .integer(let number): identity = .integer(number)
            case .unsignedInteger(let number): identity = .unsignedInteger(number)
            case .real(let number): identity = .real(number.bitPattern)
            case .date(let seconds): identity = .date(seconds.bitPattern)
            case .string(let text): identity = .string(ExactKey(text))
            case .data(let data): identity = .data(data)
            case .uid(let number): identity = .uid(number)
            case .wideInteger(let number): identity = .wideInteger(number)
            case .null: identity = .null
            case .array(let elements), .set(let elements):
                let number = try container(depth: depth, empty: elements.isEmpty, key: key)
                var references: [Int] = []
                references.reserveCapacity(elements.count)
                for element in elements { references.append(try add(element, depth: depth + 1, key: key)) }
                if case .set = value {
                    objects[number] = .set(references)
                } else {
                    objects[number] = .array(references)
                }
                return number
            case .dictionary(let members):
                let number = try container(depth: depth, empty: members.isEmpty, key: key)
                let sorted = members.members.sorted { ExactKey.precedes($0.key, $1.key) }
                var keys: [Int] = []
                keys.reserveCapacity(sorted.count)
                for member in sorted { keys.append(try add(.string(member.key), depth: depth + 1, key: key)) }
                var values: [Int] = []
                values.reserveCapacity(sorted.count)
                for member in sorted { values.append(try add(member.value, depth: depth + 1, key: key ?? member.key)) }
                objects[number] = .dictionary(keys: keys, values: values)
                return number
            }
            if let number = unique[identity] { return number }
            objects.append(.scalar(value))
            unique[identity] = objects.count - 1
            return objects.count - 1
        }

        /// A new container object, numbered before its children.
        private mutating func container(depth: Int, empty: Bool, key: String?) throws(PropertyListError) -> Int {
            guard empty || depth < PropertyListFormat.maximumDepth else {
                throw .unwritable(
                    key: key ?? "",
                    reason: "the value nests containers deeper than \(PropertyListFormat.maximumDepth) levels; "
                        + "property-list readers refuse such files")
            }
            objects.append(.array([]))
            return objects.count - 1
        }

        func encode() -> [UInt8] {
            let referenceSize = Self.size(for: UInt64(objects.count))
            var output = Array("bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            for object in objects {
                offsets.append(output.count)
                switch object {
                case .scalar(let value): Self.append(value, to: &output)
                case .array(let references), .set(let references):
                    let marker: UInt8 = if case .set = object { 0xC0 } else { 0xA0 }
                    Self.appendHeader(marker, count: references.count, to: &output)
                    for reference in references { Self.append(UInt64(reference), size: referenceSize, to: &output) }
                case .dictionary(let keys, let values):
                    Self.appendHeader(0xD0, count: keys.count, to: &output)
                    for reference in keys + values { Self.append(UInt64(reference), size: referenceSize, to: &output) }
                }
            }
            let tableOffset = output.count
            let offsetSize = Self.size(for: UInt64(tableOffset))
            for offset in offsets { Self.append(UInt64(offset), size: offsetSize, to: &output) }
            output.append(contentsOf: repeatElement(0, count: 6))
            output.append(UInt8(offsetSize))
            output.append(UInt8(referenceSize))
            Self.append(UInt64(objects.count), size: 8, to: &output)
            Self.append(0, size: 8, to: &output)
            Self.append(UInt64(tableOffset), size: 8, to: &output)
            return output
        }

        /// The bytes needed for numbers below `limit`: 1, 2, 4 or 8.
        private static func size(for limit: UInt64) -> Int {
            limit <= 1 << 8 ? 1 : limit <= 1 << 16 ? 2 : limit <= 1 << 32 ? 4 : 8
        }

        private static func append(_ value: UInt64, size: Int, to output: inout [UInt8]) {
            for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
                output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }

        /// A marker with a count in its low nibble, or followed by an integer object when the count is 15 or more.
        private static func appendHeader(_ marker: UInt8, count: Int, to output: inout [UInt8]) {
            guard count >= 15 else { return output.append(marker | UInt8(count)) }
            output.append(marker | 0x0F)
            appendInteger(UInt64(count), to: &output)
        }

        /// A non-negative integer object in the smallest of 1, 2, 4 and 8 bytes.
        private static func appendInteger(_ value: UInt64, to output: inout [UInt8]) {
            let exponent = value < 1 << 8 ? 0 : value < 1 << 16 ? 1 : value < 1 << 32 ? 2 : 3
            output.append(0x10 | UInt8(exponent))
            append(value, size: 1 << exponent, to: &output)
        }

        private static func append(_ value: PropertyListValue, to output: inout [UInt8]) {
            switch value {
            case .bool(let flag): output.append(flag ? 0x09 : 0x08)
            case .integer(let number) where number < 0:
                output.append(0x13)
                append(UInt64(bitPattern: number), size: 8, to: &output)
            case .integer(let number): appendInteger(UInt64(number), to: &output)
            case .unsignedInteger(let number):
                output.append(0x14)
                append(0, size: 8, to: &output)
                append(number, size: 8, to: &output)
            case .real(let number):
                output.append(0x23)
                append(number.bitPattern, size: 8, to: &output)
            case .date(let seconds):
                output.append(0x33)
                append(seconds.bitPattern, size: 8, to: &output)
            case .data(let data):
                appendHeader(0x40, count: data.count, to: &output)
                output.append(contentsOf: data)
            case .string(let text) where text.utf8.allSatisfy({ $0 < 0x80 }):
                appendHeader(0x50, count: text.utf8.count, to: &output)
                output.append(contentsOf: text.utf8)
            case .string(let text):
                appendHeader(0x60, count: text.utf16.count, to: &output)
                for unit in text.utf16 { append(UInt64(unit), size: 2, to: &output) }
            case .uid(let number):
                let size = number < 1 << 8 ? 1 : number < 1 << 16 ? 2 : number < 1 << 32 ? 4 : 8
                output.append(0x80 | UInt8(size - 1))
                append(number, size: size, to: &output)
            case .wideInteger(let number):
                output.append(0x14)
                append(UInt64(truncatingIfNeeded: number >> 64), size: 8, to: &output)
                append(UInt64(truncatingIfNeeded: number), size: 8, to: &output)
            case .null: output.append(0x00)
            case .array, .set, .dictionary: break
            }
        }
    }
}
