/// Normalised text in the form search compares: the words run together, as UTF-8 bytes, with where each word starts.
///
/// `"Auto-Lock"` is `autolock` with words starting at 0 and 4, so the query "auto lock", "autolock" and "lock" all
/// find it. See ``SearchText`` for the normalisation.
struct NormalizedText: Sendable, Hashable {
    /// The words, concatenated, in UTF-8.
    package var bytes: [UInt8]
    /// The offset in `bytes` at which each word starts.
    var wordStarts: [Int]

    init(_ text: String) {
        bytes = []
        var starts: [Int32] = []
        SearchText.appendWords(of: text, to: &bytes, starts: &starts)
        wordStarts = starts.map { Int($0) }
    }
}
