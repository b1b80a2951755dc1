// corpus: adversarial, Scripts/make-macro-corpus.py, case 'tab-indentation-and-tabs-between-tokens'
import Prefs

@PrefsSchema final class Tabbed {
	@Storage var storage = .dictionary
	@StorageMode var storageMode = .cachedReadStorageWrite

	/// A tab-indented doc comment.
	@Pref var a: Int = 0
	@Pref(key: "b")	var b: Int	=	1
	@Pref	@Setting(title:	"C",	range:	0...1)	var	c:	Double	=	0.5
	@Pref var d: [String: Int] = [
		"x":	1,
		"y":	2,
	]
	@OnPrefChange("a")	func	changed()	{}
}
