/// One preference of a schema, seen without its value type: its key, kind, default, what it accepts, its flags, and
/// the conversions between its stored form, its value form and JSON. Dynamic access, change records, reviews, the
/// settings tree and the command line all read preferences through it.
///
/// Each ``_PrefsRuntime/Slot`` is one: a schema instance's slots carry the defaults that instance evaluated (once),
/// and the schema type keeps one set of its own for its settings tree.
extension _PrefsRuntime {
    public class AnySlot: @unchecked Sendable {
        // `@unchecked`: every stored property is a `let` of a `Sendable` type; subclasses add only `Sendable` state.

        /// The property name.
        package let name: String
        /// The storage key.
        public let key: String
        /// Keys the preference had before, newest first (`@Pref(legacyKeys:)`): read when ``key`` is absent, removed
        /// when the preference is written (see Docs/SchemaEvolution.md).
        @usableFromInline package let legacyKeys: [String]
        /// The title people see: given in `@Setting(title:)`, or derived from the property name.
        package let title: String
        /// The kind of the preference's values (see ``PrefValueForm``), and of its stored form.
        package let valueType: PrefsValueType
        package let storedType: PrefsValueType
        /// What the preference accepts, in value form; `nil` when anything storable is allowed.
        let constraint: PrefsValueConstraint?
        let requiresRestart: Bool
        package let isSecret: Bool
        /// Whether the value is shown as its own JSON.
        let showsJSON: Bool
        /// The default, in value form and in stored form; `nil` for an optional preference.
        package let defaultForm: PrefsValue?
        let defaultStored: PrefsValue?

        init(
            name: String, key: String, legacyKeys: [String], title: String?, valueType: PrefsValueType,
            storedType: PrefsValueType, constraint: PrefsValueConstraint?, requiresRestart: Bool, isSecret: Bool,
            showsJSON: Bool, defaultForm: PrefsValue?, defaultStored: PrefsValue?
        ) {
            self.name = name
            self.key = key
            self.legacyKeys = legacyKeys
            self.title = title ?? SettingsTitle.derive(fromPropertyName: name)
            self.valueType = valueType
            self.storedType = storedType
            self.constraint = constraint
            self.requiresRestart = requiresRestart
            self.isSecret = isSecret
            self.showsJSON = showsJSON
            self.defaultForm = defaultForm
            self.defaultStored = defaultStored
        }

        // MARK: Conversions, implemented by `Slot`

        /// The value form of a stored value, if the preference accepts it: it decodes, and satisfies the constraint.
        package func acceptedForm(ofStored stored: PrefsValue) -> PrefsValue? { nil }

        /// Checks a stored value: it must decode to the preference's type and satisfy its constraint.
        /// - Throws: ``PrefsError/typeMismatch(key:expected:typeName:found:)`` or
        ///   ``PrefsError/invalidValue(key:value:allowed:)``.
        package func check(stored: PrefsValue) throws(PrefsError) {}

        /// The stored form of a value given in value form (or, failing that, in stored form), checked.
        /// - Throws: ``PrefsError/typeMismatch(key:expected:typeName:found:)``,
        ///   ``PrefsError/encodingFailed(key:value:)`` or ``PrefsError/invalidValue(key:value:allowed:)``.
        package func stored(fromForm form: PrefsValue) throws(PrefsError) -> PrefsValue { form }

        /// The JSON of a value given in value form: its own JSON for a `Codable` value, else the form's JSON.
        func json(ofForm form: PrefsValue) -> JSONValue { .stored(form) }

        /// The value form of a value given as its own JSON (for a `Codable` value), or `nil`.
        func form(fromValueJSON json: JSONValue) -> PrefsValue? { nil }

        /// The Swift type, as errors name it.
        package var typeName: String { "" }

        /// What a stored value must be, as errors say it: the type, and for a type whose stored form is not
        /// obvious, the form (`CGSize: [width,height], such as [500,650]`) or the allowed raw values
        /// (`PopupPosition: one of "cursor", "center"`).
        package var expectedDescription: String { typeName }

        // MARK: Derived

        /// The effective value of the preference when its key holds `stored`: the stored value's form when the
        /// preference accepts it, else the default (as a typed read gives).
        package final func effectiveForm(ofStored stored: PrefsValue?) -> PrefsValue? {
            stored.flatMap(acceptedForm(ofStored:)) ?? defaultForm
        }

        /// The change from `old` to `new` stored values, or `nil` when the effective value stays the same.
        final func change(from old: PrefsValue?, to new: PrefsValue?) -> PrefsChange? {
            let before = effectiveForm(ofStored: old)
            let after = effectiveForm(ofStored: new)
            guard before != after else { return nil }
            return PrefsChange(
                key: key, title: title, oldValue: before, newValue: after, requiresRestart: requiresRestart)
        }

        /// Whether `stored` (what the key holds) gives the default value.
        package final func isDefault(stored: PrefsValue?) -> Bool {
            effectiveForm(ofStored: stored) == defaultForm
        }

        @usableFromInline
        final func typeMismatch(_ found: PrefsValue) -> PrefsError {
            .typeMismatch(key: key, expected: valueType, typeName: expectedDescription, found: found)
        }
    }
}
