import PrefsSearch
import Testing

/// Search quality on a realistic tree: queries people type, with the result they expect first.
@Suite struct SearchQualityTests {
    static let tree = SystemSettingsFixture.tree()

    /// (query, the ID a person expects as the best result).
    static let table: [(query: String, expected: String)] = [
        ("wifi", "wi-fi"),
        ("bluetooth", "bluetooth"),
        ("notif", "notifications"),
        ("notifcations", "notifications"),
        ("auto lock", "display-and-brightness.autoLock"),
        ("autolock", "display-and-brightness.autoLock"),
        ("dark mode", "display-and-brightness.appearance"),
        ("brightness", "display-and-brightness.brightness"),
        ("night shift", "display-and-brightness.nightShift"),
        ("blue light", "display-and-brightness.nightShift"),
        ("volume", "sounds-and-haptics.ringerVolume"),
        ("ringtone", "sounds-and-haptics.ringtone"),
        ("vibration", "sounds-and-haptics"),
        ("haptics", "sounds-and-haptics"),
        ("sounds and haptics", "sounds-and-haptics"),
        ("do not disturb", "focus.doNotDisturb"),
        ("dnd", "focus.doNotDisturb"),
        ("screen time", "screen-time"),
        ("parental controls", "screen-time"),
        ("software update", "general.software-update"),
        ("update", "general.software-update"),
        ("storage", "general.storage"),
        ("disk space", "general.storage"),
        ("time zone", "general.date-and-time.timeZone"),
        ("24 hour", "general.date-and-time.use24HourTime"),
        ("language", "general.language-and-region"),
        ("factory reset", "general.transferOrReset"),
        ("voiceover", "accessibility.vision.voiceOver"),
        ("voice over", "accessibility.vision.voiceOver"),
        ("screen reader", "accessibility.vision.voiceOver"),
        ("reduce motion", "accessibility.vision.reduceMotion"),
        ("subtitles", "accessibility.hearing.liveCaptions"),
        ("location", "privacy-and-security.location-services"),
        ("gps", "privacy-and-security.location-services"),
        ("camera", "privacy-and-security.cameraAccess"),
        ("mic", "privacy-and-security.microphoneAccess"),
        ("passcode", "privacy-and-security.face-id-and-passcode"),
        ("face id", "privacy-and-security.face-id-and-passcode"),
        ("password", "passwords"),
        ("battery", "battery"),
        ("low power", "battery.lowPowerMode"),
        ("battery saver", "battery.lowPowerMode"),
        ("keyboard", "keyboard"),
        ("autocorrect", "keyboard.autoCorrection"),
        ("auto correction", "keyboard.autoCorrection"),
        ("keybord", "keyboard"),
        ("blutooth", "bluetooth"),
        ("brigtness", "display-and-brightness.brightness"),
        ("accesibility", "accessibility"),
        ("right click", "trackpad.secondaryClick"),
        ("scroll direction", "trackpad.naturalScrolling"),
        ("hey siri", "siri-and-search.listenForSiri"),
        ("wallpaper", "wallpaper"),
        ("dock", "home-screen-and-dock"),
        ("hotspot", "cellular.personalHotspot"),
        ("roaming", "cellular.dataRoaming"),
        ("encryption", "privacy-and-security.fileVault"),
        ("mouse speed", "mouse.mouseTrackingSpeed"),
        ("trackpad speed", "trackpad.trackingSpeed"),
        ("notification badges", "home-screen-and-dock.notificationBadges"),
        ("emergency", "notifications.governmentAlerts"),
        ("mac address", "wi-fi.wi-fi-details.privateWifiAddress"),
        ("dns", "wi-fi.wi-fi-details.dnsServer"),
        ("legal", "general.legal-and-regulatory"),
        ("usage", "screen-time"),
        ("text size", "display-and-brightness.textSize"),
        ("colour filters", "accessibility.vision.colorFilters"),
    ]

    /// The 1-based rank of `expected` in the results for `query`, or `nil` when it is missing.
    static func rank(_ query: String, _ expected: String) -> Int? {
        tree.search(query).firstIndex { $0.id == expected }.map { $0 + 1 }
    }

    @Test func fixtureIsRealisticallyLargeAndValid() throws {
        #expect(Self.tree.nodeCount >= 200)
        #expect(Self.table.count >= 40)
        try Self.tree.validate()
        for row in Self.table {
            #expect(Self.tree.node(withID: row.expected) != nil, "unknown id \(row.expected)")
        }
    }

    @Test func meanReciprocalRankStaysAboveTheFloor() {
        var total = 0.0
        var misses: [String] = []
        for row in Self.table {
            let rank = Self.rank(row.query, row.expected)
            total += rank.map { 1 / Double($0) } ?? 0
            if rank != 1 {
                let best = Self.tree.search(row.query).first?.id ?? "nothing"
                misses.append("\(row.query) → rank \(rank.map(String.init) ?? "none"), best \(best)")
            }
        }
        let meanReciprocalRank = total / Double(Self.table.count)
        print("Search quality: MRR \(meanReciprocalRank) over \(Self.table.count) queries; not first:", misses)
        #expect(meanReciprocalRank >= 0.94)
    }

    @Test(arguments: ["notifcations", "blutooth", "keybord", "accesibility", "brigtness"])
    func typosStillFindTheirSetting(query: String) throws {
        let expected = try #require(Self.table.first { $0.query == query }?.expected)
        #expect(Self.rank(query, expected) == 1)
    }
}
