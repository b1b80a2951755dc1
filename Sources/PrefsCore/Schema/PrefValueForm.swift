import Foundation

/// How a preference's values appear outside storage: in dynamic access (`value(forKey:)`), change records, the
/// settings tree and the command line. A preference has one value type, whatever its coding stores.
///
/// The form of a value is, in order of preference:
/// - `URL`: its absolute string;
/// - a type storage keeps (`Bool`, `Int`, `Double`, `String`, `Date`, `Data`, arrays, dictionaries): its own
///   stored form — a `Bool` kept as `"yes"` by its coding is still `.bool(true)`;
/// - a `RawRepresentable` type with a storable raw value: the raw value;
/// - another integer type (`Int64`, `UInt16`): `.int`, when it fits;
/// - a `Codable` value stored as JSON: the stored form, shown as the value's own JSON (``PrefsValueType/codable``);
/// - anything else (a value a custom coding or closures convert): the stored form.
struct PrefValueForm<Value>: Sendable {
    /// The kind of the form, as the settings tree and the command line name it.
    let type: PrefsValueType
    /// The form of a value; `nil` when it has none (it cannot be stored).
    let form: @Sendable (Value) -> PrefsValue?
    /// The value of a form; `nil` when the form does not stand for one.
    let value: @Sendable (PrefsValue) -> Value?
    /// Whether the value is shown as its own JSON (a `Codable` value whose coding hides it in JSON).
    let showsJSON: Bool

    init<Coding: PrefsCodable>(coding: Coding) where Coding.Value == Value {
        let storedForm = Self.storedForm(coding)
        if Value.self == URL.self {
            // Whatever its coding stores (a JSON string, as Defaults does, or the text itself), a URL shows as its text.
            self.init(
                type: .string, form: { ($0 as? URL).map { .string($0.absoluteString) } },
                value: { form in String(prefsValue: form).flatMap(URL.init(string:)) as? Value }, showsJSON: false)
        } else if Coding.valueType == .codable, Value.self is any Codable.Type {
            self.init(type: .codable, form: storedForm.form, value: storedForm.value, showsJSON: true)
        } else if let storable = Value.self as? any PrefsStorageValue.Type {
            self.init(
                type: PrefsValueType(storing: Value.self),
                form: { ($0 as? any PrefsStorageValue)?.prefsValue },
                value: { storable.init(prefsValue: $0) as? Value }, showsJSON: false)
        } else if let raw = Value.self as? any RawRepresentable.Type, let conversion = Self.rawConversion(raw) {
            self.init(conversion)
        } else if let integer = Value.self as? any BinaryInteger.Type {
            self.init(Self.integerConversion(integer))
        } else {
            self = storedForm
        }
    }

    private init(
        type: PrefsValueType, form: @escaping @Sendable (Value) -> PrefsValue?,
        value: @escaping @Sendable (PrefsValue) -> Value?, showsJSON: Bool
    ) {
        self.type = type
        self.form = form
        self.value = value
        self.showsJSON = showsJSON
    }

    /// The form that is the stored form itself.
    private static func storedForm<Coding: PrefsCodable>(_ coding: Coding) -> Self where Coding.Value == Value {
        Self(
            type: PrefsValueType(storing: Coding.StorageValue.self),
            form: { coding.encode(prefsValue: $0)?.prefsValue },
            value: { Coding.StorageValue(prefsValue: $0).flatMap(coding.decode(prefsValue:)) }, showsJSON: false)
    }

    private init(_ conversion: any FormConversion.Type) {
        self.init(
            type: conversion.type, form: { conversion.form(of: $0) }, value: { conversion.value(of: $0) as? Value },
            showsJSON: false)
    }

    private static func rawConversion<Raw: RawRepresentable>(_ type: Raw.Type) -> (any FormConversion.Type)? {
        RawConversion<Raw>.storable == nil ? nil : RawConversion<Raw>.self
    }

    private static func integerConversion<Integer: BinaryInteger>(_ type: Integer.Type) -> any FormConversion.Type {
        IntegerConversion<Integer>.self
    }
}

/// A conversion between values of one type and their form, for the types whose form is not their stored form.
private protocol FormConversion: SendableMetatype {
    static var type: PrefsValueType { get }
    static func form(of value: Any) -> PrefsValue?
    static func value(of form: PrefsValue) -> Any?
}

/// A `RawRepresentable` value's form is its raw value.
private enum RawConversion<Raw: RawRepresentable>: FormConversion {
    static var storable: (any PrefsStorageValue.Type)? { Raw.RawValue.self as? any PrefsStorageValue.Type }
    static var type: PrefsValueType { PrefsValueType(storing: Raw.RawValue.self) }

    static func form(of value: Any) -> PrefsValue? {
        ((value as? Raw)?.rawValue as? any PrefsStorageValue)?.prefsValue
    }

    static func value(of form: PrefsValue) -> Any? {
        (storable?.init(prefsValue: form) as? Raw.RawValue).flatMap(Raw.init(rawValue:))
    }
}

/// An integer of another width's form is an `Int`, when it fits.
private enum IntegerConversion<Integer: BinaryInteger>: FormConversion {
    static var type: PrefsValueType { .int }
    static func form(of value: Any) -> PrefsValue? {
        (value as? Integer).flatMap { Int(exactly: $0) }.map(PrefsValue.int)
    }
    static func value(of form: PrefsValue) -> Any? { Int(prefsValue: form).flatMap { Integer(exactly: $0) } }
}

/// The JSON of `Codable` values, as the command line and the settings tree show them.
enum CodableJSON {
    /// `value` as its own JSON (keys sorted), or `nil` when it is not `Encodable`.
    package static func json(of value: Any) -> JSONValue? {
        guard let encodable = value as? any Encodable, let data = JSONCodableSupport.data(of: encodable) else {
            return nil
        }
        return try? JSONValue(parsing: [UInt8](data))
    }

    /// The value of type `Value` that `json` stands for, or `nil` when `Value` is not `Decodable` or `json` does not
    /// decode to it.
    static func value<Value>(_ json: JSONValue, as type: Value.Type) -> Value? {
        guard let decodable = Value.self as? any Decodable.Type else { return nil }
        let text = JSONWriter.text(of: json, layout: .oneLine)
        return JSONCodableSupport.value(decodable, from: Data(text.utf8)) as? Value
    }
}
