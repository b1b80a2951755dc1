import Foundation

/// Text normalisation shared by ID slugs and search.
///
/// Normalised text is a list of lower-case words made of letters and digits only: accents are removed
/// (`Résumé` → `resume`), letters with no decomposition are folded by a small table (`ß` → `ss`, `ø` → `o`),
/// apostrophes vanish (`Don't` → `dont`), `&` becomes the word `and`, and every other character (spaces, `-`, `_`,
/// `.`, `/`, …) separates words.
package enum SettingsText {
    /// Letters that carry no combining mark in Unicode but that people type without the accent.
    private static let folds: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ŀ": "l",
    ]

    /// The normalised words of `text`: `"Sounds & Haptics"` → `["sounds", "and", "haptics"]`.
    package static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch classify(scalar) {
            case .mark:
                continue
            case .separator:
                flush()
            case .ampersand:
                flush()
                words.append("and")
            case .letter:
                for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                    if let folded = folds[lower] {
                        current.append(contentsOf: folded.unicodeScalars)
                    } else {
                        current.append(lower)
                    }
                }
            }
        }
        flush()
        return words
    }

    private enum ScalarClass {
        case letter, mark, separator, ampersand
    }

    private static func classify(_ scalar: Unicode.Scalar) -> ScalarClass {
        if scalar == "&" { return .ampersand }
        if scalar == "'" || scalar == "\u{2019}" { return .mark }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format:
            return .mark
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber:
            return .letter
        default:
            return .separator
        }
    }
}
