/// The rules that give every settings node a stable identifier.
///
/// IDs are derived from the node's place in the tree, never generated at random, so they are the same in every build
/// and on every launch:
/// - a group's or custom group's ID is its parent's ID, a dot, and its segment: the explicit `id:` given to it, or
///   else the slug of its title (`"Sounds & Haptics"` → `sounds-and-haptics`);
/// - a preference's ID is its group's ID, a dot, and its property name (`appearance.fontSize`);
/// - at the root there is no parent: the ID is the segment alone (`appearance`, `fontSize`).
///
/// ```swift
/// SettingsID.slug("Privacy & Security")               // "privacy-and-security"
/// SettingsID.child("appearance", "fontSize")          // "appearance.fontSize"
/// SettingsID.child(nil, "appearance")                 // "appearance"
/// ```
package enum SettingsID: Sendable {
    /// The ID of a child with `segment` under the node whose ID is `parent` (`nil` at the root).
    ///
    /// ```swift
    /// SettingsID.child("general.about", "version") // "general.about.version"
    /// ```
    package static func child(_ parent: String?, _ segment: String) -> String {
        guard let parent, !parent.isEmpty else { return segment }
        return parent + "." + segment
    }

    /// A lower-case, hyphenated slug of a title: letters and digits kept (accents removed), `&` spelled `and`,
    /// everything else a single hyphen.
    ///
    /// A title with no letters or digits (an emoji, say) gets `node-` and a stable hash of the title.
    ///
    /// ```swift
    /// SettingsID.slug("Wi-Fi")               // "wi-fi"
    /// SettingsID.slug("Display & Brightness") // "display-and-brightness"
    /// SettingsID.slug("Général")             // "general"
    /// ```
    package static func slug(_ title: String) -> String {
        let words = SettingsText.words(of: title)
        guard !words.isEmpty else { return "node-" + stableHash(title) }
        return words.joined(separator: "-")
    }

    /// A hash of `text` that is the same in every process (FNV-1a, 64 bits, in hexadecimal).
    ///
    /// Swift's `Hasher` is seeded per process, so it cannot give stable IDs.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
