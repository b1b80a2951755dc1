import Foundation
import PrefsCommandLine
import PrefsKitCompatibility

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The preference files the file rows open and write, and the durable write they are compared with.
enum BenchFixture {
    /// A failure to set up a benchmark file.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// `count` preferences such as a large application keeps: integers, doubles, strings, booleans and small
    /// arrays, under dotted keys (`section12.item1234`).
    static func values(count: Int) -> [String: PrefsValue] {
        var values: [String: PrefsValue] = [:]
        values.reserveCapacity(count)
        for index in 0..<count {
            values[key(index)] =
                switch index % 5 {
                case 0: .int(index * 37)
                case 1: .double(Double(index) / 7)
                case 2: .string("Value number \(index)")
                case 3: .bool(index % 2 == 0)
                default: .array([.string("item \(index)"), .int(index)])
                }
        }
        return values
    }

    /// The key of preference `index` of ``values(count:)``.
    static func key(_ index: Int) -> String { "section\(index / 100).item\(index)" }

    /// Writes `values` to `file` through `storage` (so the file is in the library's own format) and returns its
    /// bytes.
    static func create(_ storage: FilePrefsStorage, values: [String: PrefsValue]) throws -> Data {
        try storage.modify { transaction in
            for (key, value) in values { transaction[key] = value }
        }
        return try Data(contentsOf: storage.file)
    }

    /// A new file at `url` holding `bytes`.
    static func copy(_ bytes: Data, to url: URL) throws -> URL {
        try bytes.write(to: url)
        return url
    }

    /// `Data.write(to:options: .atomic)` followed by an `fsync` of the directory: the durability of a file storage's
    /// write. On Linux, Foundation's atomic write already `fsync`s the temporary file before renaming it over the
    /// target (seen with `strace`), but does not `fsync` the directory, which makes the rename itself durable.
    static func writeDurably(_ bytes: Data, to url: URL) throws {
        try bytes.write(to: url, options: .atomic)
        let directory = url.deletingLastPathComponent().path
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SetupError(description: "cannot open \(directory): errno \(errno)") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw SetupError(description: "fsync \(directory): errno \(errno)") }
    }
}

/// The benchmark's two preference files, made when a case first needs them.
final class BenchFiles {
    let values: [String: PrefsValue]
    /// "10,000-key", for the rows' descriptions.
    let size: String
    private let directory: URL
    private var jsonBytes: Data?
    private var plistBytes: Data?

    init(_ configuration: BenchConfiguration) {
        values = BenchFixture.values(count: configuration.fileKeyCount)
        size = "\(configuration.fileKeyCount.formatted())-key"
        directory = configuration.directory
    }

    /// The bytes of a JSON file holding ``values``, as `JSONFilePrefsStorage` writes it.
    func json() throws -> Data {
        if let jsonBytes { return jsonBytes }
        let bytes = try BenchFixture.create(
            JSONFilePrefsStorage(file: directory.appendingPathComponent("fixture.json")), values: values)
        jsonBytes = bytes
        return bytes
    }

    /// The bytes of an XML property list holding ``values``, as `PListFilePrefsStorage` writes it.
    func plist() throws -> Data {
        if let plistBytes { return plistBytes }
        let bytes = try BenchFixture.create(
            PListFilePrefsStorage(file: directory.appendingPathComponent("fixture.plist"), format: .xml),
            values: values)
        plistBytes = bytes
        return bytes
    }
}
