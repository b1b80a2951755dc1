// The compiler plugin's entry point: the protocol loop. The table of macros is `providedMacro(named:)`.
//
// The plugin speaks the compiler's plugin protocol itself (Protocol/) and reads declarations with its own reader
// (Reader/): it imports nothing from the toolchain, so it builds like any small executable and depends on nothing a
// toolchain may move. Docs/Architecture.md explains the protocol, the reader and why.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct PrefsMacrosPlugin {
    static func main() {
        do {
            let connection = try MessageConnection()
            var hostVersion = 0
            let cache = DeclarationCache()
            while let message = try connection.receive() {
                let reply = PluginMessages.reply(
                    to: message, hostVersion: &hostVersion, macros: providedMacro(named:), cache: cache)
                try connection.send(reply.serialized)
            }
        } catch {
            // The connection itself failed (the compiler went away mid-message): nothing can be answered.
            let line = Array("PrefsMacros: \(error)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
    }
}
