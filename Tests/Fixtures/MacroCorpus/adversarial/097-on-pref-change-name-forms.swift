// corpus: adversarial, Scripts/make-macro-corpus.py, case 'on-pref-change-name-forms'
import Prefs

@PrefsSchema final class HookNames {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let name = "theme"
    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") var accent: String = "blue"
    @Pref var `default`: Int = 0

    @OnPrefChange("theme", "theme") func duplicated() {}
    @OnPrefChange("ui.accent") func byKey() {}
    @OnPrefChange("accent",) func trailingComma() {}
    @OnPrefChange(#"theme"#) func raw() {}
    @OnPrefChange("\(name)") func interpolated() {}
    @OnPrefChange(Self.name) func nonLiteral() {}
    @OnPrefChange(names: "theme") func labelled() {}
    @OnPrefChange("them") func misspelt() {}
    @OnPrefChange("") func empty() {}
    @OnPrefChange("default") func keywordName() {}
    @OnPrefChange("""
        theme
        """) func multiline() {}
    @OnPrefChange func bare() {}
    @OnPrefChange() func emptyParentheses() {}
    @OnPrefChange(["theme"]) func array() {}
}
