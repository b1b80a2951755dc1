// corpus: adversarial, Scripts/make-macro-corpus.py, case 'kitchen-sink-settings-tree-with-every-setting-argument'
import Prefs

enum Quality: String, CaseIterable { case low, medium, high }

@PrefsSchema(title: "Media")
@SettingsGroup("playback", title: "Playback", icon: "play")
@SettingsGroup("playback.audio", title: "Audio", icon: "speaker")
@SettingsGroup("privacy", title: "Privacy")
final class MediaPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite

    /// Volume.
    ///
    /// From silent to loud.
    @Pref @Setting(title: "Volume", summary: "How loud", group: "playback.audio", icon: "speaker.wave.3", tags: ["sound", "loud"], searchable: true, range: 0...1, step: 0.05, requiresRestart: false, secret: false)
    var volume: Double = 0.7

    @RawRepresentablePref @Setting(group: "playback", options: [Quality.low: "Low", .medium: "Medium", .high: "High"])
    var quality: Quality = .medium

    @Pref @Setting(group: "privacy", searchable: false) var history: [String] = []
    @Pref @Setting(group: "privacy", secret: true) var token: String?
    @Pref @Setting(title: "Autoplay") var autoplay: Bool = true
    @Pref @Setting(group: "playback", range: 0.5...2.0, step: 0.25) var speed: Double = 1.0
}
