import Foundation
import PrefsCommandLine

let tool = PrefsCommandLine(
    toolName: "PrefsDemo",
    defaultFile: .userConfig(directory: "prefs-demo", name: "prefs.json"),
    fileEnvironmentVariable: "PREFS_DEMO_FILE",
    environmentPrefix: "PREFS_DEMO_"
) { storage in
    DemoPrefs(storage: storage)
}
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
