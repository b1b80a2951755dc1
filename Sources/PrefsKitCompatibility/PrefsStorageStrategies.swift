public import Foundation

/// Changes imported contents before they are stored: PrefsKit's hook for formats such as JSON that cannot tell a
/// date or data from a string.
///
/// ```swift
/// struct DropDrafts: PrefsStorageImportStrategy {
///     func prepareForImport(storage: [String: Any]) throws -> [String: Any] {
///         storage.filter { !$0.key.hasPrefix("draft.") }
///     }
/// }
/// ```
public protocol PrefsStorageImportStrategy {
    /// The contents to store.
    /// - Throws: to cancel the import; nothing is stored then.
    func prepareForImport(storage: [String: Any]) throws -> [String: Any]
}

/// Changes exported contents before they are written.
///
/// ```swift
/// struct SkipSecrets: PrefsStorageExportStrategy {
///     func prepareForExport(storage: [String: Any]) throws -> [String: Any] { storage.filter { $0.key != "token" } }
/// }
/// ```
public protocol PrefsStorageExportStrategy {
    /// The contents to write.
    /// - Throws: to cancel the export.
    func prepareForExport(storage: [String: Any]) throws -> [String: Any]
}

/// An import strategy that maps each value by its key path and type: override the `importValue` functions you need.
///
/// The key path has one key per dictionary level (`["window", "frame"]`); the elements of an array share the
/// array's key path. Values arrive as Swift types: an integer as `Int`, a real number as `Double`, a boolean as
/// `Bool`.
///
/// ```swift
/// struct Base64Data: PrefsStorageMappingImportStrategy {
///     var typeEraseAmbiguousFloatingPoint = false
///     func importValue(forKeyPath keyPath: [String], value: String) throws -> any PrefsStorageValue {
///         keyPath == ["window", "thumbnail"] ? Data(base64Encoded: value) ?? Data() : value
///     }
/// }
/// try storage.load(from: json, format: .json(strategy: Base64Data()), by: .updating)
/// ```
public protocol PrefsStorageMappingImportStrategy: PrefsStorageImportStrategy {
    /// With PrefsKit, whether a real number whose width is unknown stays an `NSNumber`; Prefs always knows it is a
    /// `Double`, so this only affects ``convert(_:typeEraseFloatingPoint:)``.
    var typeEraseAmbiguousFloatingPoint: Bool { get set }
    func importValue(forKeyPath keyPath: [String], value: Int) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: String) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: Bool) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: Double) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: Float) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: NSNumber) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: Data) throws -> any PrefsStorageValue
    func importValue(forKeyPath keyPath: [String], value: Date) throws -> any PrefsStorageValue
}

extension PrefsStorageMappingImportStrategy {
    public func importValue(forKeyPath keyPath: [String], value: Int) throws -> any PrefsStorageValue { value }
    public func importValue(forKeyPath keyPath: [String], value: String) throws -> any PrefsStorageValue { value }
    public func importValue(forKeyPath keyPath: [String], value: Bool) throws -> any PrefsStorageValue { value }
    public func importValue(forKeyPath keyPath: [String], value: Double) throws -> any PrefsStorageValue { value }
    public func importValue(forKeyPath keyPath: [String], value: Float) throws -> any PrefsStorageValue { value }
    public func importValue(forKeyPath keyPath: [String], value: NSNumber) throws -> any PrefsStorageValue {
        convert(value, typeEraseFloatingPoint: typeEraseAmbiguousFloatingPoint)
    }
    public func importValue(forKeyPath keyPath: [String], value: Data) throws -> any PrefsStorageValue { value }
    public func importValue(forKeyPath keyPath: [String], value: Date) throws -> any PrefsStorageValue { value }

    /// Maps every value of `storage` through the `importValue` function for its type.
    /// - Throws: what an `importValue` function throws.
    public func prepareForImport(storage: [String: Any]) throws -> [String: Any] {
        try PrefsStorageMapping.map(storage, keyPath: []) { keyPath, leaf in
            switch leaf {
            case .int(let value): try importValue(forKeyPath: keyPath, value: value)
            case .string(let value): try importValue(forKeyPath: keyPath, value: value)
            case .bool(let value): try importValue(forKeyPath: keyPath, value: value)
            case .double(let value): try importValue(forKeyPath: keyPath, value: value)
            case .float(let value): try importValue(forKeyPath: keyPath, value: value)
            case .number(let value): try importValue(forKeyPath: keyPath, value: value)
            case .data(let value): try importValue(forKeyPath: keyPath, value: value)
            case .date(let value): try importValue(forKeyPath: keyPath, value: value)
            }
        }
    }
}

extension PrefsStorageImportStrategy {
    /// `number` as the Swift type it holds: `Bool`, `Int`, or `Double` (also for a `Float`).
    ///
    /// ```swift
    /// convert(NSNumber(value: 2.5), typeEraseFloatingPoint: false)  // 2.5 as Double
    /// ```
    public func convert(_ number: NSNumber, typeEraseFloatingPoint: Bool) -> any PrefsStorageValue {
        switch PrefsValue(propertyListObject: number) {
        case .bool(let flag): flag
        case .double(let real): real
        default: number.intValue
        }
    }
}

/// An export strategy that maps each value by its key path and type; a conformer writes all eight functions.
///
/// ```swift
/// struct DatesAsText: PrefsStorageMappingExportStrategy {
///     func exportValue(forKeyPath keyPath: [String], value: Date) throws -> Any { value.ISO8601Format() }
///     func exportValue(forKeyPath keyPath: [String], value: Int) throws -> Any { value }
///     // … String, Bool, Double, Float, NSNumber and Data likewise
/// }
/// ```
public protocol PrefsStorageMappingExportStrategy: PrefsStorageExportStrategy {
    func exportValue(forKeyPath keyPath: [String], value: Int) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: String) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: Bool) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: Double) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: Float) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: NSNumber) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: Data) throws -> Any
    func exportValue(forKeyPath keyPath: [String], value: Date) throws -> Any
}

extension PrefsStorageMappingExportStrategy {
    /// Maps every value of `storage` through the `exportValue` function for its type.
    /// - Throws: what an `exportValue` function throws.
    public func prepareForExport(storage: [String: Any]) throws -> [String: Any] {
        try PrefsStorageMapping.map(storage, keyPath: []) { keyPath, leaf in
            switch leaf {
            case .int(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .string(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .bool(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .double(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .float(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .number(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .data(let value): try exportValue(forKeyPath: keyPath, value: value)
            case .date(let value): try exportValue(forKeyPath: keyPath, value: value)
            }
        }
    }
}

/// Walks plain Swift contents, calling a function for each leaf with its key path.
enum PrefsStorageMapping {
    enum Leaf {
        case int(Int)
        case string(String)
        case bool(Bool)
        case double(Double)
        case float(Float)
        case number(NSNumber)
        case data(Data)
        case date(Date)

        /// The leaf `item` is, by its exact type; `nil` for containers and unknown objects.
        init?(_ item: Any) {
            switch ObjectIdentifier(type(of: item)) {
            case ObjectIdentifier(Int.self): self = .int(item as! Int)
            case ObjectIdentifier(String.self): self = .string(item as! String)
            case ObjectIdentifier(Bool.self): self = .bool(item as! Bool)
            case ObjectIdentifier(Double.self): self = .double(item as! Double)
            case ObjectIdentifier(Float.self): self = .float(item as! Float)
            case ObjectIdentifier(Data.self): self = .data(item as! Data)
            case ObjectIdentifier(Date.self): self = .date(item as! Date)
            default:
                switch item {
                case let number as NSNumber: self = .number(number)
                case let text as String: self = .string(text)
                case let data as Data: self = .data(data)
                case let date as Date: self = .date(date)
                default: return nil
                }
            }
        }
    }

    static func map(
        _ dictionary: [String: Any], keyPath: [String], _ transform: ([String], Leaf) throws -> Any
    ) throws -> [String: Any] {
        var mapped: [String: Any] = [:]
        for (key, item) in dictionary {
            mapped[key] = try map(item, keyPath: keyPath + [key], transform)
        }
        return mapped
    }

    private static func map(_ item: Any, keyPath: [String], _ transform: ([String], Leaf) throws -> Any) throws -> Any {
        if let leaf = Leaf(item) { return try transform(keyPath, leaf) }
        if let array = item as? [Any] { return try array.map { try map($0, keyPath: keyPath, transform) } }
        if let dictionary = item as? [String: Any] { return try map(dictionary, keyPath: keyPath, transform) }
        return item
    }
}

// MARK: - Built-in strategies

/// Imports contents as they are.
public struct PrefsStoragePassthroughImportStrategy: PrefsStorageImportStrategy {
    public init() {}
    public func prepareForImport(storage: [String: Any]) throws -> [String: Any] { storage }
}

/// The default strategy of `.plist()` imports: contents as they are.
public typealias PListPrefsStorageImportStrategy = PrefsStoragePassthroughImportStrategy

/// Imports numbers as the Swift type they hold; otherwise contents as they are.
public struct PrefsStorageTypedImportStrategy: PrefsStorageMappingImportStrategy {
    public var typeEraseAmbiguousFloatingPoint: Bool

    public init(typeEraseAmbiguousFloatingPoint: Bool = false) {
        self.typeEraseAmbiguousFloatingPoint = typeEraseAmbiguousFloatingPoint
    }
}

extension PrefsStorageImportStrategy where Self == PrefsStoragePassthroughImportStrategy {
    /// Contents as they are: `.json(strategy: .passthrough)`.
    public static var passthrough: PrefsStoragePassthroughImportStrategy { PrefsStoragePassthroughImportStrategy() }
    /// Contents as they are: the default of `.plist()`.
    public static var plist: PrefsStoragePassthroughImportStrategy { PrefsStoragePassthroughImportStrategy() }
}

extension PrefsStorageImportStrategy where Self == PrefsStorageTypedImportStrategy {
    /// Numbers as the Swift type they hold: `.json(strategy: .typed())`.
    public static func typed(typeEraseAmbiguousFloatingPoint: Bool = false) -> PrefsStorageTypedImportStrategy {
        PrefsStorageTypedImportStrategy(typeEraseAmbiguousFloatingPoint: typeEraseAmbiguousFloatingPoint)
    }
}

/// Exports contents as they are.
public struct PrefsStoragePassthroughExportStrategy: PrefsStorageExportStrategy {
    public init() {}
    public func prepareForExport(storage: [String: Any]) throws -> [String: Any] { storage }
}

/// The default strategy of `.plist()` exports: contents as they are.
public struct PListPrefsStorageExportStrategy: PrefsStorageExportStrategy {
    public init() {}
    public func prepareForExport(storage: [String: Any]) throws -> [String: Any] { storage }
}

extension PrefsStorageExportStrategy where Self == PrefsStoragePassthroughExportStrategy {
    /// Contents as they are: `.json(strategy: .passthrough)`.
    public static var passthrough: PrefsStoragePassthroughExportStrategy { PrefsStoragePassthroughExportStrategy() }
}

extension PrefsStorageExportStrategy where Self == PListPrefsStorageExportStrategy {
    /// Contents as they are: the default of `.plist()`.
    public static var plist: PListPrefsStorageExportStrategy { PListPrefsStorageExportStrategy() }
}
