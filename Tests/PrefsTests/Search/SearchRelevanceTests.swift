import PrefsSearch
import Testing

@testable import PrefsCore
@testable import PrefsSearch

/// The relevance tier: partial matches, stems, stop words, the vocabulary, descriptions and explanations.
@Suite struct SearchRelevanceTests {
    static func titles(_ tree: SettingsTree, _ query: String, vocabulary: SettingsSearchVocabulary = .standard)
        -> [String]
    {
        SettingsSearchIndex(tree, vocabulary: vocabulary).results(for: query).map(\.title)
    }

    static func item(_ name: String, _ summary: String? = nil, description: String? = nil, tags: [String] = [])
        -> SettingsItem
    {
        SettingsItem(name: name, type: .bool, summary: summary, description: description, tags: tags)
    }

    static let desktop = SettingsTree(title: "T") {
        SettingsGroup("Fonts") {
            item("textScalingFactor", "Multiply the size of all text.")
            item("monospaceFont", "The fixed-width typeface of terminals.")
        }
        SettingsGroup("Screen Lock") {
            item("automaticScreenLock", "Lock the screen when it blanks.")
            item("lockDelay", "How long after blanking the screen locks.")
        }
        SettingsGroup("Background") {
            item("picture", "The image behind the windows.")
        }
        item("cursorBlinking", "Make the text cursor blink.")
    }

    @Test func partialMatchesRankInsteadOfVanishing() {
        let results = SettingsSearchIndex(Self.desktop).results(for: "make the text bigger")
        #expect(results.first?.id == "fonts.textScalingFactor")
        #expect(results.allSatisfy { $0.score < SettingsSearchScore.related })
    }

    @Test func aTitleMatchAlwaysBeatsARelevanceMatch() {
        let tree = SettingsTree(title: "T") {
            Self.item("sizeOfEverything", "Make everything on the screen bigger, for people who see less well.")
            Self.item("bigger")
        }
        let results = SettingsSearchIndex(tree).results(for: "bigger")
        #expect(
            (results.map(\.title), results.map(\.score)) == (
                ["Bigger", "Size Of Everything"], [SettingsSearchScore.exactTitle, SettingsSearchScore.summary]
            ))
        let scale = SettingsSearchIndex(tree).results(for: "enlarge screen")
        #expect(scale.first?.title == "Size Of Everything")
        #expect(scale.allSatisfy { $0.score < SettingsSearchScore.related })
    }

    /// Queries on the desktop tree and every title they find, best first.
    @Test(arguments: [
        // Inflected forms find their stem.
        ("locking", true, ["Lock Delay", "Automatic Screen Lock", "Screen Lock"]),
        ("blinks", true, ["Cursor Blinking"]), ("pictures", true, ["Picture"]),
        // The vocabulary finds what titles do not say.
        ("wallpaper", true, ["Background", "Picture"]), ("wallpaper", false, []),
    ])
    func desktopQueriesFind(query: String, standardVocabulary: Bool, expected: [String]) {
        let titles = Self.titles(Self.desktop, query, vocabulary: standardVocabulary ? .standard : .empty)
        #expect(titles == expected)
    }

    @Test func stopWordsDoNotChangeTheAnswer() {
        let index = SettingsSearchIndex(Self.desktop)
        #expect(
            index.results(for: "how do I make the cursor stop blinking").map(\.id)
                == index.results(for: "cursor blinking").map(\.id))
    }

    @Test func anAppAddsItsOwnWords() {
        let tree = SettingsTree(title: "T") {
            Self.item("noteFont", "The typeface of notes.")
            Self.item("openApp", "Open the app at login.")
        }
        #expect(Self.titles(tree, "memo").isEmpty)
        let mine = SettingsSearchVocabulary.standard.merging(SettingsSearchVocabulary(synonyms: [["note", "memo"]]))
        #expect(
            (Self.titles(tree, "memo", vocabulary: mine), Set(Self.titles(tree, "app font"))) == (
                ["Note Font"], ["Note Font", "Open App"]
            ))
        let quiet = SettingsSearchVocabulary.standard.merging(SettingsSearchVocabulary(stopWords: ["app"]))
        #expect(Self.titles(tree, "app font", vocabulary: quiet) == ["Note Font"])
    }

    @Test func descriptionsAreSearchedBelowSummaries() {
        let tree = SettingsTree(title: "T") {
            Self.item("first", "Nothing to see.", description: "Counted from the last keystroke.")
            Self.item("second", "Counted from the last keystroke.")
            SettingsCustomGroup("Opaque", description: "Keystroke statistics.")
        }
        #expect(Self.titles(tree, "keystrokes") == ["Second", "First"])
    }

    @Test func fullWidthLettersFoldToTheirPlainForm() {
        let tree = SettingsTree(title: "T") { SettingsGroup("Wi-Fi") {} }
        #expect(
            (Self.titles(tree, "ｗｉｆｉ"), Self.titles(tree, "Ｗｉ－Ｆｉ"), tree.children[0].id) == (
                ["Wi-Fi"], ["Wi-Fi"], "wi-fi"
            ))
    }

    @Test func explanationsNameFieldsKindsAndWords() throws {
        let index = SettingsSearchIndex(Self.desktop)
        let lexical = try #require(index.results(for: "cursor", explain: true).first)
        #expect(
            lexical.matches.contains(
                SettingsSearchMatch(field: .title, kind: .exact, words: ["cursor"], queryWords: ["cursor"])))
        let related = try #require(index.results(for: "wallpaper", explain: true).first)
        #expect(
            related.matches == [
                SettingsSearchMatch(
                    field: .title, kind: .related, words: ["background"], queryWords: ["wallpaper"],
                    vocabulary: ["wallpaper → background"])
            ])
        let path = try #require(
            index.results(for: "lock delay", explain: true).first { $0.id == "screen-lock.lockDelay" })
        #expect(path.matches.contains { $0.field == .path && $0.words == ["lock"] })
        #expect(index.results(for: "cursor").first?.matches.isEmpty == true, "no explanations unless asked")
    }

    /// `PrefsDemo search --explain` once called "controls" a typo of "font" (in a summary) and "have" a typo of
    /// "save": the explanation now follows the ranking's rules, typos in titles and tags only, with the first letter
    /// right (or swapped, missing or doubled).
    @Test func explanationsReportOnlyTyposTheRankingForgives() throws {
        let tree = SettingsTree(title: "T") {
            Self.item("fontSize", "Controls the font size.", description: "Fonts in the world of words.")
            Self.item("haveBackups", "Save copies of files.")
            Self.item("notifications", tags: ["alerts"])
        }
        let index = SettingsSearchIndex(tree)
        let font = try #require(index.results(for: "font", explain: true).first { $0.id == "fontSize" })
        #expect(font.matches.contains { $0.field == .summary && $0.kind == .exact && $0.words == ["font"] })
        #expect(!font.matches.contains { $0.kind == .typo }, "\(font.matches)")
        let word = try #require(index.results(for: "word font", explain: true).first { $0.id == "fontSize" })
        #expect(!word.matches.contains { $0.kind == .typo }, "no typo looked for in descriptions: \(word.matches)")
        let save = try #require(index.results(for: "save", explain: true).first { $0.id == "haveBackups" })
        #expect(save.matches.contains { $0.field == .summary && $0.kind == .exact })
        #expect(!save.matches.contains { $0.kind == .typo }, "a wrong first letter is no typo: \(save.matches)")
        let typo = try #require(index.results(for: "notifcations", explain: true).first)
        #expect(
            typo.matches == [
                SettingsSearchMatch(field: .title, kind: .typo, words: ["notifications"], queryWords: ["notifcations"])
            ])
        let swapped = try #require(index.results(for: "lalerts", explain: true).first)
        #expect(swapped.matches.contains { $0.field == .tag && $0.kind == .typo && $0.words == ["alerts"] })
    }

    @Test func theEvaluationReportsMeanReciprocalRankPerCategory() {
        let evaluation = SettingsSearchEvaluation([
            .init("cursor blinking", expecting: ["cursorBlinking"], category: "exact"),
            .init("wallpaper", expecting: ["background.picture"], category: "synonym"),
            .init("zzz", expecting: ["fonts"], category: "synonym"),
        ])
        let index = SettingsSearchIndex(Self.desktop)
        let report = evaluation.run { index.results(for: $0).map(\.id) }
        #expect(
            (
                report.meanReciprocalRank(of: "exact"), report.meanReciprocalRank(of: "synonym"),
                report.misses.map(\.query.text), report.table.contains("| synonym | 2 | 0 | 1 | 0.250 |")
            ) == (1, 0.25, ["wallpaper", "zzz"], true))
    }
}
