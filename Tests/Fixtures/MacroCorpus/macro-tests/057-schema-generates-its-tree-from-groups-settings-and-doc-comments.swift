// corpus: Tests/PrefsMacrosTests/SettingsTreeExpansionTests.swift:6
import Prefs

@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
final class P {
    /// Size of body text,
    /// in points.
    ///
    /// Applies to every note;
    /// headings scale with it.
    ///
    /// Zoom does not change it.
    @Pref(key: "ui.fontSize")
    @Setting(title: "Text Size", group: "appearance", range: 10...24, tags: ["text"], requiresRestart: true)
    var fontSize: Double = 14
    @Pref var name: String?
}
