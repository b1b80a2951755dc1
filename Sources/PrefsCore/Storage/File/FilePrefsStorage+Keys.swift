extension PrefsFileKeys {
    /// The schema's `declared` keys that `values` (a file's, read with these keys) holds only when read the other way:
    /// with ``flat``, keys of several names found inside nested objects; with ``nestedPaths``, keys found as one
    /// top-level member whose name has dots. Empty when the file holds any of those keys the way it is read, or none.
    func mismatchedKeys(declared: [String], values: [String: PrefsValue]) -> [String] {
        var mismatched: [String] = []
        for key in Set(declared).sorted() {
            let names = PrefsKeyPath(key: key).names
            guard names.count > 1 else { continue }
            if values[key] != nil { return [] }
            switch self {
            case .flat:
                if Self.value(at: names[...], in: values) != nil { mismatched.append(key) }
            case .nestedPaths:
                if values[PrefsKeyPath.escape(key)] != nil { mismatched.append(key) }
            }
        }
        return mismatched
    }

    /// The value at `names` inside nested dictionaries.
    private static func value(at names: ArraySlice<String>, in members: [String: PrefsValue]) -> PrefsValue? {
        guard let first = names.first, let value = members[first] else { return nil }
        if names.count == 1 { return value }
        guard case .dictionary(let inner) = value else { return nil }
        return Self.value(at: names.dropFirst(), in: inner)
    }
}

extension PrefsStorage {
    /// Reports, once, that the file the storage writes (its own, or its user layer's) holds `declared`, the schema's
    /// keys, laid out the other way than the storage reads them (see ``PrefsFileKeys``); nothing for other storages.
    package func reportMismatchedKeys(declared: [String]) {
        (writtenStorage as? FilePrefsStorage)?.reportFileKeysMismatch(declared: declared)
    }
}

extension FilePrefsStorage {
    /// Reports, once, that the file's members look like `declared` laid out the other way than ``keys`` reads them.
    func reportFileKeysMismatch(declared: [String]) {
        let mismatched = keys.mismatchedKeys(declared: declared, values: storageValues())
        guard !mismatched.isEmpty else { return }
        issues.report(
            .mismatchedKeys(file: file, keys: keys, paths: Array(mismatched.prefix(3)), count: mismatched.count),
            .readDefault)
    }
}
