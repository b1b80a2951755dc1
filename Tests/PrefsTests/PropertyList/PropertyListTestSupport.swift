import Foundation
import Prefs
import Testing

@testable import PrefsCore

/// An XML property list holding `body` inside `<plist>`, with the usual header.
func plistXML(_ body: String) -> [UInt8] {
    Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """.utf8)
}

/// The value of an XML property list.
func readXML(_ body: String) throws -> PropertyListValue {
    try PropertyListXMLReader.read(plistXML(body))
}

/// The error reading `bytes` throws, or `nil`.
func readError(_ bytes: [UInt8]) -> PropertyListError? {
    do {
        _ = try PropertyListFormat.read(bytes)
        return nil
    } catch {
        return error
    }
}

/// The message of the error reading `bytes` throws (either format), or "no error".
func readFailure(_ bytes: [UInt8]) -> String {
    switch readError(bytes) {
    case .malformedXML(let message, _, _, _), .malformedBinary(let message, _): message
    case let error?: "\(error)"
    case nil: "no error"
    }
}

/// A dictionary value of `members`, in order.
func dictionary(_ members: KeyValuePairs<String, PropertyListValue>) -> PropertyListValue {
    .dictionary(PropertyListDictionary(members.map { ($0.key, $0.value) }))
}

/// A seeded generator (SplitMix64), so that random documents are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Whether `python3` with `plistlib` can be run; the tests that need it are skipped (and reported as skipped)
/// without it.
enum Python {
    static let isAvailable: Bool = (try? runPython("import plistlib")) != nil
}

/// A binary property list assembled from raw objects (object 0 is the top), with the given reference size; for
/// hand-made hostile files.
func binaryPlist(
    _ objects: [[UInt8]], referenceSize: UInt8 = 1, top: UInt64 = 0, objectCount: UInt64? = nil,
    offsets: [UInt64]? = nil, offsetSize: UInt8 = 1
) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var starts: [UInt64] = []
    for object in objects {
        starts.append(UInt64(bytes.count))
        bytes += object
    }
    let table = UInt64(bytes.count)
    for offset in offsets ?? starts {
        for shift in stride(from: Int(offsetSize - 1) * 8, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: offset >> UInt64(shift)))
        }
    }
    bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
    for value in [objectCount ?? UInt64(objects.count), top, table] {
        for shift in stride(from: 56, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }
    return bytes
}
