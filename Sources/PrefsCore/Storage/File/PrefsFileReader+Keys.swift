extension PrefsFileReader {
    /// The values of `bytes` by key, flat or by path as ``keys`` says, and the members kept verbatim.
    func read(_ bytes: [UInt8]) throws(PrefsFileError.Problem) -> PrefsFileContents {
        var contents = try format.read(bytes)
        if keys == .nestedPaths {
            contents.values = PrefsNestedDocument.flatten(contents.values)
            contents.readInsideKeptObjects()
        }
        return contents
    }

    /// The file holding `values` (by key) and the `preserved` members, written in full.
    /// - Parameter touched: the keys being written, which an error names first.
    func image(
        values: [String: PrefsValue], preserved: [PrefsKeptKey: PrefsFileContents.Member], touched: Set<String>
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        guard keys == .nestedPaths else { return try format.image(values: values, preserved: preserved) }
        var preserved = preserved
        var members = try nestedMembers(values, touched: touched, preserved: preserved)
        // A member written anew replaces the one kept verbatim under its name, as a flat key's write does.
        for name in PrefsNestedDocument.topLevelNames(of: touched) where members[name] != nil {
            preserved[PrefsKeptKey(name)] = nil
        }
        // The values read inside a member kept verbatim are written as that member is: unchanged.
        for key in preserved.keys { members[key.text] = nil }
        return try format.image(values: members, preserved: preserved)
    }

    /// `image` with the members holding `keys` written anew from `values` (by key).
    func image(
        updating image: PrefsFileImage, keys touched: Set<String>, values: [String: PrefsValue]
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        guard keys == .nestedPaths else { return try format.image(updating: image, keys: touched, values: values) }
        var members = try nestedMembers(values, touched: touched, preserved: image.preserved)
        let names = PrefsNestedDocument.topLevelNames(of: touched)
        for key in image.preserved.keys where !names.contains(key.text) { members[key.text] = nil }
        return try format.image(updating: image, keys: names, values: members)
    }

    /// The top-level members holding `values`; a path written into a member kept verbatim is refused.
    private func nestedMembers(
        _ values: [String: PrefsValue], touched: Set<String>, preserved: [PrefsKeptKey: PrefsFileContents.Member]
    ) throws(PrefsFileError.Problem) -> [String: PrefsValue] {
        let members = try PrefsNestedDocument.nest(values, touched: touched)
        for key in touched.sorted() {
            let names = PrefsKeyPath(key: key).names
            guard names.count > 1, let member = preserved[PrefsKeptKey(names[0])] else { continue }
            let top = PrefsKeyPath.escape(names[0])
            guard let leaf = PrefsFileContents.inside(member, at: top)?.kept.first else {
                throw .unsupportedValue(
                    key: key,
                    reason:
                        "'\(top)' holds a value no preference type holds and is kept as it is, so nothing inside it "
                        + "can be written")
            }
            throw .unsupportedValue(
                key: key,
                reason:
                    "'\(top)' is kept as it is because '\(leaf.key)' holds \(leaf.reason), which no preference type "
                    + "holds, so nothing inside '\(top)' can be written; edit the file to give '\(leaf.key)' a value or to remove it"
            )
        }
        return members
    }
}
