// corpus: adversarial, Scripts/make-macro-corpus.py, case 'attribute-and-declaration-on-separate-lines'
import Prefs

@PrefsSchema
final
class
Separate
{
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref
    var
    a
    :
    Int
    =
    0

    @Pref(
        key
        :
        "b"
    )
    public
    private(set)
    var
    b
    :
    String
    ?
}
