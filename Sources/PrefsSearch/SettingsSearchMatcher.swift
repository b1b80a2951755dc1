/// Scores index entries against one query; lives only for the duration of a search, over the index's buffers.
///
/// The tests run from cheapest to dearest and stop at the first (strongest) tier that matches; letter masks reject
/// most entries before any byte is compared, and edit distance runs only when everything else failed.
struct SettingsSearchMatcher {
    typealias Score = SettingsSearchScore
    typealias TextRef = SettingsSearchIndex.TextRef

    package let bytes: UnsafeBufferPointer<UInt8>
    let wordStarts: UnsafeBufferPointer<Int32>
    let tags: UnsafeBufferPointer<TextRef>
    let entries: UnsafeBufferPointer<SettingsSearchIndex.Entry>
    let query: SettingsSearchQuery
    let queryBytes: UnsafeBufferPointer<UInt8>

    /// The most edits a whole-query typo match may have (queries longer than 64 bytes get none).
    var typoLimit: Int { queryBytes.count <= 64 ? Score.allowedEdits(forLength: queryBytes.count) : 0 }

    /// The entry's score in the tiers without typos (``SettingsSearchScore/allWords`` and above), or `nil`.
    ///
    /// The caller has already checked that the entry (with the titles above it) holds every letter of the query.
    func score(_ entry: SettingsSearchIndex.Entry) -> Int? {
        let whole = 0..<queryBytes.count
        if query.mask & ~entry.title.mask == 0, let score = titleScore(entry.title, whole) { return score }
        if query.mask & ~entry.tagMask == 0, let score = tagScore(entry, whole) { return score }
        if queryBytes.count >= 3, query.mask & ~entry.summary.mask == 0, startsWord(entry.summary, whole) {
            return Score.summary
        }
        if query.words.count > 1 { return multiWordScore(entry, typos: false) }
        return nil
    }

    /// The entry's score in the typo tiers, or `nil`; only asked for entries that ``score(_:)`` did not match.
    ///
    /// The caller has already checked that the entry holds all but `typoLimit` of the query's letters.
    func typoScore(_ entry: SettingsSearchIndex.Entry) -> Int? {
        let typoLimit = typoLimit
        let whole = 0..<queryBytes.count
        if typoLimit > 0, mayStartTypo(entry.heads, entry.seconds, whole) {
            if (query.mask & ~entry.title.mask).nonzeroBitCount <= typoLimit,
                let offset = typoScore(entry.title, whole, pairs: 0, limit: typoLimit)
            {
                return Score.typoInTitle + offset
            }
            var bestTag: Int?
            for tag in entryTags(entry) where (query.mask & ~tag.mask).nonzeroBitCount <= typoLimit {
                if let offset = typoScore(tag, whole, pairs: 0, limit: typoLimit) {
                    bestTag = max(bestTag ?? offset, offset)
                }
            }
            if let bestTag { return Score.typoInTag + bestTag }
        }
        return query.words.count > 1 ? multiWordScore(entry, typos: true) : nil
    }

    /// Whether some word of the entry's title or tags starts the way a typo of `part` may (see `typoScore`).
    private func mayStartTypo(_ heads: UInt64, _ seconds: UInt64, _ part: Range<Int>) -> Bool {
        let first = SettingsSearchIndex.bit(queryBytes[part.lowerBound])
        let second = part.count > 1 ? SettingsSearchIndex.bit(queryBytes[part.lowerBound + 1]) : first
        return heads & (first | second) != 0 || seconds & first != 0
    }

    private func entryTags(_ entry: SettingsSearchIndex.Entry) -> Slice<UnsafeBufferPointer<TextRef>> {
        tags[Int(entry.firstTag)..<Int(entry.firstTag + entry.tagCount)]
    }

    /// A bonus in 0..<tierBonus for a match of `part` at `offset`: half for ending on a word boundary (`update`
    /// in "Software Update" rather than "Beta Updates"), half for how much of `text` the query covers.
    private func bonus(_ text: TextRef, _ part: Range<Int>, at offset: Int) -> Int {
        let half = Score.tierBonus / 2
        let coverage = (half - 1) * part.count / max(Int(text.count), 1)
        let end = offset + part.count
        var endsWord = end == Int(text.start + text.count)
        for word in 0..<Int(text.wordCount) where Int(wordStarts[Int(text.firstWord) + word]) == end {
            endsWord = true
        }
        return coverage + (endsWord ? half : 0)
    }

    private func titleScore(_ title: TextRef, _ part: Range<Int>) -> Int? {
        if Int(title.count) == part.count, matches(part, at: Int(title.start), in: title) { return Score.exactTitle }
        if matches(part, at: Int(title.start), in: title) {
            return Score.titlePrefix + bonus(title, part, at: Int(title.start))
        }
        var best: Int?
        let firstBit = SettingsSearchIndex.bit(queryBytes[part.lowerBound])
        for word in 1..<max(Int(title.wordCount), 1) where title.heads & firstBit != 0 {
            let offset = Int(wordStarts[Int(title.firstWord) + word])
            if matches(part, at: offset, in: title) {
                best = max(best ?? 0, Score.wordPrefix + bonus(title, part, at: offset))
            }
        }
        if let best { return best }
        if part.count >= 3, let offset = firstOffset(of: part, in: title) {
            return Score.titleContains + bonus(title, part, at: offset)
        }
        return nil
    }

    private func tagScore(_ entry: SettingsSearchIndex.Entry, _ part: Range<Int>) -> Int? {
        var best: Int?
        for tag in entryTags(entry) where query.mask & ~tag.mask == 0 {
            if Int(tag.count) == part.count, matches(part, at: Int(tag.start), in: tag) { return Score.exactTag }
            for word in 0..<Int(tag.wordCount) {
                let offset = Int(wordStarts[Int(tag.firstWord) + word])
                if matches(part, at: offset, in: tag) {
                    best = max(best ?? 0, Score.tag + bonus(tag, part, at: offset))
                }
            }
        }
        return best
    }

    /// Several words, each matching somewhere: the score is the weakest place any of them matched. A word may also
    /// match the title of a group above ("mouse speed" finds Mouse › Tracking Speed), but not every word.
    private func multiWordScore(_ entry: SettingsSearchIndex.Entry, typos: Bool) -> Int? {
        var weakest = Score.allWordsInTitle + (Score.tierBonus - 1) * queryBytes.count / max(Int(entry.title.count), 1)
        var matchedItself = false
        if typos {
            // Cheap tests first: every word must be able to match somewhere before any edit distance runs.
            for (index, word) in query.words.enumerated() where !query.wordIsAnd[index] {
                let mask = query.wordMasks[index]
                let possible =
                    mask & ~entry.mask == 0
                    || (Score.allowedEdits(forLength: word.count) > 0
                        && (mask & ~entry.mask).nonzeroBitCount <= Score.allowedEdits(forLength: word.count)
                        && mayStartTypo(entry.heads, entry.seconds, word))
                if !possible { return nil }
            }
        }
        var farthest = 0
        for (index, word) in query.words.enumerated() {
            let mask = query.wordMasks[index]
            let level = wordLevel(entry, index, typos: typos)
            if let level, level >= Score.allWordsInTitleOrTags {
                weakest = min(weakest, level)
                matchedItself = true
            } else if mask & ~entry.mask == 0, let depth = ancestorTitleDepth(entry, word) {
                // A group title above is a stronger place than the summary or a typo.
                matchedItself = matchedItself || level != nil
                weakest = min(weakest, Score.allWordsInTitleOrTags)
                farthest = max(farthest, depth)
            } else if let level {
                weakest = min(weakest, level)
                matchedItself = true
            } else if !query.wordIsAnd[index] {
                return nil
            }
        }
        guard matchedItself else { return nil }
        return weakest == Score.allWordsInTitleOrTags ? weakest + pathCoverageBonus(entry, farthest) : weakest
    }

    /// A bonus in 0..<tierBonus for how much of the title and of the group titles up to the farthest one matched the
    /// query covers: "minimap size" ranks Minimap › Size above Minimap › Section Header Font Size, and "explorer
    /// sort order" File Explorer › Sort Order above File Explorer › Open Editors › Sort Order.
    private func pathCoverageBonus(_ entry: SettingsSearchIndex.Entry, _ farthest: Int) -> Int {
        var span = Int(entry.title.count)
        var parent = Int(entry.parent)
        for _ in 0..<farthest where parent >= 0 {
            span += Int(entries[parent].title.count)
            parent = Int(entries[parent].parent)
        }
        return min((Score.tierBonus - 1) * queryBytes.count / max(span, 1), Score.tierBonus - 1)
    }

    /// Where one word of the query matches the entry itself, as a multi-word tier, or `nil`.
    private func wordLevel(_ entry: SettingsSearchIndex.Entry, _ index: Int, typos: Bool) -> Int? {
        let word = query.words[index]
        let mask = query.wordMasks[index]
        if mask & ~entry.title.mask == 0, startsWord(entry.title, word) {
            return Score.allWordsInTitle + Score.tierBonus
        }
        if mask & ~entry.tagMask == 0, entryTags(entry).contains(where: { startsWord($0, word) }) {
            return Score.allWordsInTitleOrTags
        }
        if word.count >= 2, mask & ~entry.summary.mask == 0, startsWord(entry.summary, word) { return Score.allWords }
        let limit = typos ? Score.allowedEdits(forLength: word.count) : 0
        if limit > 0, (mask & ~entry.mask).nonzeroBitCount <= limit, mayStartTypo(entry.heads, entry.seconds, word),
            typoScore(entry.title, word, pairs: index + 1, limit: limit) != nil
                || entryTags(entry).contains(where: { typoScore($0, word, pairs: index + 1, limit: limit) != nil })
        {
            return Score.typoInTitle - 20 * limit
        }
        return nil
    }

    /// How many levels up the nearest group whose title has a word starting with `word` is (1 for the parent).
    private func ancestorTitleDepth(_ entry: SettingsSearchIndex.Entry, _ word: Range<Int>) -> Int? {
        var parent = Int(entry.parent)
        var depth = 1
        while parent >= 0 {
            if startsWord(entries[parent].title, word) { return depth }
            parent = Int(entries[parent].parent)
            depth += 1
        }
        return nil
    }

    /// Whether the query part appears in `text` starting at `offset`, within the text.
    private func matches(_ part: Range<Int>, at offset: Int, in text: TextRef) -> Bool {
        guard offset + part.count <= Int(text.start + text.count) else { return false }
        var position = offset
        for index in part {
            if bytes[position] != queryBytes[index] { return false }
            position += 1
        }
        return true
    }

    private func startsWord(_ text: TextRef, _ part: Range<Int>) -> Bool {
        guard text.heads & SettingsSearchIndex.bit(queryBytes[part.lowerBound]) != 0 else { return false }
        for word in 0..<Int(text.wordCount)
        where matches(part, at: Int(wordStarts[Int(text.firstWord) + word]), in: text) {
            return true
        }
        return false
    }

    private func firstOffset(of part: Range<Int>, in text: TextRef) -> Int? {
        let first = queryBytes[part.lowerBound]
        let end = Int(text.start + text.count) - part.count
        guard end >= Int(text.start) else { return nil }
        for offset in Int(text.start)...end where bytes[offset] == first && matches(part, at: offset, in: text) {
            return offset
        }
        return nil
    }

    /// How close the query part is to the start of a word of `text`, within `limit` edits, as a score offset:
    /// −20 per edit, +10 when it is the first word, +5 when the rest of the text matches too.
    ///
    /// A word is only compared when its first letter is the query's first or second letter, or its second letter
    /// is the query's first: typos in the first letter are forgiven only as a swap, a missing or an extra letter.
    ///
    /// `pairs` picks the query's pair buckets to filter with: 0 for the whole query, 1 + n for word n.
    private func typoScore(_ text: TextRef, _ part: Range<Int>, pairs: Int, limit: Int) -> Int? {
        guard Int(text.count) >= part.count - limit else { return nil }
        let needed = part.count - 1 - 3 * limit
        if needed > 0 {
            var shared = 0
            for bucket in query.bigrams[query.bigramRanges[pairs]] where text.bigrams.contains(bucket) { shared += 1 }
            guard shared >= needed else { return nil }
        }
        let queryPart = UnsafeBufferPointer(rebasing: queryBytes[part])
        let end = Int(text.start + text.count)
        var best: Int?
        let first = queryBytes[part.lowerBound]
        let second = part.count > 1 ? queryBytes[part.lowerBound + 1] : first
        for word in 0..<Int(text.wordCount) {
            let start = Int(wordStarts[Int(text.firstWord) + word])
            guard end - start >= part.count - limit else { break }
            // The first letter must be right, swapped with the second, missing or doubled: a cheap test that spares
            // the table for most words, at the price of not forgiving a wrong first letter.
            let head = bytes[start]
            guard head == first || head == second || (start + 1 < end && bytes[start + 1] == first) else { continue }
            let candidate = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if let match = EditDistance.prefixDistance(queryPart, candidate, limit: limit) {
                let offset = -20 * match.edits + (word == 0 ? 10 : 0) + (match.wholeText ? 5 : 0)
                best = max(best ?? offset, offset)
            }
        }
        return best
    }
}
