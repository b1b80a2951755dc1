// corpus: adversarial, Scripts/make-macro-corpus.py, case 'comments-inside-setting-and-group-arguments'
import Prefs

@PrefsSchema(/* title */ title: /* value */ "Commented" /* end */)
@SettingsGroup(
    "appearance", // the path
    title: "Appearance", /* the title */
    icon: "paintbrush" // the icon
)
final class CommentedSettings {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref
    @Setting(
        title: "Size", // title
        group: "appearance", // group
        range: 10 /* low */ ... /* high */ 24, // range
        step: 1, // step
        tags: [ // tags
            "text", // one
            "font", /* two */
        ],
        requiresRestart: /* really */ false
    )
    var size: Double = 14

    @RawRepresentablePref @Setting(options: [
        Theme.light: "Light", // light
        .dark: "Dark", /* dark */
    ]) var theme: Theme = .light

    @OnPrefChange(/* first */ "size", /* second */ "theme") func changed() {}
}

enum Theme: String { case light, dark }
