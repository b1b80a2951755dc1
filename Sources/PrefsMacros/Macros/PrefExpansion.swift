/// The code `@Pref` generates for one preference; every library name is reached through `_PrefsRuntime`.
///
/// The preference is described once per schema type, in a static descriptor (key, coding, the expression that makes
/// the default, constraint, flags); each schema instance makes its slot from it, which evaluates the default once.
struct PrefExpansion {
    let pref: PrefDeclaration

    init(_ pref: PrefDeclaration) { self.pref = pref }

    /// The getter and setter. A setter notifies its property's observers itself when the storage takes writes
    /// directly, and through the storage's change callback otherwise; a main-actor preference always notifies in its
    /// setter (key paths to it can be formed only on the main actor).
    func accessors(onMainActor: Bool) -> [String] {
        var read =
            pref.isOptional
            ? "\(pref.slotName).read(from: _$prefs.attach(storage, to: self), mode: storageMode)"
            : "_PrefsRuntime.read(\(pref.slotName), _$prefs.attach(storage, to: self), storageMode)"
        var write = "\(pref.slotName).write(newValue, to: _$prefs.attach(storage, to: self))"
        if case .raw = pref.coding {
            // An untyped value is converted to and from the slot's storable form; the default is the initializer,
            // evaluated at each read that finds nothing readable.
            let slotRead = "\(pref.slotName).read(from: _$prefs.attach(storage, to: self), mode: storageMode)"
            read = "_PrefsRuntime.rawValue(\(slotRead), as: \(pref.valueType).self)"
            if let defaultValue = pref.defaultValue { read += " ?? (\(defaultValue))" }
            write = "_PrefsRuntime.writeRaw(newValue, \(pref.slotName), _$prefs.attach(storage, to: self))"
        }
        // Off the main actor, a schema's own write tells its registrar itself (see `_PrefsRuntime.write`); an untyped
        // value's conversion keeps the plain write, which notifies through the storage.
        var ownWrite = """
            set {
                _PrefsRuntime.write(\(pref.slotName), newValue, to: _$prefs.attach(storage, to: self), of: self) {
                    _$observationRegistrar.withMutation(of: self, keyPath: \\.\(pref.reference)) {}
                }
            }
            """
        if case .raw = pref.coding {
            ownWrite = """
                set {
                    \(write)
                }
                """
        }
        return [
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(pref.reference))
                return \(read)
            }
            """,
            onMainActor
                ? """
                set {
                    _$observationRegistrar.withMutation(of: self, keyPath: \\.\(pref.reference)) {
                        _PrefsRuntime.State.whileWriting(from: self, key: \(pref.slotName).key) {
                            \(write)
                        }
                    }
                }
                """
                : ownWrite,
        ]
    }

    var peers: [String] {
        let handleType = pref.isOptional ? "_PrefsRuntime.Optional" : "_PrefsRuntime.Defaulted"
        var valueType = pref.valueType
        if case .raw = pref.coding { valueType = pref.rawStorageType }
        let descriptorType = "_PrefsRuntime.Descriptor<\(valueType)>"
        let make = "\(descriptorType)(\(descriptorArguments.joined(separator: ", ")))"
        let documentation = """
            /// The `\(pref.name)` preference's descriptor, one for the schema type: its key, coding, default, \
            constraint, flags and presentation.
            """
        let descriptor =
            pref.classIsGeneric
            ? """
            \(documentation)
            nonisolated private static var \(pref.descriptorName): \(descriptorType) {
                \(descriptorType).cached(for: Self.self, name: \(stringLiteral(pref.name))) {
                    \(make)
                }
            }
            """
            : """
            \(documentation)
            nonisolated private static let \(pref.descriptorName): \(descriptorType) = \(make)
            """
        let slot = [
            descriptor,
            """
            private let \(pref.slotName): _PrefsRuntime.Slot<\(valueType)> = \
            _PrefsRuntime.Slot(\(pref.className).\(pref.descriptorName))
            """,
        ]
        // An untyped `@RawPref` value is not `Sendable`, so it has no handle.
        if case .raw = pref.coding { return slot }
        return slot + [
            """
            /// The `\(pref.name)` preference as an object: key, default, `isDefault`, `reset()`, atomic `update`.
            \(pref.accessModifiers)var \(pref.handleName): \(handleType)<\(pref.valueType)> {
                \(handleType)(slot: \(pref.slotName), storage: _$prefs.attach(storage, to: self), mode: storageMode)
            }
            """
        ]
    }

    private var descriptorArguments: [String] {
        var arguments = ["name: \(stringLiteral(pref.name))", "key: \(pref.keyExpression)"]
        if let legacyKeys = pref.legacyKeys { arguments.append("legacyKeys: \(legacyKeys)") }
        var defaultValue = pref.defaultValue
        switch pref.coding {
        // Through a function rather than an initialiser constrained to storable types: for another type the
        // compiler then reports its one error with the library's advice on which coding to use.
        case .atomic: arguments.append("coding: _PrefsRuntime.storedAsIs()")
        case .raw:
            // The slot keeps the default's storable form (`nil` when it has none).
            let type = pref.valueType
            defaultValue = defaultValue.map {
                "_PrefsRuntime.rawStored((\($0)) as \(type), as: \(pref.rawStorageType).self)"
            }
        case .coding(let coding): arguments.append("coding: \(coding)")
        case .implied(let coding):
            arguments.append("coding: _PrefsRuntime.\(coding)<\(pref.valueType)>()")
        case .closures(let encode, let decode):
            arguments.append("encode: \(encode)")
            arguments.append("decode: \(decode)")
        }
        // An autoclosure, which each instance's slot evaluates once. A literal the type cannot hold is the compiler's
        // error at the property; here it would be a second one.
        if pref.defaultContradictsType {
            defaultValue = "{ () -> \(pref.valueType) in Swift.fatalError(\"the default does not fit the type\") }()"
        }
        if let defaultValue { arguments.append("default: \(defaultValue)") }
        // In the order of the initialiser's parameters.
        for label in PrefDeclaration.descriptorLabels {
            arguments += pref.descriptorArguments.filter { $0.hasPrefix(label + ":") }
        }
        return arguments
    }
}
