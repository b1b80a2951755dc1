/// The scores of the default ranked search, tier by tier; a higher tier always ranks above a lower one.
///
/// Query and texts are normalised first: case, accents, spaces and punctuation are ignored and `&` reads as `and`,
/// so "sounds and haptics", "Sounds&Haptics" and "SOUNDS & HAPTICS" are the same query. Within a tier a closer match
/// scores a little higher (below ``tierBonus``): a match that ends on a word boundary, a query that covers more of
/// the title, a typo with fewer edits. Equal scores keep declaration order.
///
/// | Tier | Score | Matches when the normalised query… |
/// |---|---|---|
/// | ``exactTitle`` | 1000 | equals the title |
/// | ``titlePrefix`` | 900+ | starts the title |
/// | ``wordPrefix`` | 800+ | starts a word inside the title |
/// | ``allWordsInTitle`` | 750+ | has several words, each starting a title word, in any order |
/// | ``titleContains`` | 700+ | appears inside the title (3+ characters) |
/// | ``exactTag`` | 650 | equals a tag |
/// | ``tag`` | 600+ | starts a word of a tag |
/// | ``allWordsInTitleOrTags`` | 550 | has several words, each in the title, a tag or the title of a group above |
/// | ``summary`` | 500 | starts a word of the summary (3+ characters; never for custom groups) |
/// | ``allWords`` | 450 | has several words, each in the title, tags, summary or a group above |
/// | ``typoInTitle`` | ~300 | is one or two edits from the start of a title word (4+ characters) |
/// | ``typoInTag`` | ~200 | is one or two edits from the start of a tag word (4+ characters) |
/// | ``related`` | 1–149 | matches none of the above, but covers the query's words, their stems, synonyms or related words |
///
/// A multi-word query needs every word (except "and") to match the node, and at least one to match the node itself
/// rather than a group above it; a word with a typo puts the whole match in the typo tier.
/// Typos: one edit for 4–6 characters, two from 7; an edit is an insertion, deletion, substitution or swap of
/// neighbours. A wrong *first* letter is not forgiven (a swapped, missing or extra one is): that keeps typo search
/// fast and avoids most false hits.
///
/// The ``related`` tier ranks what the others miss: every node that answers part of the query, through its own
/// words, their stems ("locking" → "lock") or the ``SettingsSearchVocabulary`` ("bigger" → "size"), weighed by how
/// rare each word is in the tree and in which field it sits (BM25-style). Only nodes covering at least three
/// quarters of what the best node covers are listed; it never outranks a match of the tiers above.
enum SettingsSearchScore: Sendable {
    static let exactTitle = 1000
    static let titlePrefix = 900
    static let wordPrefix = 800
    static let allWordsInTitle = 750
    static let titleContains = 700
    static let exactTag = 650
    static let tag = 600
    static let allWordsInTitleOrTags = 550
    static let summary = 500
    static let allWords = 450
    static let typoInTitle = 300
    static let typoInTag = 200
    /// The ceiling of the relevance tier: its scores run from 1 to `related - 1`.
    static let related = 150
    /// The width of the bonus band inside a tier.
    static let tierBonus = 50

    /// The most edits a query word of `length` normalised characters may have to still match: none below 4, one
    /// for 4 to 6, two from 7.
    static func allowedEdits(forLength length: Int) -> Int {
        length < 4 ? 0 : length < 7 ? 1 : 2
    }
}
