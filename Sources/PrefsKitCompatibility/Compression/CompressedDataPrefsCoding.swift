public import Foundation

#if canImport(Darwin)
    /// The compression `CompressedDataPrefsCoding` uses: Foundation's `NSData.CompressionAlgorithm` on Apple platforms,
    /// as in PrefsKit, and an enum with the same four cases elsewhere.
    ///
    /// ```swift
    /// @Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?
    /// ```
    public typealias PrefsCompressionAlgorithm = NSData.CompressionAlgorithm
#else
    /// The compression `CompressedDataPrefsCoding` uses. On Apple platforms this is Foundation's
    /// `NSData.CompressionAlgorithm`, as in PrefsKit; where Foundation has no compression (Linux) it is this enum, with
    /// the same cases and raw values, and Prefs' own codecs behind it (see ``CompressedDataPrefsCoding``).
    ///
    /// ```swift
    /// @Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?
    /// ```
    public enum PrefsCompressionAlgorithm: Int, Sendable {
        /// Apple's LZFSE. Written here as LZVN blocks, as Apple's encoder writes small inputs (larger ones compress
        /// less than Apple's LZFSE blocks would); everything Apple's encoder writes reads here, LZFSE blocks
        /// included (not the older `bvx1` blocks, which it does not write).
        case lzfse = 0
        /// LZ4 in Apple's block frame (`bv41`), compressed and read here in full.
        case lz4 = 1
        /// LZMA: not available here; encoding and decoding fail, so a write is refused with a ``PrefsIssue``.
        case lzma = 2
        /// Raw DEFLATE (RFC 1951), as zlib writes with `-15` window bits: compressed and read here in full.
        case zlib = 3
    }
#endif

/// Stores `Data` compressed, and decompresses it when read: PrefsKit's `CompressedDataPrefsCoding`.
///
/// On Apple platforms it is Foundation's `NSData` compression, byte for byte what PrefsKit stores. On Linux, where
/// Foundation has none, Prefs' own codecs write streams that Apple's Compression reads: `.zlib` is raw DEFLATE (zlib's
/// and Apple's streams read back), `.lz4` is LZ4 in Apple's block frame (read in full), `.lzfse` is written as
/// LZVN blocks and reads everything Apple's encoder writes, and `.lzma` is not available (writes are
/// refused). A value that does not decompress reads as
/// unreadable: the default (or `nil`), with a ``PrefsIssue``.
///
/// Empty data is a case of its own, the same on every platform and for every algorithm (`.lzma` on Linux included):
/// it is stored as empty data, not as a stream, and empty stored bytes read as empty data. No codec is asked, so the
/// answer does not depend on what a platform's codec makes of nothing.
///
/// Compression costs time on every write and every uncached read; keep it for large values read rarely.
///
/// ```swift
/// @Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?            // Data([1, 2, 3]) → 5 bytes
/// @Pref(coding: JSONDataCodablePrefsCoding<Layout>().compressedData(algorithm: .lz4)) var layout: Layout?
/// ```
public struct CompressedDataPrefsCoding: PrefsCodable, Sendable {
    /// The compression the coding applies.
    ///
    /// ```swift
    /// CompressedDataPrefsCoding(algorithm: .zlib).algorithm  // .zlib
    /// ```
    public let algorithm: PrefsCompressionAlgorithm

    /// Creates the coding for one algorithm.
    ///
    /// ```swift
    /// let coding = CompressedDataPrefsCoding(algorithm: .lz4)
    /// ```
    public init(algorithm: PrefsCompressionAlgorithm) {
        self.algorithm = algorithm
    }

    /// The data compressed, or `nil` when the algorithm is not available on this platform; empty data stays empty.
    ///
    /// ```swift
    /// CompressedDataPrefsCoding(algorithm: .zlib).encode(prefsValue: Data([1, 2, 3]))  // 63 64 62 06 00
    /// CompressedDataPrefsCoding(algorithm: .zlib).encode(prefsValue: Data())           // empty
    /// ```
    public func encode(prefsValue: Data) -> Data? {
        guard !prefsValue.isEmpty else { return Data() }
        #if canImport(Darwin)
            return try? (prefsValue as NSData).compressed(using: algorithm) as Data
        #else
            let bytes = Array(prefsValue)
            return switch algorithm {
            case .zlib: Data(RawDeflate.compress(bytes))
            case .lz4: Data(AppleLZ4.compress(bytes))
            case .lzfse: Data(AppleLZFSE.compress(bytes))
            case .lzma: nil
            }
        #endif
    }

    /// The data decompressed, or `nil` when the stored bytes are not a stream of the algorithm (or, on Linux, one
    /// this platform cannot read). Empty stored bytes read as empty data, on every platform.
    ///
    /// ```swift
    /// CompressedDataPrefsCoding(algorithm: .zlib).decode(prefsValue: Data([0x63, 0x64, 0x62, 0x06, 0x00]))  // 1 2 3
    /// ```
    public func decode(prefsValue: Data) -> Data? {
        guard !prefsValue.isEmpty else { return Data() }
        #if canImport(Darwin)
            return try? (prefsValue as NSData).decompressed(using: algorithm) as Data
        #else
            let bytes = Array(prefsValue)
            let decoded: [UInt8]? =
                switch algorithm {
                case .zlib: RawDeflate.decompress(bytes)
                case .lz4: AppleLZ4.decompress(bytes)
                case .lzfse: AppleLZFSE.decompress(bytes)
                case .lzma: nil
                }
            return decoded.map { Data($0) }
        #endif
    }
}

extension PrefsCodable where Self == CompressedDataPrefsCoding {
    /// Stores `Data` compressed: `@Pref(coding: .compressedData(algorithm: .zlib)) var thumbnail: Data?`.
    ///
    /// ```swift
    /// @Pref(coding: .compressedData(algorithm: .lz4)) var cache: Data?
    /// ```
    public static func compressedData(algorithm: PrefsCompressionAlgorithm) -> CompressedDataPrefsCoding {
        CompressedDataPrefsCoding(algorithm: algorithm)
    }
}

extension PrefsCodable where StorageValue == Data {
    /// This coding followed by compression: the `Data` it produces is stored compressed.
    ///
    /// ```swift
    /// @Pref(coding: JSONDataCodablePrefsCoding<Layout>().compressedData(algorithm: .zlib)) var layout: Layout?
    /// ```
    public func compressedData(
        algorithm: PrefsCompressionAlgorithm
    ) -> PrefsCodingTuple<Self, CompressedDataPrefsCoding> {
        PrefsCodingTuple(self, CompressedDataPrefsCoding(algorithm: algorithm))
    }
}
