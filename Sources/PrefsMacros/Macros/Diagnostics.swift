/// Every misuse the macros diagnose, each with a stable identifier (`id`).
enum PrefsMacroDiagnostic: Equatable, Sendable {
    case schemaNotOnClass(kind: String)
    case duplicateKey(key: String, first: String, second: String)
    case requiresVar(macro: String)
    case multipleBindings(macro: String)
    case unnamedProperty(macro: String)
    case computedProperty(macro: String)
    case staticProperty(macro: String, modifier: String)
    case lazyProperty(macro: String)
    case missingTypeAnnotation(macro: String)
    case missingDefault(macro: String, type: String)
    case optionalWithDefault(macro: String, type: String)
    case unknownArgument(macro: String, label: String, expected: String)
    case incompleteClosures(macro: String)
    case settingWithoutPref
    case groupPathFirst
    case duplicateID(id: String)
    case hookNotOnMethod
    case hookNeedsNames
    case hookSignature(name: String)
    case hookUnknownPref(name: String, known: String)
    case hookOutsideSchema(name: String)
    case outsideSchema(macro: String, container: SchemaContainer)
    case missingStorage(className: String)
    case missingStorageMode(className: String)
    case misnamedStorage(wrapper: String, expected: String, found: String)
    case defaultOutsideRange(name: String, value: String, allowed: String)
    case defaultNotAnOption(name: String, value: String, options: String)
    case optionsKeyedByStrings(name: String, type: String, example: String?)

    var message: String {
        switch self {
        case .schemaNotOnClass(let kind):
            "'@PrefsSchema' can only be applied to a class, not \(kind)"
        case .duplicateKey(let key, let first, let second):
            "duplicate preference key '\(key)': '\(first)' and '\(second)' would share one stored value"
        case .requiresVar(let macro):
            "'@\(macro)' requires 'var'"
        case .multipleBindings(let macro):
            "'@\(macro)' applies to one property per declaration"
        case .unnamedProperty(let macro):
            "'@\(macro)' needs a property with a name, such as 'var count: Int = 0'"
        case .computedProperty(let macro):
            "'@\(macro)' cannot be applied to a computed property; it generates the accessors"
        case .staticProperty(let macro, let modifier):
            "'@\(macro)' cannot be applied to a '\(modifier)' property; preferences belong to a schema instance"
        case .lazyProperty(let macro):
            "'@\(macro)' cannot be applied to a 'lazy' property"
        case .missingTypeAnnotation(let macro):
            "'@\(macro)' requires a type annotation, such as 'var count: Int = 0'"
        case .missingDefault(let macro, let type):
            "'@\(macro)' requires a default value for non-optional type '\(type)'"
        case .optionalWithDefault(let macro, let type):
            "'@\(macro)' optional type '\(type)' cannot have a default value; it is nil when absent"
        case .unknownArgument(let macro, let label, let expected):
            "'@\(macro)' has no argument '\(label)'; expected \(expected)"
        case .incompleteClosures(let macro):
            "'@\(macro)' needs both 'encode:' and 'decode:'"
        case .settingWithoutPref:
            "'@Setting' describes a preference; use it together with '@Pref' (or another preference macro)"
        case .groupPathFirst:
            "'@SettingsGroup' needs the group's path first, such as @SettingsGroup(\"appearance.text\", title: \"Text\")"
        case .duplicateID(let id):
            "duplicate settings ID '\(id)': a group and a preference would share it"
        case .hookNotOnMethod:
            "'@OnPrefChange' marks a method of a '@PrefsSchema' class to run when preferences change"
        case .hookNeedsNames:
            "'@OnPrefChange' needs the names of the preferences it follows, such as @OnPrefChange(\"theme\")"
        case .hookSignature(let name):
            "'@OnPrefChange' method '\(name)' must be an instance method that takes no argument or one 'PrefsChange', and does not throw or await"
        case .hookOutsideSchema(let name):
            "'@OnPrefChange' method '\(name)' must be declared in the body of its '@PrefsSchema' class, not in an extension"
        case .hookUnknownPref(let name, let known):
            "'@OnPrefChange' names '\(name)', which is not a preference of this schema; its preferences are \(known)"
        case .outsideSchema(let macro, let container):
            switch container {
            case .plainClass(let name):
                "'@\(macro)' can only be used in a '@PrefsSchema' class; add '@PrefsSchema' to class '\(name)'"
            case .otherType(let kind, let name):
                "'@\(macro)' can only be used in a '@PrefsSchema' class, not in \(kind) '\(name)'"
            case .extension:
                "'@\(macro)' must be declared in the body of its '@PrefsSchema' class, not in an extension"
            case .none:
                "'@\(macro)' can only be used in a '@PrefsSchema' class"
            }
        case .missingStorage(let className):
            "'@PrefsSchema' class '\(className)' has no storage; declare one, such as '@Storage var storage = .dictionary'"
        case .missingStorageMode(let className):
            "'@PrefsSchema' class '\(className)' has no storage mode; declare one, such as "
                + "'@StorageMode var storageMode = .cachedReadStorageWrite'"
        case .misnamedStorage(let wrapper, let expected, let found):
            "'@\(wrapper)' property must be named '\(expected)', not '\(found)'; the schema reads it by that name"
        case .defaultOutsideRange(let name, let value, let allowed):
            "'\(name)' defaults to \(value), which its '@Setting' does not allow: expected \(allowed)"
        case .defaultNotAnOption(let name, let value, let options):
            "'\(name)' defaults to \(value), which is not one of its '@Setting' options: \(options)"
        case .optionsKeyedByStrings(let name, let type, let example):
            "the '@Setting' options of '\(name)' are keyed by strings, but its values are '\(type)' values"
                + (example.map { ": write \($0)" } ?? "")
        }
    }

    /// A stable name for the misuse, for tools and tests.
    var id: String {
        switch self {
        case .schemaNotOnClass: "schemaNotOnClass"
        case .duplicateKey: "duplicateKey"
        case .requiresVar: "requiresVar"
        case .multipleBindings: "multipleBindings"
        case .unnamedProperty: "unnamedProperty"
        case .computedProperty: "computedProperty"
        case .staticProperty: "staticProperty"
        case .lazyProperty: "lazyProperty"
        case .missingTypeAnnotation: "missingTypeAnnotation"
        case .missingDefault: "missingDefault"
        case .optionalWithDefault: "optionalWithDefault"
        case .unknownArgument: "unknownArgument"
        case .incompleteClosures: "incompleteClosures"
        case .settingWithoutPref: "settingWithoutPref"
        case .groupPathFirst: "groupPathFirst"
        case .duplicateID: "duplicateID"
        case .hookNotOnMethod: "hookNotOnMethod"
        case .hookNeedsNames: "hookNeedsNames"
        case .hookSignature: "hookSignature"
        case .hookUnknownPref: "hookUnknownPref"
        case .hookOutsideSchema: "hookOutsideSchema"
        case .outsideSchema: "outsideSchema"
        case .missingStorage: "missingStorage"
        case .missingStorageMode: "missingStorageMode"
        case .misnamedStorage: "misnamedStorage"
        case .defaultOutsideRange: "defaultOutsideRange"
        case .defaultNotAnOption: "defaultNotAnOption"
        case .optionsKeyedByStrings: "optionsKeyedByStrings"
        }
    }
}

/// Where a preference macro or `@OnPrefChange` was found, when that is not a `@PrefsSchema` class.
enum SchemaContainer: Equatable, Sendable {
    /// A class without `@PrefsSchema`.
    case plainClass(String)
    /// A struct, enum, actor or protocol: its kind and name.
    case otherType(kind: String, name: String)
    /// An extension (`@PrefsSchema` reads its class's body only).
    case `extension`
    /// No type at all: a global or local variable or function.
    case none
}
