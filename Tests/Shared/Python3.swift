import Foundation

// One file, linked into each test target that runs Python (Tests/Shared/Python3.swift).

/// The interpreter `python3` names on `PATH`, found once per test run. Where `python3` is a version manager's shim
/// (pyenv's is a shell script that starts a dozen more), every run through the shim costs about 0.15 s before Python
/// starts, and the tests run Python some 90 times; through the interpreter itself a run starts in 0.02 s. A virtual
/// environment's `python3` stays itself (its `sys.executable`), so its packages are found as before. Where Python is
/// missing this is plain `python3`, and running it fails as it did.
let python3: String = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
    let output = Pipe()
    probe.standardOutput = output
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return "python3" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    probe.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return probe.terminationStatus == 0 && path.hasPrefix("/") ? path : "python3"
}()
