import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

@Suite struct SearchNormalizationTests {
    static let tree = SettingsTree(title: "T") {
        SettingsGroup("Résumé Builder") {}
        SettingsGroup("Sounds & Haptics") {}
        SettingsGroup("Wi-Fi") {}
        SettingsGroup("Straße und Plätze") {}
        SettingsGroup("Don't Disturb") {}
        SettingsGroup("Rock and Roll") {}
        SettingsItem(name: "proxy_url.value", type: .string, title: "proxy_url.value")
    }

    @Test(arguments: [
        ("resume", "Résumé Builder"),
        ("RÉSUMÉ builder", "Résumé Builder"),
        ("sounds and haptics", "Sounds & Haptics"),
        ("Sounds&Haptics", "Sounds & Haptics"),
        ("sounds & haptics", "Sounds & Haptics"),
        ("rock & roll", "Rock and Roll"),
        ("wifi", "Wi-Fi"),
        ("WI FI", "Wi-Fi"),
        ("wi_fi", "Wi-Fi"),
        ("strasse", "Straße und Plätze"),
        ("platze", "Straße und Plätze"),
        ("dont", "Don't Disturb"),
        ("proxy url value", "proxy_url.value"),
        ("proxy-url", "proxy_url.value"),
    ])
    func queryFindsTheTitleWhateverItsSpelling(query: String, title: String) throws {
        let best = try #require(Self.tree.search(query).first)
        #expect(best.title == title)
        #expect(best.score >= SettingsSearchScore.wordPrefix)
    }

    @Test func andMatchesAmpersandAsAnExactTitle() {
        #expect(
            (Self.tree.search("sounds and haptics").first?.score, Self.tree.search("rock & roll").first?.score) == (
                SettingsSearchScore.exactTitle, SettingsSearchScore.exactTitle
            ))
    }
}
