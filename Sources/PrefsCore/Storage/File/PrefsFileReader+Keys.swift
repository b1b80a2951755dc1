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
    /// - Parameter touched: the keys being written, which an error names first. With ``PrefsFileKeys/flat`` the
    ///   caller has left their kept members out of `preserved`; with paths, a kept member a path reaches is rebuilt
    ///   around the write (``PrefsKeptSection``).
    func image(
        values: [String: PrefsValue], preserved: [PrefsKeptKey: PrefsFileContents.Member], touched: Set<String>
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        guard keys == .nestedPaths else { return try format.image(values: values, preserved: preserved) }
        var preserved = preserved
        var members = try PrefsNestedDocument.nest(values, touched: touched)
        try PrefsKeptSection.apply(to: &members, preserved: &preserved, values: values, touched: touched)
        // The values read inside a member kept verbatim are written as that member is.
        for key in preserved.keys { members[key.text] = nil }
        return try format.image(values: members, preserved: preserved)
    }

    /// `image` with the members holding `keys` written anew from `values` (by key).
    func image(
        updating image: PrefsFileImage, keys touched: Set<String>, values: [String: PrefsValue]
    ) throws(PrefsFileError.Problem) -> PrefsFileImage {
        guard keys == .nestedPaths else { return try format.image(updating: image, keys: touched, values: values) }
        var preserved = image.preserved
        var members = try PrefsNestedDocument.nest(values, touched: touched)
        try PrefsKeptSection.apply(to: &members, preserved: &preserved, values: values, touched: touched)
        for key in preserved.keys { members[key.text] = nil }
        return try format.image(
            updating: image, keys: PrefsNestedDocument.topLevelNames(of: touched), values: members,
            preserved: preserved)
    }

    /// The members of the file no preference type holds that are still there after a write of `touched`: less
    /// those written over, and with paths, the nulls a path was written through.
    func kept(_ kept: [PrefsKeptMember], after touched: Set<String>, values: [String: PrefsValue]) -> [PrefsKeptMember]
    {
        kept.filter { member in
            !touched.contains { key in
                ExactKey.equal(key, member.key)
                    || (keys == .nestedPaths && values[key] != nil && key.hasPrefix(member.key + "."))
            }
        }
    }
}
