import Foundation

/// The first fenced block of `language` after the line containing `marker`.
func codeBlock(in text: String, after marker: String, language: String) -> String? {
    guard let start = text.range(of: marker) else { return nil }
    let rest = text[start.upperBound...]
    guard let open = rest.range(of: "```\(language)\n") else { return nil }
    guard let close = rest[open.upperBound...].range(of: "```") else { return nil }
    return String(rest[open.upperBound..<close.lowerBound])
}
