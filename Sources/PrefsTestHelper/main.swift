import Foundation

// The child processes of the storage, conformance, migration and app-tool tests (Tests/PrefsDemoTests): no part of the demo, no product.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case StressWriter.command: exit(StressWriter.run(Array(arguments.dropFirst())))
case MigrationCrashHelper.command: exit(MigrationCrashHelper.run(Array(arguments.dropFirst())))
case ConformanceHelper.command: exit(ConformanceHelper.run(Array(arguments.dropFirst())))
case AppToolHelper.command: exit(AppToolHelper.run(Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(
        Data(
            ("usage: PrefsTestHelper \(StressWriter.command) | \(MigrationCrashHelper.command) | "
                + "\(ConformanceHelper.command) | \(AppToolHelper.command) ...\n").utf8))
    exit(2)
}
