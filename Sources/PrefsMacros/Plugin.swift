// The compiler plugin's entry point, and the one file that uses the toolchain's `@_spi(PluginMessage)` API.
//
// `SwiftCompilerPlugin` (which provides `@main struct …: CompilerPlugin`) ships with swift-syntax but not inside the
// toolchain, so the plugin drives `CompilerPluginMessageListener` itself over a small stdio connection. That API is
// SPI, which swift-syntax does not keep stable: it changed in 6.1 (the listener became generic over a message
// handler) and in 6.2 (`main()` throws). Every use of it is in this file, so a toolchain that changes it again needs
// changes here only; Docs/Architecture.md ("On Apple platforms") says which toolchains are known to work and what
// to change.

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

import class Foundation.JSONDecoder
import class Foundation.JSONEncoder

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every macro this plugin provides, by the type name used in `#externalMacro(module:type:)`.
/// (Never mutated; metatypes of the macro enums are not declared `Sendable` by SwiftSyntax.)
nonisolated(unsafe) let providedMacros: [String: any Macro.Type] = [
    "PrefsSchemaMacro": PrefsSchemaMacro.self,
    "PrefMacro": PrefMacro.self,
    "RawRepresentablePrefMacro": PrefMacro.self,
    "JSONDataCodablePrefMacro": PrefMacro.self,
    "JSONStringCodablePrefMacro": PrefMacro.self,
    "RawPrefMacro": PrefMacro.self,
    "SettingMacro": SettingMacro.self,
    "SettingsGroupMacro": SettingsGroupMacro.self,
    "OnPrefChangeMacro": OnPrefChangeMacro.self,
]

@main
struct PrefsMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: MacroProvider())
        try listener.main()
    }
}

/// Resolves macro type names to implementations.
struct MacroProvider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        let typeName: String
        var description: String { "PrefsMacros provides no macro named '\(typeName)'" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = providedMacros[typeName] else { throw UnknownMacro(typeName: typeName) }
        return macro
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw UnknownMacro(typeName: moduleName)
    }

    var features: [PluginFeature] { [.loadPluginLibrary] }
}

/// The compiler's messages as JSON over the stdio connection.
extension StandardIOMessageConnection: MessageConnection {
    func sendMessage<TX: Encodable>(_ message: TX) throws {
        try send(JSONEncoder().encode(message))
    }

    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
        guard let payload = try receive() else { return nil }
        return try JSONDecoder().decode(RX.self, from: payload)
    }
}
