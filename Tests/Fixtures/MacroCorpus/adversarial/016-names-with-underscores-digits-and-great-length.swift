// corpus: adversarial, Scripts/make-macro-corpus.py, case 'names-with-underscores-digits-and-great-length'
import Prefs
import Foundation

@PrefsSchema final class OddNames {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var _a: Int = 0
    @Pref var __b: Int = 0
    @Pref var a1: Int = 0
    @Pref var a_1_b: Int = 0
    @Pref var URL: String = ""
    @Pref var x0y0: Int = 0
    @Pref var _: Int = 0
    @Pref var aVeryLongPropertyNameThatKeepsGoingAndGoingBecauseSomeCodebasesReallyDoNameThingsLikeThisInTheirPreferencesClassesToBeAsDescriptiveAsPossibleAboutWhatTheSettingControlsAndWhyItExistsAtAll: Bool = false
    @Pref var ALLCAPS: Int = 0
    @Pref var camelCaseWithACRONYMInside: Int = 0
}
