// corpus: adversarial, Scripts/make-macro-corpus.py, case 'settings-group-forms-on-the-class'
import Prefs

@PrefsSchema(title: "Groups")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
@SettingsGroup("appearance.text", title: "Text")
@SettingsGroup("network")
@SettingsGroup("network.proxy", title: "Proxy", icon: "network")
final class Groups {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref @Setting(group: "appearance") var a: Int = 0
    @Pref @Setting(group: "appearance.text", title: "Size") var b: Double = 12
    @Pref @Setting(group: "network.proxy") var c: String?
    @Pref @Setting(group: "missing.group") var d: Int = 0
    @Pref @Setting(group: "") var e: Int = 0
}

@PrefsSchema @SettingsGroup("x") @SettingsGroup("x.y") final class GroupIDClash {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref @Setting(group: "x") var y: Int = 0
}
