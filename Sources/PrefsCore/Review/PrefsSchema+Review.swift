extension PrefsSchema {
    /// Starts a review of changes to this schema: ``PrefsReview``.
    ///
    /// ```swift
    /// var review = prefs.review()
    /// ```
    public func review() -> PrefsReview<Self> { PrefsReview(self) }
}
