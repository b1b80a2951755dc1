// corpus: adversarial, Scripts/make-macro-corpus.py, case 'trailing-spaces-and-blank-lines-everywhere'
import Prefs

@PrefsSchema final class Spacious {   
    @Storage var storage = .dictionary   
    @StorageMode var storageMode = .cachedReadStorageWrite   
   


    @Pref   

    var a: Int = 0   


    @Pref(key: "b")   
   
    @Setting(title: "B")   


    var b: Int   
        =   
        1   
   
}   
