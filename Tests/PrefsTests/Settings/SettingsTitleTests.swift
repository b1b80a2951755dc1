import Prefs
import Testing

@Suite struct SettingsTitleTests {
    @Test(arguments: [
        ("fontSize", "Font Size"),
        ("httpProxyURL", "HTTP Proxy URL"),
        ("launchesCount", "Launches Count"),
        ("isHDREnabled", "Is HDR Enabled"),
        ("name", "Name"),
        ("URLString", "URL String"),
        ("userID", "User ID"),
        ("max_retry_count", "Max Retry Count"),
        ("ui.fontSize", "UI Font Size"),
        ("network.http_proxy", "Network HTTP Proxy"),
        ("log-level", "Log Level"),
        ("h264Decoding", "H264 Decoding"),
        ("ipv6Enabled", "IPv6 Enabled"),
        ("_privateFlag", "Private Flag"),
        ("cacheSizeMB", "Cache Size MB"),
        ("", ""),
    ])
    func derivesTitleFromPropertyName(name: String, title: String) {
        #expect(SettingsTitle.derive(fromPropertyName: name) == title)
    }

    @Test(arguments: [
        ("Appearance", "appearance"),
        ("Privacy & Security", "privacy-and-security"),
        ("Wi-Fi", "wi-fi"),
        ("Display & Brightness", "display-and-brightness"),
        ("Général", "general"),
        ("  Sounds   and Haptics ", "sounds-and-haptics"),
        ("Don't Disturb", "dont-disturb"),
    ])
    func slugsTitles(title: String, slug: String) {
        #expect(SettingsID.slug(title) == slug)
    }

    @Test func titleWithoutLettersGetsAStableHashSlug() {
        let slug = SettingsID.slug("⭐️")
        #expect((slug.hasPrefix("node-"), slug.count, slug) == (true, "node-".count + 16, SettingsID.slug("⭐️")))
        #expect(slug != SettingsID.slug("🔥"))
    }
}
