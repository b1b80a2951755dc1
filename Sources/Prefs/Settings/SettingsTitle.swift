/// Titles derived from property names.
public enum SettingsTitle {
    /// A title for a property name: words split at case changes, underscores and dots, each capitalised, acronyms
    /// kept (`fontSize` → "Font Size", `httpProxyURL` → "HTTP Proxy URL", `max_items` → "Max Items").
    public static func derive(fromPropertyName name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "." || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let last = current.last, character.isUppercase {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            } else if let last = current.last, character.isNumber != last.isNumber, !last.isUppercase {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            let lowercaseWords: Set<String> = ["http", "https", "url", "id", "ui", "api", "html", "json", "ssh", "dns"]
            if word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word }
            if lowercaseWords.contains(word.lowercased()) && word == word.lowercased() && words.count > 1 {
                return word.uppercased()
            }
            return word.prefix(1).uppercased() + word.dropFirst()
        }
        .joined(separator: " ")
    }
}
