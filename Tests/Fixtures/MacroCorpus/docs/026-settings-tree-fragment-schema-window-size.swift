// corpus: Docs/SettingsTree.md:64 (a 'swift fragment' block, in the schema class DocumentationSamples wraps it in)
import Prefs

@PrefsSchema final class FragmentSchema {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(group: "window", title: "Window size") var windowSize: Double = 450
    @Pref @Setting(title: "Preview width", group: "window", range: 200...800) var previewWidth: Double = 400
    @Pref @Setting(group: "window", summary: "Shown under the cursor.", tags: ["popup"]) var followsCursor: Bool = true
}
