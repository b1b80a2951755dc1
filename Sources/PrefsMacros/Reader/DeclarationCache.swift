/// The declarations read for the last few requests, by their text and place.
///
/// The compiler sends a class's whole text with its member macro, its extension macro and each macro attached to the
/// class (`@SettingsGroup`), and the same lexical context with every member's macros: reading each text once keeps a
/// schema's expansion linear in its size. The plugin answers one request at a time, so the cache needs no lock; it
/// keeps the 16 most recent texts.
final class DeclarationCache {
    private struct Entry {
        let text: [UInt8]
        let fileOffset: Int
        let fileName: String
        let declaration: Declaration?
    }

    private var entries: [Entry] = []
    private let capacity = 16

    /// The first declaration of `source`, read once per text and place.
    func declaration(in source: SourceText) -> Declaration? {
        if let index = entries.firstIndex(where: {
            $0.fileOffset == source.fileOffset && $0.fileName == source.fileName && $0.text == source.bytes
        }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.declaration
        }
        let declaration = DeclarationReader.declaration(in: TokenizedSource(source))
        entries.append(
            Entry(
                text: source.bytes, fileOffset: source.fileOffset, fileName: source.fileName, declaration: declaration))
        if entries.count > capacity { entries.removeFirst() }
        return declaration
    }
}
