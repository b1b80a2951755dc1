/// Bounded edit distance for typo-tolerant search.
package enum EditDistance {
    /// The fewest edits (insert, delete, substitute, or swap two neighbours) that turn `query` into some prefix of
    /// `text`, or `nil` when that takes more than `limit`; `wholeText` tells whether the whole of `text` is that
    /// close too.
    ///
    /// Only cells within `limit` of the diagonal can stay within `limit`, so each row computes `2 × limit + 1`
    /// cells (Ukkonen's band) in three rows on the stack, and the search stops once a whole row exceeds `limit`.
    package static func prefixDistance(
        _ query: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, limit: Int
    ) -> (edits: Int, wholeText: Bool)? {
        let m = query.count
        let n = min(text.count, m + limit)
        guard m > 0, n >= m - limit else { return nil }
        let width = n + 2
        let far = limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> (Int, Bool)? in
            var older = rows.baseAddress!
            var previous = older + width
            var current = previous + width
            for j in 0..<width {
                previous[j] = j <= limit ? j : far
                older[j] = far
                current[j] = far
            }
            for i in 1...m {
                let low = max(1, i - limit)
                let high = min(n, i + limit)
                guard low <= high else { return nil }
                current[low - 1] = low == 1 && i <= limit ? i : far
                var rowMinimum = current[low - 1]
                let q = query[i - 1]
                for j in low...high {
                    let t = text[j - 1]
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (q == t ? 0 : 1))
                    if i > 1, j > 1, q == text[j - 2], query[i - 2] == t {
                        value = min(value, older[j - 2] + 1)
                    }
                    value = min(value, far)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                current[high + 1] = far
                if rowMinimum > limit { return nil }
                (older, previous, current) = (previous, current, older)
            }
            var best = far
            for j in max(0, m - limit)...n { best = min(best, previous[j]) }
            guard best <= limit else { return nil }
            return (best, n == text.count && previous[n] == best)
        }
    }
}
