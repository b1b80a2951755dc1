import Foundation

extension _PrefsRuntime {
    /// The coding `@Pref` uses when it names none: the type is stored as it is.
    @inlinable
    public static func storedAsIs<Value: PrefsStorageValue>() -> StoredAsIs<Value> { StoredAsIs() }

    /// A `Set` of a `RawRepresentable` type (an enum with raw values): an array of raw values.
    @inlinable
    public static func storedAsIs<Element: RawRepresentable & Hashable>() -> SetCoding<
        _PrefsRuntime.RawRepresentableCoding<Element>
    > where Element.RawValue: PrefsStorageValue { SetCoding(element: _PrefsRuntime.RawRepresentableCoding()) }

    /// An array of a `RawRepresentable` type: an array of raw values.
    @inlinable
    public static func storedAsIs<Element: RawRepresentable>() -> ArrayCoding<
        _PrefsRuntime.RawRepresentableCoding<Element>
    > where Element.RawValue: PrefsStorageValue { ArrayCoding(element: _PrefsRuntime.RawRepresentableCoding()) }

    /// A `[String: T]` dictionary of a `RawRepresentable` type: a dictionary of raw values.
    @inlinable
    public static func storedAsIs<Element: RawRepresentable>() -> DictionaryCoding<
        _PrefsRuntime.RawRepresentableCoding<Element>
    > where Element.RawValue: PrefsStorageValue { DictionaryCoding(element: _PrefsRuntime.RawRepresentableCoding()) }

    /// `UInt` and `UInt64`: the number as an `Int`, refusing a value above `Int.max`. (Disfavoured, so that the
    /// integers storage keeps as they are use the overload above.)
    @_disfavoredOverload
    @inlinable
    public static func storedAsIs<Value: FixedWidthInteger & Codable>() -> IntegerCoding<Value> {
        IntegerCoding()
    }

    /// Any other `Codable` type: a JSON string, keys sorted, as Defaults stores it; an array, set or `[String: T]`
    /// dictionary of such values element by element. (Disfavoured, so that a storable `Codable` type — `String`,
    /// `URL`, `[Int]` — is stored as it is, and a `RawRepresentable` collection as raw values.)
    @_disfavoredOverload
    @inlinable
    public static func storedAsIs<Value: Codable>() -> JSONForm<Value> { JSONForm() }

    /// Chosen only for a type storage cannot keep as it is, so that the compiler's one error says what to do.
    @available(
        *, unavailable,
        message: """
            this preference's type is not one @Pref stores without a coding (String, Bool, Int and the other \
            integers, Double, Float, CGFloat, Data, Date, URL, UUID, CGSize, CGPoint, CGRect, arrays, sets, ranges \
            and [String: T] dictionaries of them, and Codable types); use @RawRepresentablePref for an enum with \
            raw values, or @Pref(coding:) with a PrefsCodable of your own (see Docs/Coding.md)
            """
    )
    public static func storedAsIs<Value>() -> NotStoredAsIs<Value> { NotStoredAsIs() }

    /// The coding of the unavailable ``storedAsIs()``; never used.
    public struct NotStoredAsIs<Value>: PrefsCodable {
        public init() {}
        public func encode(prefsValue: Value) -> String? { nil }
        public func decode(prefsValue: String) -> Value? { nil }
    }

    /// Stores an integer of any width as an `Int`, refusing a value `Int` cannot hold (`UInt64.max`) and reading
    /// only a stored integer the type can hold.
    public struct IntegerCoding<Value: BinaryInteger>: PrefsCodable {
        @inlinable
        public init() {}
        public func encode(prefsValue: Value) -> Int? { Int(exactly: prefsValue) }
        public func decode(prefsValue: Int) -> Value? { Value(exactly: prefsValue) }
    }

    /// Stores an array through a coding of its elements; one element that cannot be stored or read fails the whole
    /// value.
    public struct ArrayCoding<Element: PrefsCodable>: PrefsCodable {
        public typealias Value = [Element.Value]
        public typealias StorageValue = [Element.StorageValue]

        @usableFromInline let element: Element

        @inlinable
        public init(element: Element) { self.element = element }

        public func encode(prefsValue: [Element.Value]) -> [Element.StorageValue]? {
            prefsValue.mapEveryElement(element.encode(prefsValue:))
        }

        public func decode(prefsValue: [Element.StorageValue]) -> [Element.Value]? {
            prefsValue.mapEveryElement(element.decode(prefsValue:))
        }
    }

    /// Stores a `[String: T]` dictionary through a coding of its values; one value that cannot be stored or read
    /// fails the whole dictionary.
    public struct DictionaryCoding<Element: PrefsCodable>: PrefsCodable {
        public typealias Value = [String: Element.Value]
        public typealias StorageValue = [String: Element.StorageValue]

        @usableFromInline let element: Element

        @inlinable
        public init(element: Element) { self.element = element }

        public func encode(prefsValue: [String: Element.Value]) -> [String: Element.StorageValue]? {
            prefsValue.mapEveryValue(element.encode(prefsValue:))
        }

        public func decode(prefsValue: [String: Element.StorageValue]) -> [String: Element.Value]? {
            prefsValue.mapEveryValue(element.decode(prefsValue:))
        }
    }

    /// Stores a `Set` as an array through a coding of its elements, in a stable order; one element that cannot be
    /// stored or read fails the whole value.
    public struct SetCoding<Element: PrefsCodable>: PrefsCodable where Element.Value: Hashable {
        public typealias Value = Set<Element.Value>
        public typealias StorageValue = [Element.StorageValue]

        @usableFromInline let element: Element

        @inlinable
        public init(element: Element) { self.element = element }

        public func encode(prefsValue: Set<Element.Value>) -> [Element.StorageValue]? {
            Array(prefsValue).mapEveryElement(element.encode(prefsValue:)).map {
                StoredOrder.sorted($0, by: \.prefsValue)
            }
        }

        public func decode(prefsValue: [Element.StorageValue]) -> Set<Element.Value>? {
            prefsValue.mapEveryElement(element.decode(prefsValue:)).map(Set.init)
        }
    }

    /// Stores a `Codable` value the way Defaults does: a JSON string with sorted keys
    /// (`"{\"height\":2,\"width\":1}"`), and an array, set or `[String: T]` dictionary of `Codable` values as an
    /// array or dictionary of such strings, one per element (integers as numbers).
    public struct JSONForm<Value: Codable>: PrefsCodable {
        public typealias StorageValue = PrefsValue

        @inlinable
        public init() {}

        public static var valueType: PrefsValueType { .codable }

        public func encode(prefsValue: Value) -> PrefsValue? {
            if let collection = prefsValue as? any JSONElementCollection { return collection.storedElements }
            return JSONElementForm.json(of: prefsValue).map(PrefsValue.string)
        }

        public func decode(prefsValue: PrefsValue) -> Value? {
            if let collection = Value.self as? any JSONElementCollection.Type {
                return collection.init(storedElements: prefsValue) as? Value
            }
            guard case .string(let text) = prefsValue else { return nil }
            return JSONElementForm.value(Value.self, json: text)
        }
    }
}

/// A collection whose elements Defaults stores one by one.
protocol JSONElementCollection {
    var storedElements: PrefsValue? { get }
    init?(storedElements: PrefsValue)
}

extension Array: JSONElementCollection where Element: Codable {
    var storedElements: PrefsValue? { JSONElementForm.forms(of: self).map(PrefsValue.array) }
    init?(storedElements: PrefsValue) {
        guard case .array(let stored) = storedElements else { return nil }
        var elements: [Element] = []
        for form in stored {
            guard let element: Element = JSONElementForm.element(from: form) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

extension Set: JSONElementCollection where Element: Codable {
    var storedElements: PrefsValue? {
        JSONElementForm.forms(of: Array(self)).map { .array(StoredOrder.sorted($0, by: { $0 })) }
    }
    init?(storedElements: PrefsValue) {
        guard let elements = [Element](storedElements: storedElements) else { return nil }
        self.init(elements)
    }
}

extension Dictionary: JSONElementCollection where Key == String, Value: Codable {
    var storedElements: PrefsValue? {
        var forms: [String: PrefsValue] = [:]
        for (key, value) in self {
            guard let form = JSONElementForm.form(of: value) else { return nil }
            forms[key] = form
        }
        return .dictionary(forms)
    }
    init?(storedElements: PrefsValue) {
        guard case .dictionary(let stored) = storedElements else { return nil }
        var values: [String: Value] = [:]
        for (key, form) in stored {
            guard let value: Value = JSONElementForm.element(from: form) else { return nil }
            values[key] = value
        }
        self = values
    }
}

/// One element of a `Codable` value Defaults stores: a storable value as it is, an integer as a number, anything
/// else as a JSON string.
enum JSONElementForm {
    /// Every element's form, or `nil` when one has none.
    static func forms(of elements: [some Encodable]) -> [PrefsValue]? {
        var forms: [PrefsValue] = []
        for element in elements {
            guard let form = form(of: element) else { return nil }
            forms.append(form)
        }
        return forms
    }

    static func form(of element: any Encodable) -> PrefsValue? {
        if let storable = element as? any PrefsStorageValue { return storable.prefsValue }
        if let integer = element as? any BinaryInteger { return Int(exactly: integer).map(PrefsValue.int) }
        return json(of: element).map(PrefsValue.string)
    }

    static func element<Element: Codable>(from form: PrefsValue) -> Element? {
        if let storable = Element.self as? any PrefsStorageValue.Type {
            return storable.init(prefsValue: form) as? Element
        }
        if let integer = Element.self as? any BinaryInteger.Type {
            return Int(prefsValue: form).flatMap { integer.init(exactly: $0) } as? Element
        }
        guard case .string(let text) = form else { return nil }
        return value(Element.self, json: text)
    }

    static func json(of value: some Encodable) -> String? {
        JSONCodableSupport.text(of: value)
    }

    static func value<Element: Decodable>(_ type: Element.Type, json text: String) -> Element? {
        JSONCodableSupport.value(Element.self, from: Data(text.utf8))
    }
}
