// corpus: adversarial, Scripts/make-macro-corpus.py, case 'comments-between-stacked-attributes'
import Prefs

@MainActor
// between attributes of the class
@PrefsSchema
/// a doc comment between attributes
@SettingsGroup("g")
/* a block */ public final class StackedComments {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite

    /// Doc above the first attribute.
    @Pref
    /// Doc between the attributes.
    @Setting(group: "g")
    // A plain comment between.
    /* And a block. */
    public var a: Int = 0

    @Setting(title: "B") // @Setting first
    /// Doc after @Setting.
    @Pref(key: "b")
    public var b: Bool = true
}
