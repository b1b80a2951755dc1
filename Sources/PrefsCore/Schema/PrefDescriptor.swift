import Synchronization

/// One preference of a schema type, seen without its value type: its key, kind, what it accepts, its flags, how it is
/// presented (title, summary, description, group, icon, tags, whether search finds it), and the conversions between its stored form, its value form and JSON. Dynamic access, change records,
/// reviews, the settings tree and the command line all read preferences through it.
///
/// A schema type has one descriptor per preference (`@Pref` makes it once for the type). The descriptor holds no
/// default value, only the way to make one: each schema instance makes its ``_PrefsRuntime/Slot`` from the
/// descriptor, which evaluates the default once for that instance, so a default such as `Date()` is one value on
/// every path of an instance.
extension _PrefsRuntime {
    public class AnyDescriptor: @unchecked Sendable {
        // `@unchecked`: every stored property is a `let` of a `Sendable` type; subclasses add only `Sendable` state.

        /// The property name.
        package let name: String
        /// The storage key.
        public let key: String
        /// Keys the preference had before, newest first (`@Pref(legacyKeys:)`): read when ``key`` is absent, removed
        /// when the preference is written (see Docs/SchemaEvolution.md).
        package let legacyKeys: [String]
        /// The title people see: given in `@Setting(title:)`, or derived from the property name.
        package let title: String
        /// The kind of the preference's values (see ``PrefValueForm``), and of its stored form.
        package let valueType: PrefsValueType
        package let storedType: PrefsValueType
        /// What the preference accepts, in value form; `nil` when anything storable is allowed.
        package let constraint: PrefsValueConstraint?
        package let requiresRestart: Bool
        package let isSecret: Bool
        /// Whether the value is shown as its own JSON.
        let showsJSON: Bool
        /// How the settings tree presents the preference: `@Setting`'s arguments, and the doc comment's first
        /// paragraph (the summary) and the others (the description) unless `@Setting(summary:)` is given.
        package let presentation: NodePresentation
        /// The path of the group the preference belongs to; `nil` for the top level.
        package let group: String?

        init(
            name: String, key: String, legacyKeys: [String], title: String?, valueType: PrefsValueType,
            storedType: PrefsValueType, constraint: PrefsValueConstraint?, requiresRestart: Bool, isSecret: Bool,
            showsJSON: Bool, presentation: NodePresentation, group: String?
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
            self.presentation = presentation
            self.group = group
        }

        // MARK: Implemented by `Descriptor`

        /// A slot of this preference for one schema instance, with the default evaluated (once, now).
        package func makeSlot() -> AnySlot { preconditionFailure("AnyDescriptor is abstract") }

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

        @usableFromInline
        final func typeMismatch(_ found: PrefsValue) -> PrefsError {
            .typeMismatch(key: key, expected: valueType, typeName: expectedDescription, found: found)
        }
    }

    /// One preference of a schema type: its key, coding, constraint, flags and the expression that makes its
    /// default. `@Pref` makes it once per schema type; each instance makes its ``Slot`` from it.
    ///
    /// The initialiser that builds the coding closures is `@inlinable`: the code `@Pref` generates in your module is
    /// then specialised for the preference's type, so a read runs no generic metadata lookups (see
    /// Docs/Performance.md).
    public final class Descriptor<Value: Sendable>: AnyDescriptor, @unchecked Sendable {
        @usableFromInline let encodeValue: @Sendable (Value) -> PrefsValue?
        @usableFromInline let decodeValue: @Sendable (PrefsValue) -> Value?
        /// Makes the default: the property's initial value, evaluated once by each instance's slot; it gives `nil`
        /// for an optional preference.
        @usableFromInline let makeDefault: @Sendable () -> Value?
        /// Whether the preference has a constraint (checked in value form, off the fast path).
        @usableFromInline let isConstrained: Bool
        /// Whether a write decodes what it stores, to refuse a value the coding cannot read back; not for codings
        /// that store every value exactly (the scalar types kept as they are).
        @usableFromInline let checksRoundTrip: Bool
        let valueForm: PrefValueForm<Value>

        /// A preference stored through `coding`, optionally limited to a range (with a step) or to a list of options
        /// (an option the coding cannot store is left out), and presented with a title, summary, description, group,
        /// icon and tags (`@Setting`'s arguments and the doc comment). `default` is not evaluated here: each schema instance's
        /// slot evaluates it once.
        @inlinable
        public convenience init<Coding: PrefsCodable>(
            name: String, key: String, legacyKeys: [String] = [], coding: Coding,
            default makeDefault: @autoclosure @escaping @Sendable () -> Value? = nil,
            range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:],
            title: String? = nil, summary: String? = nil, description: String? = nil, group: String? = nil,
            icon: String? = nil, tags: [String] = [], searchable: Bool = true, requiresRestart: Bool = false,
            secret: Bool = false
        ) where Coding.Value == Value {
            self.init(
                name: name, key: key, legacyKeys: legacyKeys, coding: coding,
                encode: { coding.encode(prefsValue: $0)?.prefsValue },
                decode: { Coding.StorageValue(prefsValue: $0).flatMap(coding.decode(prefsValue:)) },
                default: makeDefault, range: range, step: step, options: options.map { ($0.key, $0.value) },
                title: title,
                presentation: NodePresentation(
                    summary: summary, description: description, icon: icon, tags: tags, searchable: searchable),
                group: group, requiresRestart: requiresRestart, secret: secret)
        }

        /// A preference whose type storage keeps as it is.
        @inlinable
        public convenience init(
            name: String, key: String, legacyKeys: [String] = [],
            default makeDefault: @autoclosure @escaping @Sendable () -> Value? = nil,
            range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:],
            title: String? = nil, summary: String? = nil, description: String? = nil, group: String? = nil,
            icon: String? = nil, tags: [String] = [], searchable: Bool = true, requiresRestart: Bool = false,
            secret: Bool = false
        ) where Value: PrefsStorageValue {
            self.init(
                name: name, key: key, legacyKeys: legacyKeys, coding: StoredAsIs<Value>(), default: makeDefault(),
                range: range, step: step, options: options, title: title, summary: summary, description: description,
                group: group, icon: icon, tags: tags, searchable: searchable, requiresRestart: requiresRestart,
                secret: secret)
        }

        /// A preference stored through an inline pair of closures (`@Pref(encode:decode:)`).
        @inlinable
        public convenience init<Stored: PrefsStorageValue>(
            name: String, key: String, legacyKeys: [String] = [],
            encode: @escaping @Sendable (Value) -> Stored?, decode: @escaping @Sendable (Stored) -> Value?,
            default makeDefault: @autoclosure @escaping @Sendable () -> Value? = nil,
            range: ClosedRange<Double>? = nil, step: Double? = nil, options: KeyValuePairs<Value, String> = [:],
            title: String? = nil, summary: String? = nil, description: String? = nil, group: String? = nil,
            icon: String? = nil, tags: [String] = [], searchable: Bool = true, requiresRestart: Bool = false,
            secret: Bool = false
        ) {
            self.init(
                name: name, key: key, legacyKeys: legacyKeys, coding: ClosureCoding(encode: encode, decode: decode),
                default: makeDefault(), range: range, step: step, options: options, title: title, summary: summary,
                description: description, group: group, icon: icon, tags: tags, searchable: searchable,
                requiresRestart: requiresRestart, secret: secret)
        }

        @usableFromInline
        init<Coding: PrefsCodable>(
            name: String, key: String, legacyKeys: [String], coding: Coding,
            encode: @escaping @Sendable (Value) -> PrefsValue?, decode: @escaping @Sendable (PrefsValue) -> Value?,
            default makeDefault: @escaping @Sendable () -> Value?, range: ClosedRange<Double>?, step: Double?,
            options: [(Value, String)], title: String?, presentation: NodePresentation, group: String?,
            requiresRestart: Bool, secret: Bool
        ) where Coding.Value == Value {
            let valueForm = PrefValueForm(coding: coding)
            let allowed = options.compactMap { value, label in
                valueForm.form(value).map { PrefsAllowedValue(value: $0, label: label) }
            }
            let constraint =
                range == nil && step == nil && allowed.isEmpty
                ? nil
                : PrefsValueConstraint(min: range?.lowerBound, max: range?.upperBound, step: step, allowed: allowed)
            encodeValue = encode
            decodeValue = decode
            self.makeDefault = makeDefault
            isConstrained = constraint != nil
            checksRoundTrip = !((Coding.self as? any PrefsRoundTripCoding.Type)?.storesEveryValueExactly ?? false)
            self.valueForm = valueForm
            super.init(
                name: name, key: key, legacyKeys: legacyKeys, title: title, valueType: valueForm.type,
                storedType: PrefsValueType(storing: Coding.StorageValue.self), constraint: constraint,
                requiresRestart: requiresRestart, isSecret: secret, showsJSON: valueForm.showsJSON,
                presentation: presentation, group: group)
        }

        /// The descriptor of the preference `name` of `schema`, made by `make` the first time it is asked for: generic
        /// schema classes, which cannot have static stored properties, keep theirs here, one per specialisation.
        public static func cached(for schema: Any.Type, name: String, _ make: () -> Descriptor) -> Descriptor {
            let id = DescriptorID(schema: ObjectIdentifier(schema), name: name)
            if let found = descriptorCache.withLock({ $0[id] }) { return unsafeDowncast(found, to: Descriptor.self) }
            let made = make()
            let kept = descriptorCache.withLock { cache in
                if let found = cache[id] { return found }
                cache[id] = made
                return made
            }
            return unsafeDowncast(kept, to: Descriptor.self)
        }

        // MARK: Typed conversions

        /// The stored form of `value`, or `nil` when the coding cannot store it.
        @inlinable
        public func encode(_ value: Value) -> PrefsValue? { encodeValue(value) }

        /// The value decoded from its stored form, or `nil` when it cannot be read.
        @inlinable
        public func decode(_ stored: PrefsValue) -> Value? { decodeValue(stored) }

        /// The stored form of `value`, checked (`nil` for `nil`).
        /// - Throws: ``PrefsError/encodingFailed(key:value:)`` or ``PrefsError/invalidValue(key:value:allowed:)``.
        @inlinable
        func stored(_ value: Value?) throws -> PrefsValue? {
            guard let value else { return nil }
            guard let stored = encodeValue(value), !checksRoundTrip || decodeValue(stored) != nil else {
                throw PrefsError.encodingFailed(key: key, value: "\(value)")
            }
            if isConstrained { try checkConstraint(value) }
            return stored
        }

        /// - Throws: ``PrefsError/invalidValue(key:value:allowed:)`` when the constraint refuses `value`.
        @usableFromInline
        func checkConstraint(_ value: Value) throws(PrefsError) {
            if let error = constraintViolation(value) { throw error }
        }

        @usableFromInline
        func constraintViolation(_ value: Value) -> PrefsError? {
            guard let constraint, let form = valueForm.form(value), let allowed = constraint.violation(of: form)
            else { return nil }
            return .invalidValue(key: key, value: form, allowed: allowed)
        }

        // MARK: Conversions

        package override func makeSlot() -> AnySlot { Slot(self) }

        package override func acceptedForm(ofStored stored: PrefsValue) -> PrefsValue? {
            guard let value = decodeValue(stored), constraintViolation(value) == nil else { return nil }
            return valueForm.showsJSON ? encodeValue(value) : valueForm.form(value)
        }

        package override func check(stored: PrefsValue) throws(PrefsError) {
            guard let value = decodeValue(stored) else { throw typeMismatch(stored) }
            try checkConstraint(value)
        }

        package override func stored(fromForm form: PrefsValue) throws(PrefsError) -> PrefsValue {
            guard let value = valueForm.value(form) ?? decodeValue(form) else {
                // A preference with options says which values it takes rather than that this one has the wrong type.
                if let allowed = constraint.flatMap({ $0.allowed.isEmpty ? nil : $0.violation(of: form) }) {
                    throw .invalidValue(key: key, value: form, allowed: allowed)
                }
                throw typeMismatch(form)
            }
            guard let stored = encodeValue(value), decodeValue(stored) != nil else {
                throw .encodingFailed(key: key, value: "\(value)")
            }
            try checkConstraint(value)
            return stored
        }

        override func json(ofForm form: PrefsValue) -> JSONValue {
            guard valueForm.showsJSON, let value = decodeValue(form), let json = CodableJSON.json(of: value) else {
                return .stored(form)
            }
            return json
        }

        override func form(fromValueJSON json: JSONValue) -> PrefsValue? {
            guard valueForm.showsJSON, let value = CodableJSON.value(json, as: Value.self) else { return nil }
            return encodeValue(value)
        }

        package override var typeName: String { PrefsTypeName.of(Value.self) }

        package override var expectedDescription: String {
            guard let form = ExpectedForm.of(Value.self) else { return typeName }
            return "\(typeName): \(form)"
        }
    }
}

extension _PrefsRuntime {
    /// What the settings tree shows of a preference or a group besides its title: its summary, description, icon and
    /// tags, and whether search finds it.
    @usableFromInline
    package struct NodePresentation: Sendable {
        package let summary: String?
        package let description: String?
        package let icon: String?
        package let tags: [String]
        package let isSearchable: Bool

        @usableFromInline
        package init(summary: String?, description: String?, icon: String?, tags: [String], searchable: Bool) {
            self.summary = summary
            self.description = description
            self.icon = icon
            self.tags = tags
            isSearchable = searchable
        }
    }
}

/// A preference of a generic schema specialisation, as ``_PrefsRuntime/Descriptor/cached(for:name:_:)`` files it.
private struct DescriptorID: Hashable {
    let schema: ObjectIdentifier
    let name: String
}

private let descriptorCache = Mutex<[DescriptorID: _PrefsRuntime.AnyDescriptor]>([:])
