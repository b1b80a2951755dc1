public import Foundation

/// Stores `Data` as a base64 string.
///
/// Use it when the stored form must be text in every storage: a property list otherwise keeps `Data` as `<data>`.
/// (A JSON file keeps plain `Data` as base64 already.) The options are Foundation's: encoding options can split the
/// text into lines; decoding options can skip characters that are not base64, such as those line breaks. A string
/// that is not valid base64 decodes as a failure (default and a ``PrefsIssue``).
///
/// ```swift
/// @Pref(coding: .base64DataString()) var avatar: Data?   // Data([1, 2, 3]) is stored as "AQID"
/// ```
public struct Base64StringDataPrefsCoding: PrefsCodable {
    /// How the text is written (line length and line endings); empty for one unbroken line.
    ///
    /// ```swift
    /// Base64StringDataPrefsCoding(encodingOptions: .lineLength64Characters).encodingOptions
    /// ```
    public let encodingOptions: Data.Base64EncodingOptions
    /// How the text is read; `.ignoreUnknownCharacters` skips line breaks and other non-base64 characters.
    ///
    /// ```swift
    /// Base64StringDataPrefsCoding(decodingOptions: .ignoreUnknownCharacters).decodingOptions
    /// ```
    public let decodingOptions: Data.Base64DecodingOptions

    /// Creates the coding with Foundation's base64 options.
    ///
    /// ```swift
    /// let coding = Base64StringDataPrefsCoding(
    ///     encodingOptions: .lineLength76Characters, decodingOptions: .ignoreUnknownCharacters)
    /// ```
    public init(
        encodingOptions: Data.Base64EncodingOptions = [],
        decodingOptions: Data.Base64DecodingOptions = []
    ) {
        self.encodingOptions = encodingOptions
        self.decodingOptions = decodingOptions
    }

    /// The data as base64 text.
    ///
    /// ```swift
    /// Base64StringDataPrefsCoding().encode(prefsValue: Data([1, 2, 3]))  // "AQID"
    /// ```
    public func encode(prefsValue: Data) -> String? { prefsValue.base64EncodedString(options: encodingOptions) }

    /// The data the base64 text holds, or `nil` when the text is not base64.
    ///
    /// ```swift
    /// Base64StringDataPrefsCoding().decode(prefsValue: "AQID")  // 3 bytes
    /// ```
    public func decode(prefsValue: String) -> Data? { Data(base64Encoded: prefsValue, options: decodingOptions) }
}

extension PrefsCodable where Self == Base64StringDataPrefsCoding {
    /// Stores `Data` as base64 text: `@Pref(coding: .base64DataString()) var avatar: Data?`.
    ///
    /// ```swift
    /// @Pref(coding: .base64DataString(decodingOptions: .ignoreUnknownCharacters)) var key: Data?
    /// ```
    public static func base64DataString(
        encodingOptions: Data.Base64EncodingOptions = [],
        decodingOptions: Data.Base64DecodingOptions = []
    ) -> Base64StringDataPrefsCoding {
        Base64StringDataPrefsCoding(encodingOptions: encodingOptions, decodingOptions: decodingOptions)
    }
}

extension PrefsCodable where StorageValue == Data {
    /// This coding followed by base64: the `Data` it produces is stored as text.
    ///
    /// ```swift
    /// @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var frame: Frame?
    /// ```
    public func base64DataString(
        encodingOptions: Data.Base64EncodingOptions = [],
        decodingOptions: Data.Base64DecodingOptions = []
    ) -> PrefsCodingTuple<Self, Base64StringDataPrefsCoding> {
        PrefsCodingTuple(
            self, Base64StringDataPrefsCoding(encodingOptions: encodingOptions, decodingOptions: decodingOptions))
    }
}
