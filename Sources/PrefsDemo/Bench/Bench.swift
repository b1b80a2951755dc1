import Foundation

/// The `bench` command: the performance table of SPEC section 10 (see Docs/Performance.md).
///
/// Being built under issue 8; until then it says so and fails.
enum Bench {
    /// Runs the benchmark with the arguments that follow `bench` and returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        FileHandle.standardError.write(Data("error: bench is not built yet\n".utf8))
        return 1
    }
}
