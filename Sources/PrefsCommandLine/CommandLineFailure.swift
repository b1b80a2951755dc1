import PrefsMigrations
import PrefsSearch

/// Why a command stopped: a usage error (exit status 2) or a failure (exit status 1), with the one line printed
/// after `error: `.
struct CommandLineFailure: Error, Equatable {
    enum Kind: Equatable {
        /// The command line itself is wrong: an unknown command or option, a missing argument.
        case usage
        /// The command was understood but could not be done: an unknown key, an invalid value, an unreadable file.
        case failure
    }

    let kind: Kind
    let message: String

    static func usage(_ message: String) -> CommandLineFailure { CommandLineFailure(kind: .usage, message: message) }

    static func failure(_ message: String) -> CommandLineFailure {
        CommandLineFailure(kind: .failure, message: message)
    }

    var exitStatus: Int32 { kind == .usage ? 2 : 1 }
}

extension CommandLineFailure {
    /// A library error as a person at a terminal should read it: its own text (``PrefsError`` formats every error),
    /// with a suggestion added to an unknown key and advice that suits a terminal to a file error.
    ///
    /// - Parameter keys: every key of the schema with its property name, to suggest the nearest one when `error` is
    ///   an unknown key.
    init(_ error: any Error, keys: [CommandLineKey]) {
        switch error {
        case let failure as CommandLineFailure:
            self = failure
        case let error as PrefTextError:
            self = .failure(error.description)
        case PrefsError.unknownKey(let key):
            var message = PrefsError.unknownKey(key).description
            if let suggestion = Self.nearest(to: key, in: keys) {
                message += "; did you mean '\(suggestion.key)'"
                if suggestion.name.caseInsensitiveCompare(key) == .orderedSame, suggestion.name != suggestion.key {
                    message += " (the key of the property '\(suggestion.name)')"
                }
                message += "?"
            }
            self = .failure(message)
        case PrefsError.file(let error):
            self = .failure(Self.describe(error))
        case let error as PrefsFileError:
            self = .failure(Self.describe(error))
        default:
            self = .failure("\(error)")
        }
    }

    /// A file error with advice that suits a command line: the file was left as it is; fix or remove it.
    static func describe(_ error: PrefsFileError) -> String {
        var text = error.summary
        if let movedTo = error.movedTo {
            text += "; it was moved to \(movedTo.path)"
        } else if error.keptInPlace {
            text += "; the file was left as it is: fix or remove it, then try again"
        }
        return text
    }

    /// The key `typed` most likely meant, ignoring case: the key of the property named so (`size` for the key
    /// `historySize`); else the nearest key at most two edits away; else a key that `typed` begins (`historySiz`,
    /// at least three characters, the shortest such key); else a key that ends with `.typed`.
    static func nearest(to typed: String, in keys: [CommandLineKey]) -> CommandLineKey? {
        let lowered = typed.lowercased()
        if let named = keys.first(where: { $0.name.lowercased() == lowered }) { return named }
        let typedBytes = Array(lowered.utf8)
        var best: (key: CommandLineKey, edits: Int)?
        for candidate in keys {
            let text = Array(candidate.key.lowercased().utf8)
            let match = typedBytes.withUnsafeBufferPointer { typed in
                text.withUnsafeBufferPointer { EditDistance.prefixDistance(typed, $0, limit: 2) }
            }
            guard let match, match.wholeText, match.edits < best?.edits ?? .max else { continue }
            best = (candidate, match.edits)
        }
        if let best { return best.key }
        if typed.count >= 3,
            let prefixed = keys.filter({ $0.key.lowercased().hasPrefix(lowered) }).min(by: {
                $0.key.count < $1.key.count
            })
        {
            return prefixed
        }
        return keys.first { $0.key.lowercased().hasSuffix("." + lowered) }
    }
}

/// A key of the schema and the name of its property, for suggestions.
struct CommandLineKey: Sendable {
    let key: String
    let name: String
}
