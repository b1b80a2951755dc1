extension PropertyListXMLReader {
    /// The encodings with a byte-order mark that Core Foundation reads XML property lists in besides UTF-8: the file
    /// is decoded to UTF-8 first, as Core Foundation does, and its declaration's `encoding` is not checked (the mark
    /// says what the encoding is).
    enum WideEncoding: String {
        case utf16BigEndian = "UTF-16 (big-endian)"
        case utf16LittleEndian = "UTF-16 (little-endian)"
        case utf32BigEndian = "UTF-32 (big-endian)"
        case utf32LittleEndian = "UTF-32 (little-endian)"

        /// The encoding whose byte-order mark starts `bytes`, checked in Core Foundation's order (UTF-32 first).
        init?(byteOrderMarkOf bytes: [UInt8]) {
            if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
                self = .utf32BigEndian
            } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
                self = .utf32LittleEndian
            } else if bytes.starts(with: [0xFE, 0xFF]) {
                self = .utf16BigEndian
            } else if bytes.starts(with: [0xFF, 0xFE]) {
                self = .utf16LittleEndian
            } else {
                return nil
            }
        }

        private var unitSize: Int { self == .utf16BigEndian || self == .utf16LittleEndian ? 2 : 4 }
        private var isBigEndian: Bool { self == .utf16BigEndian || self == .utf32BigEndian }

        /// The text after the byte-order mark, as UTF-8, up to the first character that is not valid in this
        /// encoding; then what is wrong with it, its byte in the file, and where the UTF-8 text stopped.
        func utf8(of bytes: [UInt8]) -> (text: [UInt8], problem: (message: String, offset: Int)?) {
            let size = unitSize
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var position = size
            func unit(at offset: Int) -> UInt32 {
                var value: UInt32 = 0
                for index in 0..<size {
                    let byte = UInt32(bytes[isBigEndian ? offset + index : offset + size - 1 - index])
                    value = value << 8 | byte
                }
                return value
            }
            while position < bytes.count {
                let start = position
                guard position + size <= bytes.count else {
                    return (output, ("the \(rawValue) text ends in the middle of a character", start))
                }
                var value = unit(at: position)
                position += size
                if size == 2, (0xD800..<0xDC00).contains(value), position + 2 <= bytes.count {
                    let next = unit(at: position)
                    if (0xDC00..<0xE000).contains(next) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (next - 0xDC00)
                        position += 2
                    }
                }
                guard let scalar = Unicode.Scalar(value) else {
                    let what =
                        (0xD800..<0xE000).contains(value) ? "an unpaired surrogate" : "a value that is no character"
                    return (output, ("the \(rawValue) text holds \(what)", start))
                }
                UTF8.encode(scalar) { output.append($0) }
            }
            return (output, nil)
        }

        /// The byte of the file (`bytes`, in this encoding) where the character at `offset` of its UTF-8 form starts.
        func fileOffset(of offset: Int, utf8 text: [UInt8], in bytes: [UInt8]) -> Int {
            var position = unitSize
            for scalar in String(decoding: text.prefix(offset), as: UTF8.self).unicodeScalars {
                position += unitSize == 2 && scalar.value > 0xFFFF ? 4 : unitSize
            }
            return min(position, bytes.count)
        }
    }
}
