import Foundation
import PrefsCommandLine

// Hidden helpers for the storage, conformance and migration tests; see StressWriter.swift, ConformanceHelper.swift
// and MigrationCrashHelper.swift.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == StressWriter.command {
    exit(StressWriter.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == ConformanceHelper.command {
    exit(ConformanceHelper.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == MigrationCrashHelper.command {
    exit(MigrationCrashHelper.run(Array(CommandLine.arguments.dropFirst(2))))
}

let tool = PrefsCommandLine(
    toolName: "PrefsDemo",
    defaultFile: .userConfig(directory: "prefs-demo", name: "prefs.json"),
    fileEnvironmentVariable: "PREFS_DEMO_FILE",
    environmentPrefix: "PREFS_DEMO_",
    extraCommands: [
        PrefsCommandLineCommand(
            name: "bench", arguments: "[--json]", summary: "Print the performance table (build with -c release).",
            run: { Bench.run(arguments: $0) })
    ]
) { storage in
    DemoPrefs(storage: storage)
}
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
