import Foundation
import Testing

/// Mutated declarations (cut short, tokens swapped, duplicated or dropped, random bytes inside literals and comments)
/// sent to the plugin as the compiler would send them: each is answered with an expansion or a diagnostic, never a
/// crash or a hang. `swift test` runs 2,000; `.ci/run` runs 10,000 (`PREFS_MACRO_FUZZ=10000`).
@Suite struct HostileInputTests {
    /// A small deterministic generator (SplitMix64), so that a failure names a reproducible case.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The requests the compiler sent anywhere in the corpus for the roles that generate code: a `@Pref`-family peer
    /// (the descriptor, slot and handle) and a `@PrefsSchema` member (the schema's state).
    static let seeds: [JSON] = {
        var requests: [JSON] = []
        for file in GoldenCorpus.files {
            for exchange in (try? GoldenCorpus.exchanges(in: file)) ?? [] {
                guard let body = exchange.request["expandAttachedMacro"],
                    (body["macroRole"]?.string == "peer"
                        && body["macro"]?["typeName"]?.string?.hasSuffix("PrefMacro") == true)
                        || body["macroRole"]?.string == "member"
                else { continue }
                requests.append(exchange.request)
            }
        }
        return requests
    }()

    static var count: Int { Int(ProcessInfo.processInfo.environment["PREFS_MACRO_FUZZ"] ?? "") ?? 2_000 }

    /// `text` changed in one of the ways a half-typed or corrupted declaration is.
    static func mutate(_ text: String, with generator: inout Generator) -> String {
        var characters = Array(text)
        guard !characters.isEmpty else { return text }
        let position = Int.random(in: 0..<characters.count, using: &generator)
        let noise: [Character] = [
            "\"", "(", ")", "{", "}", "[", "]", "#", "\\", "/", "*", "`", ":", "=", "@", ",", "\n", "é", "\u{0}", "<",
            ">", "?",
        ]
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            characters.removeSubrange(position...)
        case 1:
            let other = Int.random(in: 0..<characters.count, using: &generator)
            characters.swapAt(position, other)
        case 2:
            let length = Int.random(in: 1...12, using: &generator)
            let end = min(characters.count, position + length)
            characters.insert(contentsOf: characters[position..<end], at: position)
        case 3:
            let length = Int.random(in: 1...8, using: &generator)
            characters.removeSubrange(position..<min(characters.count, position + length))
        case 4:
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                characters.insert(noise.randomElement(using: &generator) ?? "(", at: position)
            }
        default:
            // Random bytes inside a string literal or a comment, when there is one.
            if let quote = characters.firstIndex(where: { $0 == "\"" || $0 == "/" }) {
                let bytes = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
                }
                characters.insert(contentsOf: bytes, at: quote + 1)
            }
        }
        return String(characters)
    }

    /// `request` with its declaration replaced by `declaration`.
    static func request(_ request: JSON, declaration: String) -> JSON {
        guard case .object(let outer) = request, let (kind, body) = outer.first, case .object(let fields) = body else {
            return request
        }
        let replaced = fields.map { name, value -> (String, JSON) in
            guard name == "declSyntax", case .object(let syntax) = value else { return (name, value) }
            return (name, .object(syntax.map { $0.0 == "source" ? ($0.0, .string(declaration)) : $0 }))
        }
        return .object([(kind, .object(replaced))])
    }

    @Test func mutatedDeclarationsAreExpandedOrDiagnosedQuickly() throws {
        try #require(!Self.seeds.isEmpty)
        var generator = Generator(state: 0x5052_4546_53)
        var slowest: (seconds: Double, case: String) = (0, "")
        for index in 0..<Self.count {
            let seed = Self.seeds[index % Self.seeds.count]
            let original = seed["expandAttachedMacro"]?["declSyntax"]?["source"]?.string ?? ""
            var mutated = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) { mutated = Self.mutate(mutated, with: &generator) }
            let started = ContinuousClock.now
            let reply = GoldenCorpus.reply(to: Self.request(seed, declaration: mutated))
            let elapsed = started.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            if seconds > slowest.seconds { slowest = (seconds, mutated) }
            let body = try #require(reply["expandMacroResult"], "case \(index): no expansion reply for \(mutated)")
            // Either code, or a diagnostic that says why there is none: never silence.
            let expanded = !(body["expandedSource"]?.string ?? "").isEmpty
            #expect(expanded || !(body["diagnostics"]?.array ?? []).isEmpty, "case \(index): \(mutated)")
        }
        // A hang guard, not a benchmark: a reply takes well under a millisecond.
        #expect(slowest.seconds < 1, "slowest case (\(slowest.seconds) s): \(slowest.case)")
    }
}
