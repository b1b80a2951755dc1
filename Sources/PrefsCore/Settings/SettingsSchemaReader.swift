/// Reads a ``SettingsTree`` from a parsed settings document, naming the path of the first problem it finds.
struct SettingsSchemaReader {
    static func tree(from bytes: [UInt8]) throws(SettingsTreeError) -> SettingsTree {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw SettingsTreeError(
                reason: .malformedDocument, path: "",
                message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        let root = SettingsSchemaReader(json: document, path: "")
        try root.requireObject()
        let format = try root.string("format", required: true)
        guard format == SettingsTree.jsonFormat else {
            throw root.error("format", "expected \"\(SettingsTree.jsonFormat)\", found \"\(format ?? "")\"")
        }
        guard case .number(let version) = document["version"] else {
            throw root.error(
                "version", document["version"].map { "expected 1, found \($0.kindDescription)" } ?? "missing")
        }
        guard version == String(SettingsTree.jsonVersion) else {
            throw root.error("version", "unsupported version \(version); this library reads version 1")
        }
        let tree = SettingsTree(title: try root.string("title") ?? "", children: try root.children())
        if let duplicate = tree.validationErrors().first { throw duplicate }
        return tree
    }

    package let json: JSONValue
    let path: String

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ key: String?, _ message: String) -> SettingsTreeError {
        SettingsTreeError(reason: .malformedDocument, path: key.map(childPath) ?? path, message: message)
    }

    private func requireObject() throws(SettingsTreeError) {
        guard case .object = json else { throw error(nil, "expected an object, found \(json.kindDescription)") }
    }

    private func string(_ key: String, required: Bool = false) throws(SettingsTreeError) -> String? {
        switch json[key] {
        case .string(let value): return value
        case nil, .null?:
            if required { throw error(key, "missing") }
            return nil
        case let other?: throw error(key, "expected a string, found \(other.kindDescription)")
        }
    }

    private func bool(_ key: String, default defaultValue: Bool) throws(SettingsTreeError) -> Bool {
        switch json[key] {
        case .bool(let value): return value
        case nil, .null?: return defaultValue
        case let other?: throw error(key, "expected true or false, found \(other.kindDescription)")
        }
    }

    private func array(_ key: String) throws(SettingsTreeError) -> [SettingsSchemaReader] {
        switch json[key] {
        case .array(let elements):
            return elements.enumerated().map {
                SettingsSchemaReader(json: $1, path: "\(childPath(key))[\($0)]")
            }
        case nil, .null?: return []
        case let other?: throw error(key, "expected an array, found \(other.kindDescription)")
        }
    }

    private func strings(_ key: String) throws(SettingsTreeError) -> [String] {
        var values: [String] = []
        for element in try array(key) {
            guard case .string(let value) = element.json else {
                throw element.error(nil, "expected a string, found \(element.json.kindDescription)")
            }
            values.append(value)
        }
        return values
    }

    private func children() throws(SettingsTreeError) -> [SettingsNode] {
        var nodes: [SettingsNode] = []
        for element in try array("children") { nodes.append(try element.node()) }
        return nodes
    }

    private func node() throws(SettingsTreeError) -> SettingsNode {
        try requireObject()
        let kindName = try string("kind", required: true) ?? ""
        guard let kind = SettingsNode.Kind(rawValue: kindName) else {
            throw error("kind", "expected one of group, pref, custom, found \"\(kindName)\"")
        }
        let id = try string("id", required: true) ?? ""
        guard !id.isEmpty else { throw error("id", "must not be empty") }
        let title =
            try string("title") ?? SettingsTitle.derive(fromPropertyName: String(id.split(separator: ".").last ?? ""))
        var node = SettingsNode(
            kind: kind, id: id, title: title, summary: try string("summary"),
            description: try string("description"), icon: try string("icon"), tags: try strings("tags"),
            isSearchable: try bool("searchable", default: true))
        switch kind {
        case .group:
            node.presentation = try presentation()
            node.children = try children()
        case .pref:
            node.pref = try prefInfo()
        case .custom:
            break
        }
        return node
    }

    private func presentation() throws(SettingsTreeError) -> SettingsPresentation {
        guard let name = try string("presentation") else { return .navigation }
        guard let presentation = SettingsPresentation(rawValue: name) else {
            throw error("presentation", "expected \"navigation\" or \"inline\", found \"\(name)\"")
        }
        return presentation
    }

    private func prefInfo() throws(SettingsTreeError) -> SettingsPrefInfo {
        let key = try string("key", required: true) ?? ""
        let typeName = try string("type", required: true) ?? ""
        guard let type = PrefsValueType(rawValue: typeName) else {
            let names = PrefsValueType.allCases.map(\.rawValue).joined(separator: ", ")
            throw error("type", "expected one of \(names), found \"\(typeName)\"")
        }
        var defaultValue: PrefsValue?
        if let json = json["default"], json != .null {
            defaultValue = try typedValue(json, type: type, path: childPath("default"))
        }
        var options: [PrefsAllowedValue] = []
        for element in try array("options") { options.append(try element.option(type: type)) }
        var storedType: PrefsValueType?
        if let name = try string("storedType") {
            guard let type = PrefsValueType(rawValue: name) else {
                let names = PrefsValueType.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("storedType", "expected one of \(names), found \"\(name)\"")
            }
            storedType = type
        }
        return SettingsPrefInfo(
            key: key, type: type, storedType: storedType, defaultValue: defaultValue, range: try range(),
            options: options,
            requiresRestart: try bool("requiresRestart", default: false), isSecret: try bool("secret", default: false))
    }

    private func range() throws(SettingsTreeError) -> SettingsRange? {
        guard let json = json["range"], json != .null else { return nil }
        let reader = SettingsSchemaReader(json: json, path: childPath("range"))
        try reader.requireObject()
        return SettingsRange(
            min: try reader.number("min"), max: try reader.number("max"), step: try reader.number("step"))
    }

    private func number(_ key: String) throws(SettingsTreeError) -> Double? {
        guard let json = json[key], json != .null else { return nil }
        guard case .double(let value) = try typedValue(json, type: .double, path: childPath(key)) else { return nil }
        return value
    }

    private func option(type: PrefsValueType) throws(SettingsTreeError) -> PrefsAllowedValue {
        try requireObject()
        guard let valueJSON = json["value"], valueJSON != .null else { throw error("value", "missing") }
        let value = try typedValue(valueJSON, type: type, path: childPath("value"))
        return PrefsAllowedValue(value: value, label: try string("label", required: true) ?? "")
    }
}

extension SettingsSchemaReader {
    /// A value of `type` read from its JSON form (see ``PrefsValue/init(json:as:path:)``).
    private func typedValue(_ json: JSONValue, type: PrefsValueType, path: String) throws(SettingsTreeError)
        -> PrefsValue
    {
        do {
            return try PrefsValue(json: json, as: type, path: path)
        } catch {
            throw SettingsTreeError(reason: .malformedDocument, path: error.path, message: error.message)
        }
    }
}
