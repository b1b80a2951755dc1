import PrefsSearch

/// A realistic settings tree modelled on a phone's and a desktop's system settings, for search-quality tests.
enum SystemSettingsFixture {
    static func toggle(_ name: String, _ title: String? = nil, _ summary: String? = nil, tags: [String] = [])
        -> SettingsItem
    {
        SettingsItem(name: name, type: .bool, default: .bool(false), title: title, summary: summary, tags: tags)
    }

    static func choice(_ name: String, _ title: String? = nil, _ summary: String? = nil, tags: [String] = [])
        -> SettingsItem
    {
        SettingsItem(name: name, type: .string, title: title, summary: summary, tags: tags)
    }

    static func slider(_ name: String, _ title: String? = nil, _ summary: String? = nil, tags: [String] = [])
        -> SettingsItem
    {
        SettingsItem(
            name: name, type: .double, default: .double(0.5), title: title, summary: summary,
            range: SettingsRange(0...1), tags: tags)
    }

    static func tree() -> SettingsTree {
        SettingsTree(title: "System Settings") {
            connectivity()
            notificationsAndSound()
            general()
            displayAndAppearance()
            accessibility()
            privacyAndPower()
            input()
        }
    }

    @SettingsBuilder static func connectivity() -> [any SettingsContent] {
        SettingsGroup("Wi-Fi", icon: "wifi", tags: ["wireless", "internet", "network", "wlan"]) {
            toggle("wifiEnabled", "Wi-Fi", "Turn wireless networking on or off.")
            toggle("askToJoinNetworks", "Ask to Join Networks", "Known networks are joined automatically.")
            toggle("autoJoinHotspot", "Auto-Join Hotspot", "Join a personal hotspot nearby.", tags: ["tethering"])
            choice("knownNetworks", "Known Networks", "Networks this device has joined.")
            SettingsGroup("Wi-Fi Details", presentation: .inline) {
                toggle(
                    "privateWifiAddress", "Private Wi-Fi Address", "Use a different MAC address on each network.",
                    tags: ["mac"])
                toggle("limitIPTracking", "Limit IP Address Tracking", "Hide your IP address from known trackers.")
                toggle("lowDataMode", "Low Data Mode", "Reduce network data use.", tags: ["cellular"])
                choice("dnsServer", "Configure DNS", tags: ["dns", "domain"])
                choice("proxy", "HTTP Proxy", "Route web traffic through a proxy server.")
            }
        }
        SettingsGroup("Bluetooth", icon: "bluetooth", tags: ["wireless", "headphones", "pairing"]) {
            toggle("bluetoothEnabled", "Bluetooth", "Turn Bluetooth on or off.")
            choice("myDevices", "My Devices", "Paired accessories.")
            choice("otherDevices", "Other Devices", "Devices available for pairing.")
            toggle("showBluetoothInMenuBar", "Show Bluetooth in Menu Bar")
        }
        SettingsGroup("Cellular", icon: "antenna", tags: ["mobile data", "carrier", "lte", "5g"]) {
            toggle("cellularData", "Cellular Data", "Use mobile data when Wi-Fi is unavailable.")
            toggle("dataRoaming", "Data Roaming", "Use cellular data abroad.", tags: ["travel"])
            choice("voiceAndData", "Voice & Data", tags: ["lte", "5g"])
            toggle("wifiCalling", "Wi-Fi Calling", "Make calls over Wi-Fi.")
            toggle("personalHotspot", "Personal Hotspot", "Share your internet connection.", tags: ["tethering"])
            choice("simPIN", "SIM PIN", "Lock your SIM card with a PIN.")
        }
        SettingsGroup("VPN", icon: "lock.shield", tags: ["virtual private network", "tunnel"]) {
            toggle("vpnEnabled", "VPN Status")
            choice("vpnConfiguration", "VPN Configuration", "Server, account and authentication.")
            toggle("connectOnDemand", "Connect On Demand", "Start the VPN automatically.")
        }
        SettingsGroup("Airplane Mode", icon: "airplane", tags: ["flight", "offline"]) {
            toggle("airplaneMode", "Airplane Mode", "Turn off all radios.")
        }
    }

    @SettingsBuilder static func notificationsAndSound() -> [any SettingsContent] {
        SettingsGroup("Notifications", icon: "bell.badge", tags: ["alerts", "badges", "banners"]) {
            choice("showPreviews", "Show Previews", "Show message text on the lock screen.")
            toggle("scheduledSummary", "Scheduled Summary", "Deliver notifications in a daily summary.")
            toggle("notificationGrouping", "Notification Grouping")
            toggle("screenSharingNotifications", "Screen Sharing", "Allow notifications while sharing the screen.")
            toggle("governmentAlerts", "Emergency Alerts", "AMBER and public safety alerts.", tags: ["amber"])
            SettingsGroup("App Notifications", presentation: .inline) {
                toggle("mailNotifications", "Mail", "New message alerts.", tags: ["email"])
                toggle("messagesNotifications", "Messages", "New text message alerts.", tags: ["sms", "imessage"])
                toggle("calendarNotifications", "Calendar", "Event reminders and invitations.")
            }
        }
        SettingsGroup("Sounds & Haptics", icon: "speaker.wave.2", tags: ["audio", "vibration"]) {
            slider("ringerVolume", "Ringer and Alerts", "Volume of the ringer and alert sounds.", tags: ["volume"])
            toggle("changeWithButtons", "Change with Buttons", "Volume buttons change the ringer volume.")
            choice("ringtone", "Ringtone", tags: ["ring", "call sound"])
            choice("textTone", "Text Tone", tags: ["message sound"])
            toggle("keyboardClicks", "Keyboard Clicks", "Play a sound when you type.")
            toggle("lockSound", "Lock Sound")
            toggle("systemHaptics", "System Haptics", "Play haptics for system controls.", tags: ["vibration"])
            toggle("silentMode", "Silent Mode", "Mute ringer and alerts.", tags: ["mute", "quiet"])
            SettingsGroup("Headphone Safety", presentation: .inline) {
                toggle(
                    "reduceLoudAudio", "Reduce Loud Audio", "Lower headphone audio above a set level.",
                    tags: ["decibel"])
                slider("headphoneLimit", "Headphone Level Limit")
            }
        }
        SettingsGroup("Focus", icon: "moon", tags: ["do not disturb", "dnd", "quiet"]) {
            toggle("doNotDisturb", "Do Not Disturb", "Silence calls and notifications.", tags: ["dnd"])
            toggle("sleepFocus", "Sleep", "Focus while you sleep.", tags: ["bedtime"])
            toggle("workFocus", "Work")
            toggle("drivingFocus", "Driving", "Silence notifications while driving.", tags: ["car"])
            toggle("shareAcrossDevices", "Share Across Devices", "Use the same Focus on all devices.")
            toggle("focusStatus", "Focus Status", "Let apps say you have notifications silenced.")
        }
        SettingsGroup("Screen Time", icon: "hourglass", tags: ["parental controls", "usage", "limits"]) {
            choice("appLimits", "App Limits", "Daily time limits for apps.")
            choice("downtime", "Downtime", "Schedule time away from the screen.")
            toggle("communicationSafety", "Communication Safety", "Warn about sensitive photos.", tags: ["children"])
            toggle("screenDistance", "Screen Distance", "Alert when the device is too close.", tags: ["eyes"])
            choice("contentRestrictions", "Content & Privacy Restrictions", "Block explicit content and purchases.")
            choice("screenTimePasscode", "Screen Time Passcode")
        }
    }

    @SettingsBuilder static func general() -> [any SettingsContent] {
        SettingsGroup("General", icon: "gear", tags: ["system"]) {
            SettingsGroup("About", tags: ["version", "serial number", "model"]) {
                choice("deviceName", "Name", "The name other devices see.")
                choice("softwareVersion", "Software Version", tags: ["ios version"])
                choice("serialNumber", "Serial Number")
                choice("storageCapacity", "Capacity", tags: ["disk space"])
            }
            SettingsGroup("Software Update", tags: ["upgrade", "patch"]) {
                toggle("automaticUpdates", "Automatic Updates", "Download and install updates overnight.")
                toggle("betaUpdates", "Beta Updates", "Get early software releases.")
                toggle("securityResponses", "Security Responses & System Files", "Install important fixes.")
            }
            SettingsGroup("Storage", tags: ["disk", "space", "memory", "free up"]) {
                toggle("offloadUnusedApps", "Offload Unused Apps", "Remove apps you do not use, keep their data.")
                toggle("optimizePhotos", "Optimize Photo Storage", "Keep smaller photos on the device.")
                choice("largeAttachments", "Review Large Attachments")
            }
            SettingsGroup("Date & Time", tags: ["clock", "timezone"]) {
                toggle("use24HourTime", "24-Hour Time", tags: ["military time"])
                toggle("setAutomatically", "Set Automatically", "Use network time.")
                choice("timeZone", "Time Zone", tags: ["timezone"])
            }
            SettingsGroup("Language & Region", tags: ["locale", "international"]) {
                choice("preferredLanguages", "Preferred Languages", tags: ["translation"])
                choice("region", "Region", "Formats for dates, numbers and currency.", tags: ["country"])
                choice("calendarSystem", "Calendar", tags: ["gregorian"])
                choice("temperatureUnit", "Temperature", "Celsius or Fahrenheit.", tags: ["units"])
                choice("measurementSystem", "Measurement System", "Metric or imperial.", tags: ["units"])
                choice("firstDayOfWeek", "First Day of Week")
            }
            SettingsGroup("AirDrop", tags: ["share", "nearby"]) {
                choice("airDropReceiving", "AirDrop", "Receive from contacts only or everyone.")
                toggle("bringingDevicesTogether", "Bringing Devices Together", tags: ["namedrop"])
            }
            toggle("backgroundAppRefresh", "Background App Refresh", "Let apps update in the background.")
            choice(
                "transferOrReset", "Transfer or Reset", "Erase all content and settings.",
                tags: ["factory reset", "erase", "wipe"])
            SettingsCustomGroup("Legal & Regulatory", tags: ["license", "terms"])
        }
    }
}
