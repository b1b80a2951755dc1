// corpus: adversarial, Scripts/make-macro-corpus.py, case 'nested-block-comments-in-every-position'
import Prefs

/* /* nested */ at the top */
@PrefsSchema /* a */ final /* b */ class /* c */ NestedComments /* d */ {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /* /* nested */ before the attribute */ @Pref /* between attribute and var */ var /* between var and name */ a /* before colon */ : /* after colon */ Int /* before equals */ = /* after equals */ 0 /* at the end */
    @Pref(/* inside empty-ish */ key: /* /* nested in arguments */ */ "b" /* after argument */) var b: Int = 1
    @Pref var c: [/* element */ Int] = [/* nothing */]
    @Pref var d: Int = /* /* /* three deep */ */ */ 3
    @Pref var e: String = "/* not a comment */"
    @Pref var f: Int = 1 /* trailing block */ // and a line comment
}
