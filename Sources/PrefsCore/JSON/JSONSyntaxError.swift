/// Why a JSON text could not be read, and where: a 1-based line and column (in bytes) and a 0-based byte offset.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    let message: String
    let line: Int
    let column: Int
    let offset: Int

    package var description: String { "line \(line), column \(column) (byte \(offset)): \(message)" }
}
