import Foundation
import PrefsMigrations
import PrefsSearch

extension PrefsCommandLine {
    /// Fails the command unless what the tool opened reaches the schema `makeSchema` made: the file, each layer
    /// (`--defaults`, `--locked`, `--pref`, the environment) and the source of each value.
    ///
    /// The schema's storage must be the storage it was given, or a wrapper of it: one that forwards
    /// ``PrefsStorage/writtenStorage``, or at least ``PrefsStorage/generation`` (no two value stores share a
    /// generation). A schema built over a storage of its own instead would read and write something else than the
    /// file the tool names, without the layers: the command fails, naming the options that cannot take effect. A
    /// wrapper that does not forward ``PrefsStorage/source(forKey:)`` or ``PrefsStorage/defaultsLayerValue(forKey:)``
    /// fails it when a layer gives a value, since `dump` and `get` could not say where the value comes from.
    /// - Throws: ``CommandLineFailure`` with that explanation and what the app must do.
    func checkSchemaStorage(
        of schema: Schema, given: AnyPrefsStorage, user: any PrefsStorage, file: URL, _ context: CommandContext
    ) throws(CommandLineFailure) {
        let storage = schema.attachedStorage
        let typeName = String(describing: type(of: AnyPrefsStorage(storage).base))
        guard Self.reaches(storage, given: given, user: user) else {
            let options = givenLayers(context)
            let subject =
                options.isEmpty
                ? "\(file.path) cannot be used" : "\(Self.sentence(options)) cannot take effect"
            throw .failure(
                "\(subject): the schema that makeSchema made does not use the storage it is given (its storage is "
                    + "\(typeName)); build the schema over the storage makeSchema is given (a wrapper that forwards "
                    + "to it is fine), or give the tool the app's own storage as openStorage")
        }
        for slot in schema._$table.slots {
            let key = slot.key
            let expected = given.source(forKey: key)
            if let option = option(giving: expected, key: key, context), storage.source(forKey: key) != expected {
                throw .failure(
                    "\(option) cannot take effect: the schema's storage (\(typeName)) wraps the one it is given "
                        + "without forwarding source(forKey:), so 'dump' and 'get' could not say where '\(key)' "
                        + "reads its value from; forward source(forKey:) and the other capabilities to the wrapped "
                        + "storage (see \"Your own storage\" in Docs/Storage.md)")
            }
            if let path = context.arguments.values["defaults"], given.defaultsLayerValue(forKey: key) != nil,
                storage.defaultsLayerValue(forKey: key) == nil
            {
                throw .failure(
                    "--defaults \(path) cannot take effect: the schema's storage (\(typeName)) wraps the one it is "
                        + "given without forwarding defaultsLayerValue(forKey:), so 'reset' could not say what "
                        + "'\(key)' returns to; forward it and the other capabilities to the wrapped storage (see "
                        + "\"Your own storage\" in Docs/Storage.md)")
            }
        }
    }

    /// Whether `storage` is `given` or a wrapper of it.
    private static func reaches(_ storage: some PrefsStorage, given: AnyPrefsStorage, user: any PrefsStorage) -> Bool {
        if AnyPrefsStorage(storage).base === given.base { return true }
        if storage.writtenStorage === user.writtenStorage { return true }
        // A wrapper that forwards only the requirements without a default forwards `generation`; each value store's
        // generations are its own. Read again in case a change came between the two reads.
        for _ in 0..<3 where storage.generation == given.generation { return true }
        return false
    }

    /// The layers the command was given, as it names them: `--defaults PATH`, `--locked PATH`, each
    /// `--pref KEY=VALUE`, and each of the tool's environment variables that names a preference.
    private func givenLayers(_ context: CommandContext) -> [String] {
        var options: [String] = []
        for name in ["defaults", "locked"] {
            if let path = context.arguments.values[name] { options.append("--\(name) \(path)") }
        }
        options += (context.arguments.lists["pref"] ?? []).map { "--pref \($0)" }
        if let environmentPrefix {
            let layer = PrefsEnvironmentLayer.prefix(environmentPrefix, variables: context.environment)
            for descriptor in typeDescriptors {
                let name = layer.name(forKey: descriptor.key)
                if context.environment[name] != nil { options.append("the variable \(name)") }
            }
        }
        return options
    }

    /// The option that gives a value from `source`, as the command was given it; `nil` for the file and defaults.
    private func option(giving source: PrefsValueSource, key: String, _ context: CommandContext) -> String? {
        switch source {
        case .locked: context.arguments.values["locked"].map { "--locked \($0)" }
        case .defaultsFile: context.arguments.values["defaults"].map { "--defaults \($0)" }
        case .argument:
            (context.arguments.lists["pref"] ?? []).last { $0.hasPrefix(key + "=") }.map { "--pref \($0)" }
        case .environment(let name): "the variable \(name)"
        case .declaredDefault, .file, .storage, .userDefaultsDomain: nil
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func sentence(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Throws ``PrefsError/locked(key:source:)`` when the `--locked` file holds any of `keys`, whatever the schema's
    /// storage does with it: a locked key is never written, even when its locked value is one the preference does
    /// not accept. Each locked key is one error line.
    func refuseLocked(_ keys: [String], _ context: inout CommandContext) throws(CommandLineFailure) {
        var messages = keys.compactMap { key in
            lockSource(of: key, context).map { PrefsError.locked(key: key, source: $0).description }
        }
        guard let last = messages.popLast() else { return }
        context.errors += messages
        throw .failure(last)
    }

    /// `locked PATH` when the `--locked` file holds `key`.
    func lockSource(of key: String, _ context: CommandContext) -> PrefsValueSource? {
        guard let locked = context.locked, locked.storage.storageValue(forKey: key) != nil else { return nil }
        return .locked(locked.file)
    }
}
