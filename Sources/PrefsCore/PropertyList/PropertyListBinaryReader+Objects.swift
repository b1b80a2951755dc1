import Foundation

extension PropertyListBinaryReader {
    /// The value of the object at `offset`, which is not a container.
    func scalar(at offset: Int) throws(Failure) -> PropertyListValue {
        let marker = bytes[offset]
        let nibble = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            case 0x00: return .null
            case 0x0F: throw Failure(message: "a fill byte where an object was expected", offset: offset)
            default: throw unknown(marker, at: offset)
            }
        case 0x1: return try integer(at: offset, sizeExponent: nibble)
        case 0x2:
            guard nibble == 2 || nibble == 3 else {
                throw Failure(message: "a real of unsupported size", offset: offset)
            }
            try check(offset + 1, count: 1 << nibble, "a real", object: offset)
            return nibble == 2
                ? .real(Double(Float(bitPattern: UInt32(unsigned(at: offset + 1, size: 4)))))
                : .real(Double(bitPattern: unsigned(at: offset + 1, size: 8)))
        case 0x3:
            guard marker == 0x33 else { throw unknown(marker, at: offset) }
            try check(offset + 1, count: 8, "a date", object: offset)
            return .date(Double(bitPattern: unsigned(at: offset + 1, size: 8)))
        case 0x4:
            let (count, start) = try count(at: offset)
            try check(start, count: count, "data", object: offset)
            return .data(Data(UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])))
        case 0x5: return .string(try asciiString(at: offset))
        case 0x6: return .string(try utf16String(at: offset))
        case 0xA, 0xC, 0xD: throw Failure(message: "a container where a string key was expected", offset: offset)
        case 0x8: return try uid(at: offset, size: nibble + 1)
        case 0xB:
            throw Failure(message: "an ordered set, which Core Foundation does not read either", offset: offset)
        default: throw unknown(marker, at: offset)
        }
    }

    private func unknown(_ marker: UInt8, at offset: Int) -> Failure {
        Failure(message: "unknown object type 0x\(String(marker, radix: 16, uppercase: true))", offset: offset)
    }

    /// An integer of `1 << sizeExponent` bytes: unsigned up to 4, signed from 8.
    private func integer(at offset: Int, sizeExponent: Int) throws(Failure) -> PropertyListValue {
        guard sizeExponent <= 4 else { throw Failure(message: "an integer of unsupported size", offset: offset) }
        let size = 1 << sizeExponent
        try check(offset + 1, count: size, "an integer", object: offset)
        switch size {
        case 1, 2, 4: return .integer(Int64(unsigned(at: offset + 1, size: size)))
        case 8: return .integer(Int64(bitPattern: unsigned(at: offset + 1, size: 8)))
        default:
            let high = unsigned(at: offset + 1, size: 8)
            let low = unsigned(at: offset + 9, size: 8)
            if high == 0 { return .integer(unsigned: low) }
            if high == .max, low >= 1 << 63 { return .integer(Int64(bitPattern: low)) }
            return .wideInteger(Int128(Int64(bitPattern: high)) << 64 | Int128(low))
        }
    }

    /// A UID of `size` bytes (1 to 16), unsigned.
    private func uid(at offset: Int, size: Int) throws(Failure) -> PropertyListValue {
        try check(offset + 1, count: size, "a UID", object: offset)
        let extra = max(0, size - 8)
        guard unsigned(at: offset + 1, size: extra) == 0 else {
            throw Failure(message: "a UID beyond 64 bits", offset: offset)
        }
        return .uid(unsigned(at: offset + 1 + extra, size: size - extra))
    }

    private func asciiString(at offset: Int) throws(Failure) -> String {
        let (count, start) = try count(at: offset)
        try check(start, count: count, "a string", object: offset)
        let text = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
        guard text.allSatisfy({ $0 < 0x80 }) else {
            throw Failure(message: "an ASCII string holds a byte above 0x7F", offset: offset)
        }
        return String(decoding: text, as: UTF8.self)
    }

    private func utf16String(at offset: Int) throws(Failure) -> String {
        let (count, start) = try count(at: offset)
        guard count <= (tableOffset - start) / 2 else {
            throw Failure(message: "a string runs past the end of the object area", offset: offset)
        }
        var scalars = String.UnicodeScalarView()
        var position = start
        let end = start + 2 * count
        while position < end {
            let unit = UInt32(unsigned(at: position, size: 2))
            position += 2
            var value = unit
            if (0xD800..<0xDC00).contains(unit), position < end {
                let next = UInt32(unsigned(at: position, size: 2))
                if (0xDC00..<0xE000).contains(next) {
                    value = 0x10000 + ((unit - 0xD800) << 10) + (next - 0xDC00)
                    position += 2
                }
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw Failure(message: "a UTF-16 string holds an unpaired surrogate", offset: offset)
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
