// corpus: adversarial, Scripts/make-macro-corpus.py, case 'no-spaces-anywhere'
import Prefs
import Foundation

@PrefsSchema final class Tight{@Storage var storage = .dictionary;@StorageMode var storageMode = .cachedReadStorageWrite
@Pref(key:"k")var a:Int=0
@Pref(key:"k2",legacyKeys:["o","p"])var b:[String:Int]=[:]
@Pref var c:Int?
@RawRepresentablePref(key:"t")var t:Theme = .dark
@Pref@Setting(title:"D",range:0...9,step:1)var d:Int=1
@Pref(encode:{$0.absoluteString},decode:{URL(string:$0)})var e:URL?
@OnPrefChange("a","b")func f(){}}
enum Theme:String{case light,dark}
