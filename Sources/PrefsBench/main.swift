import Foundation

// `swift run -c release PrefsBench [--json] [--quick] [--directory DIR] [--filter TEXT]` (Docs/Performance.md).
exit(Bench.run(arguments: Array(CommandLine.arguments.dropFirst())))
