import Foundation
import Prefs

// PrefsKit's constructors of the Codable and RawRepresentable codings, and JSON after another coding.

extension RawRepresentable where RawValue: PrefsStorageValue {
    /// The coding that stores this type as its raw value, as `@RawRepresentablePref` does.
    ///
    /// ```swift
    /// @Pref(coding: Fruit.rawRepresentablePrefsCoding) var fruit: Fruit?   // same as @RawRepresentablePref
    /// ```
    public static var rawRepresentablePrefsCoding: RawRepresentablePrefsCoding<Self> { RawRepresentablePrefsCoding() }
}

extension Encodable where Self: Decodable {
    /// The coding that stores this type as JSON `Data`, as `@JSONDataCodablePref` does.
    ///
    /// ```swift
    /// @Pref(coding: Device.jsonDataPrefsCoding) var device: Device?   // same as @JSONDataCodablePref
    /// ```
    public static var jsonDataPrefsCoding: JSONDataCodablePrefsCoding<Self> { JSONDataCodablePrefsCoding() }

    /// The coding that stores this type as a JSON string, as `@JSONStringCodablePref` does.
    ///
    /// ```swift
    /// @Pref(coding: UUID.jsonStringPrefsCoding) var deviceID: UUID?   // same as @JSONStringCodablePref
    /// ```
    public static var jsonStringPrefsCoding: JSONStringCodablePrefsCoding<Self> { JSONStringCodablePrefsCoding() }
}

extension PrefsCodable where StorageValue: Codable {
    /// This coding followed by JSON `Data`: what it produces is stored as a JSON document.
    ///
    /// ```swift
    /// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding.jsonDataPrefsCoding) var basket: [Fruit] = []
    /// ```
    public var jsonDataPrefsCoding: PrefsCodingTuple<Self, JSONDataCodablePrefsCoding<StorageValue>> {
        PrefsCodingTuple(self, JSONDataCodablePrefsCoding())
    }

    /// This coding followed by a JSON string: what it produces is stored as JSON text.
    ///
    /// ```swift
    /// @Pref(coding: [Fruit].rawRepresentableArrayPrefsCoding.jsonStringPrefsCoding) var basket: [Fruit] = []
    /// ```
    public var jsonStringPrefsCoding: PrefsCodingTuple<Self, JSONStringCodablePrefsCoding<StorageValue>> {
        PrefsCodingTuple(self, JSONStringCodablePrefsCoding())
    }
}
