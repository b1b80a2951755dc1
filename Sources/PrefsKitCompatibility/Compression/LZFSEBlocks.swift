// The compressed blocks of Apple's LZFSE stream: `bvxn` (LZVN, which Apple's encoder writes for inputs under 4 KiB,
// written and read here) and `bvx2` (LZFSE proper: finite-state entropy codes for the literals and for each match's
// literal count, match length and distance; read here only). A match in either may reach back into the blocks before
// it, so both decode onto the stream's output so far; the LZVN blocks Prefs writes keep their matches inside.

/// LZVN: a byte-oriented stream of opcodes, each copying literals from the stream and/or a match from the output.
enum LZVNBlock {
    /// The opcodes that end a block: `0x06`, then seven zero bytes.
    static let endOfBlock: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]
    /// `bytes` as one block's opcodes, of greedy matches (`GreedyMatches`, as LZ4's encoder finds them).
    static func compress(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var output: [UInt8] = []
        var previousDistance = 0
        let tail = GreedyMatches.find(in: input, startingBefore: 0, endingBefore: 0) { literals, distance, length in
            appendMatch(
                after: input[literals], distance: distance, length: length, previousDistance: &previousDistance,
                to: &output)
        }
        appendLiterals(input[tail...], to: &output)
        return output + endOfBlock
    }

    /// Literals on their own: up to 15 in a one-byte opcode, up to 271 with a length byte.
    static func appendLiterals(_ literals: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var rest = literals
        while !rest.isEmpty {
            let count = min(rest.count, 271)
            output += count < 16 ? [0xE0 | UInt8(count)] : [0xE0, UInt8(count - 16)]
            output += rest.prefix(count)
            rest = rest.dropFirst(count)
        }
    }

    /// A match of `length` bytes `distance` back, after `literals`. An opcode with a distance carries up to 3 of the
    /// literals and the match's first bytes (how many depends on the literals, and up to 34 with a 14-bit distance);
    /// longer literal runs go before it on their own, the rest of the match after it as matches at the same distance.
    static func appendMatch(
        after literals: ArraySlice<UInt8>, distance: Int, length: Int, previousDistance: inout Int,
        to output: inout [UInt8]
    ) {
        let carried = min(literals.count, 3)
        appendLiterals(literals.dropLast(carried), to: &output)
        var rest = length
        if carried > 0 || distance != previousDistance {
            // The longest match a one- or two-byte form holds: its 3 bits of length share the opcode with the
            // literal count, and the values past this limit are other opcodes.
            let shortest = min(length, [10, 8, 6, 4][carried])
            let head = UInt8(carried << 6 | (shortest - 3) << 3)
            var taken = shortest
            if distance == previousDistance {
                output.append(head | 6)
            } else if distance < 0x600, shortest == length {
                output += [head | UInt8(distance >> 8), UInt8(distance & 0xFF)]
            } else if distance < 1 << 14 {
                taken = min(length, 34)
                let operand = distance << 2 | (taken - 3) & 3
                output += [0xA0 | UInt8(carried << 3 | (taken - 3) >> 2), UInt8(operand & 0xFF), UInt8(operand >> 8)]
            } else {
                output += [head | 7, UInt8(distance & 0xFF), UInt8(distance >> 8)]
            }
            output += literals.suffix(carried)
            rest -= taken
            previousDistance = distance
        }
        while rest > 0 {
            let count = min(rest, 271)
            output += count < 16 ? [0xF0 | UInt8(count)] : [0xF0, UInt8(count - 16)]
            rest -= count
        }
    }

    /// Decodes one block of `size` decoded bytes onto `output`.
    static func decompress(
        _ block: ArraySlice<UInt8>, size: Int, appendingTo output: inout [UInt8]
    ) throws(MalformedCompressedData) {
        var reader = BlockReader(bytes: Array(block))
        let end = output.count + size
        var distance = 0  // the previous match's, which some opcodes reuse; none before the block's first match
        while true {
            let opcode = try reader.byte()
            var literals = 0
            var match = 0
            switch opcode {
            case 0x06:  // end of the block: the opcode and seven more bytes, the last of the block's bytes
                _ = try reader.take(7)
                guard output.count == end, reader.position == reader.bytes.count else {
                    throw MalformedCompressedData()
                }
                return
            case 0x0E, 0x16:  // nothing
                continue
            case 0xE0: literals = try reader.byte() + 16
            case 0xE1...0xEF: literals = opcode & 0x0F
            case 0xF0: match = try reader.byte() + 16
            case 0xF1...0xFF: match = opcode & 0x0F
            case 0xA0...0xBF:  // literals (2 bits), match length (5 bits) and distance (14 bits) in three bytes
                let operand = try reader.byte() | reader.byte() << 8
                literals = opcode >> 3 & 3
                match = ((opcode & 7) << 2 | operand & 3) + 3
                distance = operand >> 2
            case 0x70...0x7F, 0xD0...0xDF, 0x1E, 0x26, 0x2E, 0x36, 0x3E:
                throw MalformedCompressedData()
            default:  // literals (2 bits) and match length (3 bits), then the distance's form in the low 3 bits
                literals = opcode >> 6
                match = (opcode >> 3 & 7) + 3
                switch opcode & 7 {
                case 6: break  // the previous distance
                case 7: distance = try reader.byte() | reader.byte() << 8
                default: distance = try (opcode & 7) << 8 | reader.byte()
                }
            }
            guard output.count + literals + match <= end else { throw MalformedCompressedData() }
            output += try reader.take(literals)
            if match > 0 { try copyMatch(length: match, distance: distance, in: &output) }
        }
    }
}

/// Appends `length` bytes copied from `distance` bytes back in `output`, overlapping what it appends when the
/// distance is shorter than the length.
func copyMatch(length: Int, distance: Int, in output: inout [UInt8]) throws(MalformedCompressedData) {
    guard distance > 0, distance <= output.count else { throw MalformedCompressedData() }
    var from = output.count - distance
    // No `reserveCapacity` here: reserving exactly what each match needs defeats the array's doubling, and a long run
    // of matches then copies the whole output each time (16 MB of zeros took 21 s to decode instead of 0.05 s).
    for _ in 0..<length {
        output.append(output[from])
        from += 1
    }
}

/// LZFSE's compressed block with compressed tables (`bvx2`): a header of packed counts, initial states and the
/// symbols' frequencies, then the literals' bit stream, then that of the matches, each read backwards from its end.
enum LZFSEBlock {
    /// The number of states of each finite-state code (literal counts and match lengths share one), and of symbols
    /// of each.
    static let literalStateCount = 1024
    static let lengthStateCount = 64
    static let distanceStateCount = 256
    static let lengthSymbols = 20
    static let distanceSymbols = 64
    /// The most literals and matches one block holds.
    static let maximumMatches = 10_000
    static let maximumLiterals = 40_000

    /// Literal counts: symbols 0–15 are the count itself; 16–19 add 2, 3, 5 and 8 bits to a base.
    static let literalCounts = ValueTable(extraBits: Array(repeating: 0, count: 16) + [2, 3, 5, 8])
    /// Match lengths: symbols 0–15 are the length itself; 16–19 add 3, 5, 8 and 11 bits to a base.
    static let matchLengths = ValueTable(extraBits: Array(repeating: 0, count: 16) + [3, 5, 8, 11])
    /// Distances: symbols 0–3 are the distance itself (0: the previous one), then four symbols each for 1 to 15
    /// extra bits.
    static let distances = ValueTable(extraBits: (0..<64).map { $0 / 4 })

    /// The extra bits and base value of each symbol of a value code; each base follows the previous symbol's range.
    struct ValueTable {
        let extraBits: [Int]
        let bases: [Int]

        init(extraBits: [Int]) {
            self.extraBits = extraBits
            bases = extraBits.dropLast().reduce(into: [0]) { bases, bits in
                bases.append(bases[bases.count - 1] + 1 << bits)
            }
        }
    }

    /// Decodes the block that starts after its magic in `reader` onto `output`.
    static func decompress(_ reader: inout BlockReader, appendingTo output: inout [UInt8])
        throws(MalformedCompressedData)
    {
        let headerStart = reader.position - 4
        let size = try reader.number()
        var packed: [UInt64] = []
        for _ in 0..<3 { packed.append(try reader.take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }) }
        func field(_ word: Int, _ offset: Int, _ width: Int) -> Int {
            Int(packed[word] >> UInt64(offset) & (1 << UInt64(width) - 1))
        }
        let literalCount = field(0, 0, 20)
        let literalPayload = field(0, 20, 20)
        let matchCount = field(0, 40, 20)
        let literalPadding = field(0, 60, 3) - 7
        let literalStarts = (0..<4).map { field(1, 10 * $0, 10) }
        let matchPayload = field(1, 40, 20)
        let matchPadding = field(1, 60, 3) - 7
        let headerSize = field(2, 0, 32)
        var states = (count: field(2, 32, 10), length: field(2, 42, 10), distance: field(2, 52, 10))
        guard literalCount <= maximumLiterals, literalCount % 4 == 0, matchCount <= maximumMatches,
            headerSize >= reader.position - headerStart
        else { throw MalformedCompressedData() }
        let frequencies = try Frequencies.read(reader.take(headerSize - (reader.position - headerStart)))

        let literalCode = try SymbolCode(frequencies: frequencies.literals, states: literalStateCount)
        var bits = try BackwardBits(reader.take(literalPayload), padding: literalPadding)
        var streamStates = literalStarts  // four interleaved states, one for every fourth literal
        var literals: [UInt8] = []
        literals.reserveCapacity(literalCount)
        for index in 0..<literalCount {
            literals.append(try literalCode.decode(&streamStates[index % 4], &bits))
        }

        let countCode = try ValueCode(
            frequencies: frequencies.literalCounts, states: lengthStateCount, table: literalCounts)
        let matchCode = try ValueCode(
            frequencies: frequencies.matchLengths, states: lengthStateCount, table: matchLengths)
        let distanceCode = try ValueCode(
            frequencies: frequencies.distances, states: distanceStateCount, table: distances)
        bits = try BackwardBits(reader.take(matchPayload), padding: matchPadding)
        let end = output.count + size
        var literal = 0
        var distance = -1  // none yet: a first match that repeats the previous distance is malformed
        for _ in 0..<matchCount {
            let count = try countCode.decode(&states.count, &bits)
            let length = try matchCode.decode(&states.length, &bits)
            let next = try distanceCode.decode(&states.distance, &bits)
            if next != 0 { distance = next }
            guard literal + count <= literals.count, output.count + count + length <= end else {
                throw MalformedCompressedData()
            }
            output += literals[literal..<literal + count]
            literal += count
            guard distance > 0, distance <= output.count else { throw MalformedCompressedData() }
            try copyMatch(length: length, distance: distance, in: &output)
        }
        guard output.count == end else { throw MalformedCompressedData() }
    }

    /// The symbols' frequencies from a `bvx2` header, each a prefix code read from the least significant bit up.
    struct Frequencies {
        var literalCounts: [Int] = []
        var matchLengths: [Int] = []
        var distances: [Int] = []
        var literals: [Int] = []

        static func read(_ bytes: ArraySlice<UInt8>) throws(MalformedCompressedData) -> Frequencies {
            var all: [Int] = []
            let total = 2 * lengthSymbols + distanceSymbols + 256
            if !bytes.isEmpty {
                var accumulator: UInt64 = 0
                var available = 0
                var next = bytes.startIndex
                while all.count < total {
                    while available <= 24, next < bytes.endIndex {
                        accumulator |= UInt64(bytes[next]) << UInt64(available)
                        available += 8
                        next += 1
                    }
                    let (value, width) = frequency(accumulator)
                    guard width <= available else { throw MalformedCompressedData() }
                    all.append(value)
                    accumulator >>= UInt64(width)
                    available -= width
                }
                // The header ends with the table, within its last byte.
                guard available < 8, next == bytes.endIndex else { throw MalformedCompressedData() }
            } else {
                all = Array(repeating: 0, count: total)
            }
            var frequencies = Frequencies()
            frequencies.literalCounts = Array(all[0..<lengthSymbols])
            frequencies.matchLengths = Array(all[lengthSymbols..<2 * lengthSymbols])
            frequencies.distances = Array(all[2 * lengthSymbols..<2 * lengthSymbols + distanceSymbols])
            frequencies.literals = Array(all[(2 * lengthSymbols + distanceSymbols)...])
            return frequencies
        }

        /// One frequency and the bits it took: `00` 0, `10` 1, `001` 2, `101` 3, `xx011` 4–7, then 8–23 in 8 bits
        /// and 24–1047 in 14 (bits listed from the least significant).
        static func frequency(_ bits: UInt64) -> (value: Int, width: Int) {
            let low = Int(bits & 0x1F)
            switch low & 3 {
            case 0: return (0, 2)
            case 2: return (1, 2)
            case 1: return (low & 4 == 0 ? 2 : 3, 3)
            default:
                if low & 4 == 0 { return (4 + (low >> 3), 5) }
                let rest = Int(bits >> 4)
                return low & 8 == 0 ? (8 + rest & 0xF, 8) : (24 + rest & 0x3FF, 14)
            }
        }
    }

    /// A finite-state decoder table: for each state, how many bits to read and what to add to them for the next
    /// state. A symbol of frequency `f` among `states` states owns `f` consecutive states.
    struct StateTable {
        let bits: [Int]
        let delta: [Int]
        let symbol: [Int]

        init(frequencies: [Int], states: Int) throws(MalformedCompressedData) {
            guard frequencies.reduce(0, +) <= states else { throw MalformedCompressedData() }
            var bits: [Int] = []
            var delta: [Int] = []
            var symbol: [Int] = []
            for (index, frequency) in frequencies.enumerated() where frequency > 0 {
                // The shift that brings the frequency into [states, 2 × states).
                let shift = UInt32(frequency).leadingZeroBitCount - UInt32(states).leadingZeroBitCount
                let wide = ((2 * states) >> shift) - frequency
                for state in 0..<frequency {
                    symbol.append(index)
                    if state < wide {
                        bits.append(shift)
                        delta.append((frequency + state) << shift - states)
                    } else {
                        bits.append(shift - 1)
                        delta.append((state - wide) << (shift - 1))
                    }
                }
            }
            (self.bits, self.delta, self.symbol) = (bits, delta, symbol)
        }

        /// The symbol of `state`, which moves to the next state.
        func advance(_ state: inout Int, _ stream: inout BackwardBits, extraBits: (Int) -> Int = { _ in 0 })
            throws(MalformedCompressedData) -> (symbol: Int, extra: Int)
        {
            guard state >= 0, state < symbol.count else { throw MalformedCompressedData() }
            let current = state
            let extra = extraBits(symbol[current])
            let read = try stream.read(bits[current] + extra)
            state = delta[current] + read >> extra
            return (symbol[current], read & (1 << extra - 1))
        }
    }

    /// The literals' code: each state gives one byte.
    struct SymbolCode {
        let table: StateTable

        init(frequencies: [Int], states: Int) throws(MalformedCompressedData) {
            table = try StateTable(frequencies: frequencies, states: states)
        }

        func decode(_ state: inout Int, _ stream: inout BackwardBits) throws(MalformedCompressedData) -> UInt8 {
            UInt8(try table.advance(&state, &stream).symbol)
        }
    }

    /// A code of values (literal counts, match lengths, distances): each state gives a symbol, whose base value is
    /// completed by extra bits read with the next state's.
    struct ValueCode {
        let table: StateTable
        let values: ValueTable

        init(frequencies: [Int], states: Int, table values: ValueTable) throws(MalformedCompressedData) {
            table = try StateTable(frequencies: frequencies, states: states)
            self.values = values
        }

        func decode(_ state: inout Int, _ stream: inout BackwardBits) throws(MalformedCompressedData) -> Int {
            let (symbol, extra) = try table.advance(&state, &stream) { values.extraBits[$0] }
            return values.bases[symbol] + extra
        }
    }
}

/// A bit stream read from its end: the bytes form one little-endian number, whose highest bits come out first.
struct BackwardBits {
    let bytes: [UInt8]
    /// How many bits are left, below the ones read.
    private(set) var remaining: Int

    /// `padding` (0 to -7) is how many of the last byte's high bits are unused; they must be zero.
    init(_ bytes: ArraySlice<UInt8>, padding: Int) throws(MalformedCompressedData) {
        self.bytes = Array(bytes)
        remaining = self.bytes.count * 8 + padding
        guard remaining >= 0 else { throw MalformedCompressedData() }
        if padding < 0, let last = self.bytes.last, Int(last) >> (8 + padding) != 0 { throw MalformedCompressedData() }
    }

    /// The next `count` bits (at most 32), the first read being the most significant.
    mutating func read(_ count: Int) throws(MalformedCompressedData) -> Int {
        guard count > 0 else { return 0 }
        guard count <= remaining else { throw MalformedCompressedData() }
        remaining -= count
        var word: UInt64 = 0
        for index in stride(from: (remaining + count - 1) >> 3, through: remaining >> 3, by: -1) {
            word = word << 8 | UInt64(bytes[index])
        }
        return Int(word >> UInt64(remaining & 7) & (1 << UInt64(count) - 1))
    }
}
