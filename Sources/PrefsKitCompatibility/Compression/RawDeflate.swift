// Raw DEFLATE (RFC 1951): the stream Apple's `.zlib` compression reads and writes, with no zlib header or checksum.

/// DEFLATE without a wrapper, in Swift: what `CompressedDataPrefsCoding` uses for `.zlib` where Foundation has no
/// compression (Linux).
///
/// `compress` finds repeats with a hash chain over a 32 KiB window and writes them with the fixed Huffman codes, or
/// stored blocks when those are smaller (data that does not compress grows by 5 bytes per 64 KiB). `decompress` reads
/// every valid stream: stored, fixed and dynamic blocks, as zlib and Apple's Compression write them.
enum RawDeflate {
    /// `bytes` as one raw DEFLATE stream.
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        let fixed = fixedBlock(bytes)
        let storedSize = bytes.count + 5 * max(1, (bytes.count + 65_534) / 65_535)
        return fixed.count <= storedSize ? fixed : storedBlocks(bytes)
    }

    /// The bytes a raw DEFLATE stream holds, or `nil` when it is not one (truncated, a code that does not exist, a
    /// distance before the start); bytes after the final block are ignored, as zlib does.
    static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        var inflater = Inflater(input: BitReader(bytes: bytes))
        return try? inflater.run()
    }

    // MARK: - The format's tables

    /// The shortest length of each length code (257 + index) and the extra bits after it.
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The shortest distance of each distance code and the extra bits after it.
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    // MARK: - Writing

    static let windowSize = 32_768
    static let longestMatch = 258
    static let longestChain = 64

    /// One final block with the fixed codes: literals, and repeats found with a hash chain (greedy, first longest).
    static func fixedBlock(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, bits: 1)  // final block
        writer.write(1, bits: 2)  // fixed Huffman codes
        var head = [Int](repeating: -1, count: 1 << 15)
        var previous = [Int](repeating: -1, count: windowSize)
        func hash(_ at: Int) -> Int {
            (Int(bytes[at]) << 10 ^ Int(bytes[at + 1]) << 5 ^ Int(bytes[at + 2])) & 0x7FFF
        }
        func remember(_ at: Int) {
            guard at + 2 < bytes.count else { return }
            let key = hash(at)
            previous[at % windowSize] = head[key]
            head[key] = at
        }
        var position = 0
        while position < bytes.count {
            var bestLength = 0
            var bestDistance = 0
            if position + 2 < bytes.count {
                var candidate = head[hash(position)]
                var chain = longestChain
                let limit = min(longestMatch, bytes.count - position)
                while candidate >= 0, position - candidate <= windowSize, chain > 0 {
                    var length = 0
                    while length < limit, bytes[candidate + length] == bytes[position + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = position - candidate
                        if length == limit { break }
                    }
                    candidate = previous[candidate % windowSize]
                    chain -= 1
                }
            }
            if bestLength >= 3 {
                writer.writeMatch(length: bestLength, distance: bestDistance)
                for at in position..<position + bestLength { remember(at) }
                position += bestLength
            } else {
                writer.writeFixedCode(Int(bytes[position]))
                remember(position)
                position += 1
            }
        }
        writer.writeFixedCode(256)  // end of block
        return writer.finish()
    }

    /// Stored blocks of at most 65,535 bytes, the last one final.
    static func storedBlocks(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 5 * (bytes.count / 65_535 + 1))
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = end - start
            output.append(end == bytes.count ? 1 : 0)  // final flag, type 00, then padding to the byte
            output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            output += bytes[start..<end]
            start = end
        } while start < bytes.count
        return output
    }
}

/// Bits written least significant first, as DEFLATE packs them; Huffman codes go in reversed.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count = 0

    mutating func write(_ value: Int, bits: Int) {
        buffer |= UInt32(value) << UInt32(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// A Huffman code, most significant bit first.
    mutating func writeCode(_ code: Int, bits: Int) {
        var reversed = 0
        for bit in 0..<bits { reversed |= (code >> bit & 1) << (bits - 1 - bit) }
        write(reversed, bits: bits)
    }

    /// A literal/length symbol with the fixed code (RFC 1951, 3.2.6).
    mutating func writeFixedCode(_ symbol: Int) {
        switch symbol {
        case 0...143: writeCode(0x30 + symbol, bits: 8)
        case 144...255: writeCode(0x190 + symbol - 144, bits: 9)
        case 256...279: writeCode(symbol - 256, bits: 7)
        default: writeCode(0xC0 + symbol - 280, bits: 8)
        }
    }

    /// A repeat of `length` (3–258) bytes from `distance` (1–32,768) back, with the fixed codes.
    mutating func writeMatch(length: Int, distance: Int) {
        let lengthCode = RawDeflate.lengthBase.lastIndex { $0 <= length }!
        writeFixedCode(257 + lengthCode)
        write(length - RawDeflate.lengthBase[lengthCode], bits: RawDeflate.lengthExtraBits[lengthCode])
        let distanceCode = RawDeflate.distanceBase.lastIndex { $0 <= distance }!
        writeCode(distanceCode, bits: 5)
        write(distance - RawDeflate.distanceBase[distanceCode], bits: RawDeflate.distanceExtraBits[distanceCode])
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        count = 0
        return bytes
    }
}
