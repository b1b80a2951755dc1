extension PrefsFileContents {
    /// Under ``PrefsFileKeys/nestedPaths``, reads inside each kept top-level object: a member of a nested section that
    /// no preference type holds (a JSON `null`, an integer beyond `Int`) keeps its whole top-level member verbatim, as
    /// in a flat file, but the other values inside that member read at their paths, and what is kept is reported at
    /// its own path (`'sync.proxy' … holds null`) instead of the whole member's.
    ///
    /// `values` must hold paths already. The member itself stays kept, and is written back unchanged; a write inside
    /// it rebuilds it around what it keeps (see ``PrefsKeptSection``).
    mutating func readInsideKeptObjects() {
        for (key, member) in preserved where key.codeUnits == nil {
            guard let inside = Self.inside(member, at: PrefsKeyPath.escape(key.text)) else { continue }
            values.merge(inside.values) { _, inside in inside }
            kept.removeAll { ExactKey.equal($0.key, key.text) }
            kept += inside.kept
        }
    }

    /// The paths under `path` of what `member` holds when it is an object (JSON or property list): the values, and the
    /// members kept there, at any depth; `nil` when it is no object.
    static func inside(_ member: Member, at path: String) -> (values: [String: PrefsValue], kept: [PrefsKeptMember])? {
        let contents: PrefsFileContents
        switch member {
        case .json(let source):
            let bytes = Array(source.utf8)
            guard bytes.first == UInt8(ascii: "{"), let read = try? PrefsJSONFile.read(bytes) else { return nil }
            contents = read
        case .propertyList(.dictionary(let members)):
            contents = PrefsFileFormat.contents(of: members)
        case .propertyList, .jsonKeyed:
            return nil
        }
        var values: [String: PrefsValue] = [:]
        for (inner, value) in PrefsNestedDocument.flatten(contents.values) { values[path + "." + inner] = value }
        var kept: [PrefsKeptMember] = []
        for var leaf in contents.kept {
            let leafPath = path + "." + PrefsKeyPath.escape(leaf.key)
            // Keys that differ only in normalisation would give one path twice: such objects stay whole.
            let twins = contents.kept.count { $0.key == leaf.key } > 1
            if !twins, let object = contents.preserved[PrefsKeptKey(leaf.key)],
                let deeper = inside(object, at: leafPath)
            {
                values.merge(deeper.values) { _, deeper in deeper }
                kept += deeper.kept
            } else {
                leaf.key = leafPath
                kept.append(leaf)
            }
        }
        return (values, kept)
    }
}
