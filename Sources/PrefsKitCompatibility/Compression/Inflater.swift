// Reading raw DEFLATE (RFC 1951): stored, fixed and dynamic blocks.

/// A stream that is not valid DEFLATE (or another format `CompressedDataPrefsCoding` reads).
struct MalformedCompressedData: Error {}

/// Bits read least significant first, a byte at a time as they are needed.
struct BitReader {
    let bytes: [UInt8]
    var position = 0
    private var buffer: UInt32 = 0
    private var count = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The next `bits` bits (at most 16) as a number, the first one lowest.
    mutating func read(_ bits: Int) throws(MalformedCompressedData) -> Int {
        while count < bits {
            guard position < bytes.count else { throw MalformedCompressedData() }
            buffer |= UInt32(bytes[position]) << UInt32(count)
            position += 1
            count += 8
        }
        let value = Int(buffer & (1 << UInt32(bits) - 1))
        buffer >>= UInt32(bits)
        count -= bits
        return value
    }

    /// Drops the bits left of the current byte, as a stored block starts on a byte boundary.
    mutating func alignToByte() {
        buffer = 0
        count = 0
    }
}

/// A canonical Huffman code, decoded a bit at a time: how many codes each length has, and the symbols in code order.
struct HuffmanCode {
    private var countOfLength = [Int](repeating: 0, count: 16)
    private var symbols: [Int] = []
    /// Whether every bit pattern is a code. zlib refuses incomplete codes in a block's header, except a code of one
    /// symbol (or, for distances, none); so does Prefs.
    private(set) var isComplete = false
    /// How many symbols have a code.
    var symbolCount: Int { symbols.count }

    /// The code that gives symbol `n` the length `lengths[n]` (0: the symbol does not occur); `nil` when the lengths
    /// describe more codes than exist. An incomplete code is allowed, as RFC 1951 allows a single distance code.
    init?(lengths: [Int]) {
        for length in lengths { countOfLength[length] += 1 }
        var left = 1
        for length in 1...15 {
            left = left * 2 - countOfLength[length]
            if left < 0 { return nil }
        }
        isComplete = left == 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + countOfLength[length] }
        symbols = [Int](repeating: 0, count: lengths.count - countOfLength[0])
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    /// The next symbol in `reader`.
    func decode(_ reader: inout BitReader) throws(MalformedCompressedData) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try reader.read(1)
            let count = countOfLength[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw MalformedCompressedData()
    }

    /// The fixed codes of RFC 1951, 3.2.6.
    static let fixedLiterals = HuffmanCode(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))!
    static let fixedDistances = HuffmanCode(lengths: [Int](repeating: 5, count: 30))!
}

/// One raw DEFLATE stream, read to the end of its final block.
struct Inflater {
    var input: BitReader
    var output: [UInt8] = []

    /// The order the code-length code's lengths come in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    mutating func run() throws(MalformedCompressedData) -> [UInt8] {
        var final = 0
        repeat {
            final = try input.read(1)
            switch try input.read(2) {
            case 0: try storedBlock()
            case 1: try codedBlock(HuffmanCode.fixedLiterals, HuffmanCode.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codedBlock(literals, distances)
            default: throw MalformedCompressedData()
            }
        } while final == 0
        return output
    }

    mutating func storedBlock() throws(MalformedCompressedData) {
        input.alignToByte()
        let length = try input.read(16)
        guard try input.read(16) == ~length & 0xFFFF else { throw MalformedCompressedData() }
        let start = input.position
        guard start + length <= input.bytes.count else { throw MalformedCompressedData() }
        output += input.bytes[start..<start + length]
        input.position += length
    }

    mutating func codedBlock(_ literals: HuffmanCode, _ distances: HuffmanCode) throws(MalformedCompressedData) {
        while true {
            let symbol = try literals.decode(&input)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < RawDeflate.lengthBase.count else { throw MalformedCompressedData() }
            let length =
                try RawDeflate.lengthBase[lengthCode] + input.read(RawDeflate.lengthExtraBits[lengthCode])
            let distanceCode = try distances.decode(&input)
            guard distanceCode < RawDeflate.distanceBase.count else { throw MalformedCompressedData() }
            let distance =
                try RawDeflate.distanceBase[distanceCode] + input.read(RawDeflate.distanceExtraBits[distanceCode])
            guard distance <= output.count else { throw MalformedCompressedData() }
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    /// A dynamic block's codes, read from its header.
    mutating func dynamicCodes() throws(MalformedCompressedData) -> (HuffmanCode, HuffmanCode) {
        let literalCount = try input.read(5) + 257
        let distanceCount = try input.read(5) + 1
        let codeLengthCount = try input.read(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw MalformedCompressedData() }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = try input.read(3) }
        guard let codeLengths = HuffmanCode(lengths: codeLengthLengths), codeLengths.isComplete else {
            throw MalformedCompressedData()
        }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&input)
            let repeated: Int
            let times: Int
            switch symbol {
            case 0...15:
                lengths.append(symbol)
                continue
            case 16:
                guard let last = lengths.last else { throw MalformedCompressedData() }
                repeated = last
                times = try 3 + input.read(2)
            case 17:
                repeated = 0
                times = try 3 + input.read(3)
            default:
                repeated = 0
                times = try 11 + input.read(7)
            }
            guard lengths.count + times <= literalCount + distanceCount else { throw MalformedCompressedData() }
            lengths += [Int](repeating: repeated, count: times)
        }
        guard lengths[256] != 0,  // a block without an end code
            let literals = HuffmanCode(lengths: Array(lengths[..<literalCount])),
            literals.isComplete || literals.symbolCount == 1,
            let distances = HuffmanCode(lengths: Array(lengths[literalCount...])),
            distances.isComplete || distances.symbolCount <= 1
        else { throw MalformedCompressedData() }
        return (literals, distances)
    }
}
