import Dispatch
import Foundation
import PrefsMigrations
import PrefsSearch
import Synchronization

extension PrefsCommandLine {
    /// `watch [KEY...]`: prints each change to the preferences as it happens, like `gsettings monitor`, until
    /// SIGINT or SIGTERM.
    func watch(_ context: inout CommandContext) throws(CommandLineFailure) {
        let keys = context.arguments.positionals
        for key in keys { _ = try typeDescriptor(for: key) }
        let (file, schema) = try openSchema(&context, watching: .notifications)
        for warning in context.warnings { context.io.writeError("warning: \(warning)\n") }
        context.warnings = []
        let storage = schema.attachedStorage
        let slots = schema._$table.slots.filter { keys.isEmpty || keys.contains($0.key) }
        let printer = WatchPrinter(
            io: context.io, json: context.arguments.has("json"), showSecrets: context.arguments.has("show-secrets"))
        let observation = storage.observe { changes in
            for change in changes {
                for slot in slots where slot.key == change.key || slot.readKey(in: storage) == change.key {
                    printer.print(change, of: slot, source: storage.source(forKey: change.key))
                }
            }
        }
        context.io.writeError("Watching \(file.path) for changes; press Ctrl-C to stop.\n")
        Self.waitForInterrupt()
        observation.cancel()
        withExtendedLifetime(schema) {}
    }

    /// Blocks until the process receives SIGINT or SIGTERM; their default action (ending the process) is suspended
    /// meanwhile and restored after.
    private static func waitForInterrupt() {
        let interrupted = DispatchSemaphore(value: 0)
        let signals = [SIGINT, SIGTERM]
        let sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { interrupted.signal() }
            source.resume()
            return source
        }
        interrupted.wait()
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
    }
}

/// Writes `watch`'s lines, one at a time, as changes arrive (from the watchers of several files at once).
private final class WatchPrinter: Sendable {
    private let io: PrefsCommandLineIO
    private let json: Bool
    private let showSecrets: Bool
    private let lock = Mutex(())

    init(io: PrefsCommandLineIO, json: Bool, showSecrets: Bool) {
        self.io = io
        self.json = json
        self.showSecrets = showSecrets
    }

    /// One line for `change` of the preference `slot`, its values in value form (a removed value reads as the
    /// default), secrets redacted unless asked.
    func print(_ change: PrefsValueChange, of slot: _PrefsRuntime.AnySlot, source: PrefsValueSource) {
        let old = slot.effectiveForm(ofStored: change.oldValue)
        let new = slot.effectiveForm(ofStored: change.newValue)
        let line: String
        if json {
            line = JSONWriter.text(
                of: .object([
                    JSONMember("key", .string(slot.key)),
                    JSONMember("old", CommandLinePrefRow.json(old, slot, showSecrets: showSecrets)),
                    JSONMember("new", CommandLinePrefRow.json(new, slot, showSecrets: showSecrets)),
                    JSONMember("source", .string(source.description)),
                ]), layout: .oneLine)
        } else {
            func shown(_ value: PrefsValue?) -> String {
                value == nil ? "(none)" : CommandLinePrefRow.text(value, slot, showSecrets: showSecrets)
            }
            var text = "\(slot.key)  \(shown(old)) → \(shown(new))"
            switch source {
            case .file, .storage, .declaredDefault: break
            default: text += "  (\(source))"
            }
            line = text
        }
        lock.withLock { _ in io.write(line + "\n") }
    }
}
