/// A preferences file as a storage last read or wrote it: its bytes, where each top-level member is in them, and
/// the members it keeps verbatim.
///
/// When the file on disk still holds exactly these bytes, a write knows what the file holds without parsing it —
/// the storage's values in memory — and, with a ``layout``, re-encodes only the changed members.
package struct PrefsFileImage: Sendable {
    package var bytes: [UInt8]
    /// Where each member's text is, when Prefs' own writer made `bytes`; `nil` for files read from disk and for
    /// binary property lists.
    var layout: DocumentLayout?
    /// Members with no stored form, written back unchanged.
    var preserved: [PrefsKeptKey: PrefsFileContents.Member]
}
