// The block streams Apple's Compression writes for `.lz4` and `.lzfse`: four-byte block magics, sizes as 32-bit
// little-endian numbers, and an end-of-stream block.

/// Apple's LZ4: raw LZ4 blocks (`bv41`: decoded size, encoded size, then the block), uncompressed blocks (`bv4-`:
/// size, then the bytes) and the end of the stream (`bv4$`), as Apple documents for `COMPRESSION_LZ4`.
enum AppleLZ4 {
    static let compressedBlock: [UInt8] = Array("bv41".utf8)
    static let uncompressedBlock: [UInt8] = Array("bv4-".utf8)
    static let endOfStream: [UInt8] = Array("bv4$".utf8)
    /// The most one block Prefs writes holds, decoded; its matches stay inside it, so each block decodes alone.
    static let blockSize = 1 << 20

    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        blockStream(
            bytes, blockSize: blockSize, compressedBlock: compressedBlock, uncompressedBlock: uncompressedBlock,
            endOfStream: endOfStream, compress: LZ4Block.compress)
    }

    /// The bytes the stream holds, or `nil` when it is not one. A block's matches may reach into earlier blocks.
    static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        BlockReader.decode(bytes, uncompressedBlock: uncompressedBlock, endOfStream: endOfStream) {
            magic, reader, output throws(MalformedCompressedData) in
            guard magic == compressedBlock else { throw MalformedCompressedData() }
            let (decodedSize, payload) = try reader.sizedPayload()
            try LZ4Block.decompress(payload, size: decodedSize, appendingTo: &output)
        }
    }
}

/// Apple's LZFSE stream. Prefs writes LZVN blocks (`bvxn`: decoded size, encoded size, then the opcodes), as Apple's
/// encoder does for inputs under 4 KiB, or uncompressed blocks (`bvx-`: size, then the bytes) where LZVN would not be
/// smaller, then the end of the stream (`bvx$`). It reads those and the LZFSE blocks with compressed tables (`bvx2`)
/// that Apple's encoder writes for larger inputs; see `LZFSEBlocks.swift`. The older `bvx1` blocks (tables stored
/// whole), which Apple's encoder does not write, are refused as malformed.
enum AppleLZFSE {
    static let uncompressedBlock: [UInt8] = Array("bvx-".utf8)
    static let endOfStream: [UInt8] = Array("bvx$".utf8)
    static let lzvnBlock: [UInt8] = Array("bvxn".utf8)
    static let lzfseBlock: [UInt8] = Array("bvx2".utf8)

    /// The most one block Prefs writes holds, decoded; its matches stay inside it.
    static let blockSize = 1 << 20

    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        blockStream(
            bytes, blockSize: blockSize, compressedBlock: lzvnBlock, uncompressedBlock: uncompressedBlock,
            endOfStream: endOfStream, compress: LZVNBlock.compress)
    }

    /// The bytes the stream holds, or `nil` when it is not an LZFSE stream or a block is malformed.
    static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        BlockReader.decode(bytes, uncompressedBlock: uncompressedBlock, endOfStream: endOfStream) {
            magic, reader, output throws(MalformedCompressedData) in
            switch magic {
            case lzvnBlock:
                let (decodedSize, payload) = try reader.sizedPayload()
                try LZVNBlock.decompress(payload, size: decodedSize, appendingTo: &output)
            case lzfseBlock:
                try LZFSEBlock.decompress(&reader, appendingTo: &output)
            default:
                throw MalformedCompressedData()
            }
        }
    }
}

/// A block stream: each part of `bytes` (at most `blockSize` long) as a `compressedBlock` (decoded size, encoded
/// size, then what `compress` made of the part) or, where that is not smaller, an `uncompressedBlock` (size, then the
/// bytes); then the end of the stream.
func blockStream(
    _ bytes: [UInt8], blockSize: Int, compressedBlock: [UInt8], uncompressedBlock: [UInt8], endOfStream: [UInt8],
    compress: (ArraySlice<UInt8>) -> [UInt8]
) -> [UInt8] {
    var output: [UInt8] = []
    for start in stride(from: 0, to: bytes.count, by: blockSize) {
        let part = bytes[start..<min(start + blockSize, bytes.count)]
        let block = compress(part)
        output +=
            block.count < part.count
            ? compressedBlock + littleEndian(part.count) + littleEndian(block.count) + block
            : uncompressedBlock + littleEndian(part.count) + part
    }
    return output + endOfStream
}

/// `value` as four bytes, least significant first.
func littleEndian(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24 & 0xFF)]
}

/// Reads a block stream's magics, sizes and payloads, failing at the end of the bytes.
struct BlockReader {
    let bytes: [UInt8]
    var position = 0

    mutating func take(_ count: Int) throws(MalformedCompressedData) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - position else { throw MalformedCompressedData() }
        defer { position += count }
        return bytes[position..<position + count]
    }

    mutating func magic() throws(MalformedCompressedData) -> [UInt8] { try Array(take(4)) }

    /// A compressed block's decoded size, then its encoded size and payload.
    mutating func sizedPayload() throws(MalformedCompressedData) -> (decodedSize: Int, payload: ArraySlice<UInt8>) {
        let decodedSize = try number()
        let encodedSize = try number()
        return (decodedSize, try take(encodedSize))
    }

    /// The bytes of a block stream: uncompressed blocks are copied, the end of the stream ends it, and any other
    /// block is `otherBlock`'s to decode onto the output (after its magic); `nil` when a block is malformed or the
    /// stream ends without its end block.
    static func decode(
        _ bytes: [UInt8], uncompressedBlock: [UInt8], endOfStream: [UInt8],
        otherBlock: (_ magic: [UInt8], inout BlockReader, inout [UInt8]) throws(MalformedCompressedData) -> Void
    ) -> [UInt8]? {
        var reader = BlockReader(bytes: bytes)
        var output: [UInt8] = []
        do throws(MalformedCompressedData) {
            while true {
                let magic = try reader.magic()
                if magic == endOfStream { return output }
                if magic == uncompressedBlock {
                    let size = try reader.number()
                    output += try reader.take(size)
                } else {
                    try otherBlock(magic, &reader, &output)
                }
            }
        } catch {
            return nil
        }
    }

    mutating func byte() throws(MalformedCompressedData) -> Int {
        let slice = try take(1)
        return Int(slice[slice.startIndex])
    }

    /// A 32-bit little-endian number.
    mutating func number() throws(MalformedCompressedData) -> Int {
        try take(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}

/// The greedy match finder LZ4's and LZVN's encoders share: at each position, the last place the same four bytes were
/// seen (through a hash table), if at most 65,535 bytes back, extended as far as the bytes agree.
enum GreedyMatches {
    static let minimumMatch = 4
    static let farthest = 65_535

    /// Calls `match` with the literals before each match, its distance and its length, in order, and returns where the
    /// literals after the last match start. A match starts at least `startLimit` bytes before the end of `input` and
    /// ends at least `endLimit` bytes before it (LZ4 keeps its last bytes literal; LZVN does not).
    static func find(
        in input: [UInt8], startingBefore startLimit: Int, endingBefore endLimit: Int,
        _ match: (_ literals: Range<Int>, _ distance: Int, _ length: Int) -> Void
    ) -> Int {
        var table = [Int](repeating: -1, count: 1 << 14)
        func sequence(at index: Int) -> UInt32 {
            UInt32(input[index]) | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2]) << 16
                | UInt32(input[index + 3]) << 24
        }
        var anchor = 0
        var position = 0
        while position + max(startLimit, minimumMatch) <= input.count {
            let current = sequence(at: position)
            let slot = Int((current &* 2_654_435_761) >> 18)
            let candidate = table[slot]
            table[slot] = position
            guard candidate >= 0, position - candidate <= farthest, sequence(at: candidate) == current else {
                position += 1
                continue
            }
            var length = minimumMatch
            while position + length < input.count - endLimit, input[candidate + length] == input[position + length] {
                length += 1
            }
            match(anchor..<position, position - candidate, length)
            position += length
            anchor = position
        }
        return anchor
    }
}

/// The raw LZ4 block format: sequences of a token, literals, a 16-bit offset and a match length.
enum LZ4Block {
    static let minimumMatch = 4
    /// The last 5 bytes of a block are literals, and the last match starts at least 12 bytes before its end.
    static let lastLiterals = 5
    static let matchStartLimit = 12

    /// `bytes` as one block of greedy matches.
    static func compress(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var output: [UInt8] = []
        let tail = GreedyMatches.find(in: input, startingBefore: matchStartLimit, endingBefore: lastLiterals) {
            literals, distance, length in
            appendSequence(input[literals], offset: distance, matchLength: length, to: &output)
        }
        appendSequence(input[tail...], offset: 0, matchLength: 0, to: &output)
        return output
    }

    /// One sequence; the last one (`matchLength` 0) has literals only.
    static func appendSequence(
        _ literals: ArraySlice<UInt8>, offset: Int, matchLength: Int, to output: inout [UInt8]
    ) {
        let matchField = matchLength == 0 ? 0 : matchLength - minimumMatch
        output.append(UInt8(min(literals.count, 15) << 4 | min(matchField, 15)))
        appendLengthTail(literals.count, to: &output)
        output += literals
        guard matchLength > 0 else { return }
        output += [UInt8(offset & 0xFF), UInt8(offset >> 8)]
        appendLengthTail(matchField, to: &output)
    }

    /// The bytes after a token's field of 15: 255 while more is left, then the rest.
    static func appendLengthTail(_ length: Int, to output: inout [UInt8]) {
        guard length >= 15 else { return }
        var left = length - 15
        while left >= 255 {
            output.append(255)
            left -= 255
        }
        output.append(UInt8(left))
    }

    /// Decodes one block of `size` decoded bytes onto `output`; matches may reach back into what `output` held.
    static func decompress(
        _ block: ArraySlice<UInt8>, size: Int, appendingTo output: inout [UInt8]
    ) throws(MalformedCompressedData) {
        var reader = BlockReader(bytes: Array(block))
        let end = output.count + size
        while reader.position < reader.bytes.count {
            let token = try reader.byte()
            let literalCount = try length(token >> 4, &reader)
            let literals = try reader.take(literalCount)
            guard output.count + literals.count <= end else { throw MalformedCompressedData() }
            output += literals
            if reader.position == reader.bytes.count { break }  // the last sequence has no match
            let offset = try reader.take(2).reversed().reduce(0) { $0 << 8 | Int($1) }
            let matchLength = try length(token & 15, &reader) + minimumMatch
            guard offset > 0, offset <= output.count, output.count + matchLength <= end else {
                throw MalformedCompressedData()
            }
            var from = output.count - offset
            for _ in 0..<matchLength {
                output.append(output[from])
                from += 1
            }
        }
        guard output.count == end else { throw MalformedCompressedData() }
    }

    /// A length whose token field is `field`, with its tail bytes when the field is 15.
    static func length(_ field: Int, _ reader: inout BlockReader) throws(MalformedCompressedData) -> Int {
        guard field == 15 else { return field }
        var length = 15
        while true {
            let byte = try reader.byte()
            length += byte
            if byte != 255 { return length }
        }
    }
}
