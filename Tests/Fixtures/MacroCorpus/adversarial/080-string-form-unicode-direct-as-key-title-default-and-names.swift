// corpus: adversarial, Scripts/make-macro-corpus.py, case 'string-form-unicode-direct-as-key-title-default-and-names'
import Prefs
import PrefsKitCompatibility

@PrefsSchema(title: "Strings Title·größe·名前·🙂·é·مرحبا")
@SettingsGroup("appearance·größe·名前·🙂·é·مرحبا", title: "Appearance·größe·名前·🙂·é·مرحبا", icon: "paintbrush·größe·名前·🙂·é·مرحبا")
final class StringForms {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    static let prefix = "p"

    @Pref(key: "ui.fontSize·größe·名前·🙂·é·مرحبا", legacyKeys: ["fontSize·größe·名前·🙂·é·مرحبا", "size·größe·名前·🙂·é·مرحبا"])
    @Setting(title: "Font Size·größe·名前·🙂·é·مرحبا", summary: "Size of text·größe·名前·🙂·é·مرحبا", group: "appearance·größe·名前·🙂·é·مرحبا", icon: "textformat·größe·名前·🙂·é·مرحبا", tags: ["text·größe·名前·🙂·é·مرحبا", "font·größe·名前·🙂·é·مرحبا"], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: "ui.name·größe·名前·🙂·é·مرحبا") var name: String = "Anonymous·größe·名前·🙂·é·مرحبا"
    @Pref @Setting(options: ["light·größe·名前·🙂·é·مرحبا": "Light·größe·名前·🙂·é·مرحبا", "dark·größe·名前·🙂·é·مرحبا": "Dark·größe·名前·🙂·é·مرحبا"]) var theme: String = "light·größe·名前·🙂·é·مرحبا"
    @Pref var optional: String?
    @RawPref(key: "raw·größe·名前·🙂·é·مرحبا") var raw: [String: Any] = ["k·größe·名前·🙂·é·مرحبا": "v·größe·名前·🙂·é·مرحبا"]

    @OnPrefChange("fontSize·größe·名前·🙂·é·مرحبا", "name") func changed() {}
}
