/// Derives human titles from property names and keys.
///
/// A preference without an explicit title is shown under a title derived from its property name: the name is split
/// into words at camel-case humps, underscores, dots and hyphens; each word is capitalised, and well-known acronyms
/// are written in capitals.
///
/// ```swift
/// SettingsTitle.derive(fromPropertyName: "fontSize")       // "Font Size"
/// SettingsTitle.derive(fromPropertyName: "httpProxyURL")   // "HTTP Proxy URL"
/// SettingsTitle.derive(fromPropertyName: "isHDREnabled")   // "Is HDR Enabled"
/// SettingsTitle.derive(fromPropertyName: "max_retry_count") // "Max Retry Count"
/// SettingsTitle.derive(fromPropertyName: "ui.fontSize")    // "UI Font Size"
/// ```
///
/// The result depends only on the name, so it is the same in every build and on every launch.
package enum SettingsTitle: Sendable {
    /// Lower-case words that are written in capitals, or with a fixed spelling, in a title.
    static let acronyms: [String: String] = {
        let capitals = [
            "api", "ascii", "cpu", "css", "dns", "dpi", "fps", "gpu", "hdr", "html", "http", "https", "id", "io", "ip",
            "json", "jwt", "lan", "mac", "mp3", "mtu", "nfc", "ok", "os", "pdf", "pin", "ram", "rgb", "sms", "sql",
            "ssh", "ssl",
            "tcp", "tls", "ttl", "tv", "udp", "ui", "uri", "url", "usb", "utc", "utf8", "uuid", "vpn", "wan", "xml",
        ]
        var table = Dictionary(uniqueKeysWithValues: capitals.map { ($0, $0.uppercased()) })
        table["ipv4"] = "IPv4"
        table["ipv6"] = "IPv6"
        table["ios"] = "iOS"
        table["macos"] = "macOS"
        table["wifi"] = "Wi-Fi"
        table["ids"] = "IDs"
        table["urls"] = "URLs"
        return table
    }()

    /// The title for a property name or key: words split at humps, `_`, `.`, `-` and spaces, each capitalised.
    ///
    /// Runs of capitals stay together as an acronym (`isHDREnabled` → "Is HDR Enabled"), and lower-case words that
    /// are well-known acronyms are capitalised (`httpProxyURL` → "HTTP Proxy URL"). Digits stay with the word they
    /// follow (`h264Decoding` → "H264 Decoding"). A name with no letters or digits gives an empty title.
    ///
    /// ```swift
    /// SettingsTitle.derive(fromPropertyName: "launchesCount") // "Launches Count"
    /// ```
    package static func derive(fromPropertyName name: String) -> String {
        words(in: name).map(titleCase).joined(separator: " ")
    }

    /// Splits an identifier into its words: `httpProxyURL` → `["http", "Proxy", "URL"]`.
    package static func words(in name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current.removeAll()
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if previous.isLowercase || previous.isNumber || endsAcronym {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// One word as it appears in a title: an acronym in capitals, anything else with its first letter capitalised.
    static func titleCase(_ word: String) -> String {
        if let acronym = acronyms[word.lowercased()] { return acronym }
        if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
