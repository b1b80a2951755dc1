// corpus: adversarial, Scripts/make-macro-corpus.py, case 'codable-structs-and-raw-representable-collections'
import Prefs

enum Theme: String, Codable, CaseIterable, Sendable { case system, light, dark }
enum Level: Int, Sendable { case low = 1, high = 3 }
struct Frame: Codable, Hashable, Sendable {
    var x = 0.0, y = 0.0
    var tags: [String] = []
}
indirect enum Tree: Codable, Sendable { case leaf(Int), node(Tree, Tree) }

@PrefsSchema final class CodableCollections {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @RawRepresentablePref var themes: [Theme] = Theme.allCases
    @RawRepresentablePref var themeSet: Set<Theme> = []
    @RawRepresentablePref var themeMap: [String: Theme] = ["a": .dark]
    @RawRepresentablePref var level: Level = .low
    @RawRepresentablePref var levels: [Level]?
    @JSONDataCodablePref var frame: Frame = Frame()
    @JSONDataCodablePref var frames: Set<Frame> = []
    @JSONStringCodablePref var tree: Tree = .node(.leaf(1), .leaf(2))
    @JSONStringCodablePref var optionalFrames: [String: [Frame]]?
    @Pref var codableThroughPref: Frame = Frame()
}
