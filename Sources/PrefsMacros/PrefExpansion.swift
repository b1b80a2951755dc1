import SwiftSyntax

/// The code `@Pref` generates for one preference; every library name is reached through `_PrefsRuntime`.
struct PrefExpansion {
    let pref: PrefDeclaration

    init(_ pref: PrefDeclaration) { self.pref = pref }

    /// The getter and setter. A main-actor preference notifies in its setter (key paths to it can be formed only on
    /// the main actor); others are notified through the storage's change callback.
    func accessors(onMainActor: Bool) -> [AccessorDeclSyntax] {
        let read =
            pref.isOptional
            ? "\(pref.slotName).read(from: _$prefs.attach(storage, to: self), mode: storageMode)"
            : "_PrefsRuntime.read(\(pref.slotName), _$prefs.attach(storage, to: self), storageMode)"
        return [
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: pref.name))
                return \(raw: read)
            }
            """,
            onMainActor
                ? """
                set {
                    _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: pref.name)) {
                        _PrefsRuntime.State.whileWriting(from: self, key: \(raw: pref.slotName).key) {
                            \(raw: pref.slotName).write(newValue, to: _$prefs.attach(storage, to: self))
                        }
                    }
                }
                """
                : """
                set {
                    \(raw: pref.slotName).write(newValue, to: _$prefs.attach(storage, to: self))
                }
                """,
        ]
    }

    var peers: [DeclSyntax] {
        let handleType = pref.isOptional ? "_PrefsRuntime.Optional" : "_PrefsRuntime.Defaulted"
        return [
            "private let \(raw: pref.slotName) = \(raw: slotInitializer)",
            """
            /// The `\(raw: pref.name)` preference as an object: key, default, `isDefault`, `reset()`, atomic `update`.
            \(raw: pref.accessModifiers)var \(raw: pref.handleName): \(raw: handleType)<\(pref.valueType)> {
                \(raw: handleType)(slot: \(raw: pref.slotName), storage: _$prefs.attach(storage, to: self), mode: storageMode)
            }
            """,
        ]
    }

    var slotInitializer: String {
        var arguments = ["key: \(pref.keyExpression.trimmedDescription)"]
        switch pref.coding {
        case .atomic: break
        case .coding(let coding): arguments.append("coding: \(coding.trimmedDescription)")
        case .implied(let coding):
            arguments.append("coding: _PrefsRuntime.\(coding)<\(pref.valueType.trimmedDescription)>()")
        case .closures(let encode, let decode):
            arguments.append("encode: \(encode.trimmedDescription)")
            arguments.append("decode: \(decode.trimmedDescription)")
        }
        if let defaultValue = pref.defaultValue {
            arguments.append("default: \(defaultValue.trimmedDescription)")
        }
        arguments += pref.constraintArguments
        return "_PrefsRuntime.Slot<\(pref.valueType.trimmedDescription)>(\(arguments.joined(separator: ", ")))"
    }
}
