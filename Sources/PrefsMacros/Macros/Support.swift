/// The codings implied by the macros that name one, as `_PrefsRuntime` aliases.
let impliedCodings: [String: String] = [
    "RawRepresentablePref": "RawRepresentableCoding",
    "JSONDataCodablePref": "JSONDataCoding",
    "JSONStringCodablePref": "JSONStringCoding",
]

/// The names of the attributes that declare a preference.
let preferenceAttributeNames: Set<String> = Set(["Pref", "RawPref"] + impliedCodings.keys)

extension Declaration {
    /// Access modifiers (`public`, `package`, …) to copy onto generated declarations, without setter-only forms.
    var accessModifiers: String {
        let access: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        return modifiers.filter { access.contains($0.name) && $0.detail == nil }
            .map { $0.name == "open" ? "public " : "\($0.name) " }
            .joined()
    }

    /// The declaration's `///` doc comment: its first paragraph (joined into one line) as the summary, the others
    /// (each joined into one line, separated by blank lines) as the description.
    var documentation: (summary: String, description: String?)? {
        var paragraphs: [[String]] = [[]]
        for line in node.leadingTrivia.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("///"), !trimmed.hasPrefix("////") else { continue }
            let text = trimmedHorizontalSpace(trimmed.dropFirst(3))
            if text.isEmpty {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(text)
            }
        }
        let joined = paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
        guard let summary = joined.first else { return nil }
        let rest = joined.dropFirst()
        return (summary, rest.isEmpty ? nil : rest.joined(separator: "\n\n"))
    }
}

/// `text` without spaces and tabs (and other horizontal white space) at either end.
func trimmedHorizontalSpace(_ text: Substring) -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
    return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
}

extension Node {
    /// The wrapped type when this type is `T?` or `Optional<T>`; `nil` otherwise.
    var optionalWrapped: String? {
        let text = self.text
        if text.hasSuffix("?"), lastToken.kind == .operator || lastToken.kind == .punctuation, isPostfixType {
            return String(text.dropLast()).trimmingTrailingTrivia()
        }
        if text.hasPrefix("Optional<"), text.hasSuffix(">"), let inner = Self.singleGenericArgument(text) {
            return inner
        }
        return nil
    }

    /// The argument of `Name<Argument>` when there is exactly one, trimmed; `nil` otherwise.
    private static func singleGenericArgument(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "<") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var depth = 0
        for character in inner {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0: return nil
            default: break
            }
            if depth < 0 { return nil }
        }
        let trimmed = trimmedHorizontalSpace(inner).trimmingTrailingTrivia()
        return depth == 0 && !trimmed.isEmpty ? trimmed : nil
    }

    /// Whether a `?` at the end applies to the whole type (not to a function's result, a composition's last part, or
    /// the constraint of `some`/`any`).
    private var isPostfixType: Bool {
        var position = first
        if ["some", "any", "inout", "borrowing", "consuming", "repeat", "each", "sending"].contains(source.text(first))
            || source.isPunctuation(first, "@")
        {
            return false
        }
        while position <= last {
            if source.isOpening(position) {
                position = source.matchingClose(of: position) + 1
                continue
            }
            let text = source.text(position)
            if source[position].kind == .operator && (text == "->" || text == "&") { return false }
            position += 1
        }
        return true
    }
}

extension String {
    /// The text without white space at its end.
    func trimmingTrailingTrivia() -> String {
        String(reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Every line indented by `width` spaces.
    func indented(by width: Int) -> String {
        let indent = String(repeating: " ", count: width)
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }
}

/// A Swift string literal for `text`.
func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for character in text.unicodeScalars {
        switch character {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        default: literal.unicodeScalars.append(character)
        }
    }
    return literal + "\""
}
