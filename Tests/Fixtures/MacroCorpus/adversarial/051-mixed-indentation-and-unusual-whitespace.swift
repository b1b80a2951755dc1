// corpus: adversarial, Scripts/make-macro-corpus.py, case 'mixed-indentation-and-unusual-whitespace'
import Prefs

@PrefsSchema final class Mixed {
  @Storage var storage = .dictionary
	@StorageMode var storageMode = .cachedReadStorageWrite
        @Pref var a: Int = 0
 	 @Pref   var   b  :   Int   =   1
@Pref var c: Int = 2
			@Pref(key:  "d"  ,  legacyKeys:  [  "e"  ]  )  var d: Int = 3
    @Pref var e: Int = 4
    @Pref var f: String = """
	    tab then spaces
	    """
}
