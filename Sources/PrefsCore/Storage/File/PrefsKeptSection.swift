/// A write under ``PrefsFileKeys/nestedPaths`` that reaches into a top-level member kept verbatim because it holds,
/// at some depth, a value no preference type holds (a JSON `null`, an integer beyond `Int`, a UID, …).
///
/// The member is rebuilt around the write: every value no preference type holds stays as the file has it (a JSON
/// member's source text, a property-list value exactly), at its place among its siblings, and every other value
/// is written from the paths, as for any section. A path written at such a value replaces it; a path written
/// *through* a `null` replaces the null with an object (a null is no object yet); through any other such value it
/// is refused, naming the path.
struct PrefsKeptSection {
    typealias Member = PrefsFileContents.Member

    /// Every value by path, the paths written included.
    let values: [String: PrefsValue]
    /// The paths being written.
    let touched: Set<String>

    /// What a member kept verbatim becomes.
    enum Outcome {
        case kept(Member)
        case value(PrefsValue)
        case removed
    }

    /// Applies the write to each top-level member kept verbatim that `touched` reaches: `members` (the nested
    /// values by top-level name) and `preserved` then hold what the file is to hold.
    /// - Throws: ``PrefsFileError/Problem/unsupportedValue(key:reason:)`` naming the path when a value no
    ///   preference type holds (other than null) is where a path needs an object, or an object holding one is
    ///   where a path's value is to go.
    static func apply(
        to members: inout [String: PrefsValue], preserved: inout [PrefsKeptKey: Member],
        values: [String: PrefsValue], touched: Set<String>
    ) throws(PrefsFileError.Problem) {
        let write = PrefsKeptSection(values: values, touched: touched)
        for name in PrefsNestedDocument.topLevelNames(of: touched).sorted() {
            let key = PrefsKeptKey(name)
            guard let member = preserved[key] else { continue }
            switch try write.merge(member, at: PrefsKeyPath.escape(name), new: members[name], reason: nil) {
            case .kept(let rebuilt):
                preserved[key] = rebuilt
                members[name] = nil
            case .value(let value):
                preserved[key] = nil
                members[name] = value
            case .removed:
                preserved[key] = nil
                members[name] = nil
            }
        }
    }

    /// What `member`, kept at `path`, becomes when the paths give `new` there (`nil`: nothing).
    /// - Parameter reason: why no preference type holds `member`, when it is no section.
    func merge(
        _ member: Member, at path: String, new: PrefsValue?, reason: String?
    ) throws(PrefsFileError.Problem) -> Outcome {
        if let level = Self.level(of: member) { return try merge(level, of: member, at: path, new: new) }
        guard let new else { return touched.contains(path) ? .removed : .kept(member) }
        if values[path] != nil || member.isNull { return .value(new) }
        let below = touched.filter { $0.hasPrefix(path + ".") }.min() ?? path
        let what = reason ?? "a value no preference type holds"
        throw .unsupportedValue(key: below, reason: "'\(path)' holds \(what), a value where this path needs an object")
    }

    /// A section: the members the paths give inside it, and each member kept in it merged in turn.
    private func merge(
        _ level: PrefsFileContents, of member: Member, at path: String, new: PrefsValue?
    ) throws(PrefsFileError.Problem) -> Outcome {
        var inner: [String: PrefsValue] = [:]
        if let new {
            guard case .dictionary(let members) = new else {
                let names = (level.kept.map(\.key) + level.values.keys).sorted()
                let holding = path + "." + PrefsKeyPath.escape(names.first ?? "")
                throw .unsupportedValue(
                    key: path,
                    reason: "it is an object in the file, holding '\(holding)', and \(new) is not an object; "
                        + "set the paths of its members instead")
            }
            inner = members
        }
        var entries: [PrefsKeptKey: Entry] = [:]
        for (name, value) in inner { entries[PrefsKeptKey(name)] = .value(value) }
        var keepsAny = false
        for (key, kept) in level.preserved {
            if case .jsonKeyed = kept {
                // A key no Swift string can hold is no path: it stays, beside any member written.
                entries[key] = .kept(kept)
                keepsAny = true
                continue
            }
            let childPath = path + "." + PrefsKeyPath.escape(key.text)
            let twins = level.preserved.keys.count { $0.codeUnits == nil && $0.text == key.text } > 1
            let reason = level.kept.last { ExactKey.equal($0.key, key.text) }?.reason
            let outcome: Outcome
            if twins {
                // Keys that differ only in normalisation: no path names one of them alone.
                if inner[key.text] != nil {
                    throw .unsupportedValue(
                        key: childPath,
                        reason: "'\(path)' holds several members whose names differ from '\(key.text)' only in "
                            + "Unicode normalisation; edit the file to keep one")
                }
                outcome = .kept(kept)
            } else {
                outcome = try merge(kept, at: childPath, new: inner[key.text], reason: reason)
            }
            switch outcome {
            case .kept(let rebuilt):
                entries[key] = .kept(rebuilt)
                keepsAny = true
            case .value(let value): entries[key] = .value(value)
            case .removed: entries[key] = nil
            }
        }
        if entries.isEmpty { return .removed }
        guard keepsAny else { return .value(.dictionary(inner)) }
        return .kept(member.rebuilt(entries, depth: PrefsKeyPath(key: path).names.count))
    }

    /// The members inside `member` when it is an object (JSON or property list).
    private static func level(of member: Member) -> PrefsFileContents? {
        switch member {
        case .json(let source):
            let bytes = Array(source.utf8)
            guard bytes.first == UInt8(ascii: "{") else { return nil }
            return try? PrefsJSONFile.read(bytes)
        case .propertyList(.dictionary(let members)):
            return PrefsFileFormat.contents(of: members)
        case .propertyList, .jsonKeyed:
            return nil
        }
    }

    /// A member of a rebuilt section.
    enum Entry {
        case value(PrefsValue)
        case kept(Member)
    }
}

extension PrefsFileContents.Member {
    /// Whether this is a null, which a path written through it replaces with an object.
    var isNull: Bool {
        switch self {
        case .json(let source): source == "null"
        case .propertyList(.null): true
        case .propertyList, .jsonKeyed: false
        }
    }

    /// An object of this member's format holding `entries`, its members sorted as Prefs writes them; a JSON
    /// object's lines indented for a value `depth` levels down, each kept member's text exactly as it was.
    func rebuilt(_ entries: [PrefsKeptKey: PrefsKeptSection.Entry], depth: Int) -> Self {
        guard case .json = self else {
            var members = PropertyListDictionary()
            for (key, entry) in entries {
                switch entry {
                case .value(let value): members[key.text] = PropertyListValue(value)
                case .kept(.propertyList(let value)): members[key.text] = value
                case .kept: break
                }
            }
            return .propertyList(.dictionary(members))
        }
        let keys = entries.keys.sorted { first, second in
            if first.text != second.text { return first.text < second.text }
            if ExactKey.equal(first.text, second.text) {
                return (first.codeUnits ?? []).lexicographicallyPrecedes(second.codeUnits ?? [])
            }
            return ExactKey.precedes(first.text, second.text)
        }
        var writer = JSONWriter(layout: .file)
        writer.output.append(UInt8(ascii: "{"))
        for (position, key) in keys.enumerated() {
            writer.output.append(contentsOf: position == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
            writer.output.append(contentsOf: repeatElement(0x20, count: 2 * (depth + 1)))
            switch entries[key]! {
            case .value(let value): writer.appendMember(key.text) { $0.append(value, indent: depth + 1) }
            case .kept(.json(let text)): writer.appendMember(key.text) { $0.output.append(contentsOf: text.utf8) }
            case .kept(.jsonKeyed(let source, let text)):
                writer.output.append(contentsOf: "\(source): \(text)".utf8)
            case .kept(.propertyList): break
            }
        }
        writer.output.append(0x0A)
        writer.output.append(contentsOf: repeatElement(0x20, count: 2 * depth))
        writer.output.append(UInt8(ascii: "}"))
        return .json(String(decoding: writer.output, as: UTF8.self))
    }
}
