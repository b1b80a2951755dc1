// corpus: Docs/Coding.md:218 (a 'swift fragment' block, in the schema class DocumentationSamples wraps it in)
import Prefs

@PrefsSchema final class FragmentSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(encode: { $0.components.seconds }, decode: { (seconds: Int64) in Duration.seconds(seconds) })
    var timeout: Duration = .seconds(30)   // stored as the integer 30
}
