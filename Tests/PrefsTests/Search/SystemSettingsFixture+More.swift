import PrefsSearch

extension SystemSettingsFixture {
    @SettingsBuilder static func displayAndAppearance() -> [any SettingsContent] {
        SettingsGroup("Display & Brightness", icon: "sun.max", tags: ["screen", "monitor"]) {
            choice("appearance", "Appearance", "Light, dark or automatic.", tags: ["dark mode", "light mode", "theme"])
            toggle("automaticAppearance", "Automatic", "Switch to dark at sunset.")
            slider("brightness", "Brightness", tags: ["dim"])
            toggle("trueTone", "True Tone", "Adapt the display to ambient light.", tags: ["white balance"])
            toggle("nightShift", "Night Shift", "Warmer colours in the evening.", tags: ["blue light", "warm"])
            choice(
                "autoLock", "Auto-Lock", "Lock the screen after a period of inactivity.", tags: ["sleep", "timeout"])
            toggle("raiseToWake", "Raise to Wake")
            toggle("alwaysOn", "Always On Display", tags: ["lock screen"])
            choice("textSize", "Text Size", "Make text larger or smaller.", tags: ["font"])
            toggle("boldText", "Bold Text", tags: ["font"])
            SettingsGroup("Display Zoom", presentation: .inline) {
                choice("displayZoom", "Display Zoom", "Larger text and controls.", tags: ["scale"])
            }
            SettingsGroup("External Displays", tags: ["monitor", "airplay"]) {
                choice("resolution", "Resolution", "Scaled or native resolution.", tags: ["hidpi"])
                choice("refreshRate", "Refresh Rate", tags: ["hz", "promotion"])
                toggle("highDynamicRange", "High Dynamic Range", tags: ["hdr"])
                choice("arrangement", "Arrangement", "Position of displays relative to each other.")
                toggle("mirrorDisplays", "Mirror Displays", tags: ["duplicate"])
            }
        }
        SettingsGroup("Wallpaper", icon: "photo", tags: ["background", "lock screen"]) {
            choice("wallpaperImage", "Choose a New Wallpaper")
            toggle("dimWallpaper", "Dim Wallpaper", "Dim the wallpaper in dark mode.")
            toggle("perspectiveZoom", "Perspective Zoom", tags: ["parallax"])
        }
        SettingsGroup("Control Center", icon: "switch.2", tags: ["quick settings"]) {
            toggle("accessWithinApps", "Access Within Apps")
            toggle("showHomeControls", "Show Home Controls", tags: ["smart home"])
            choice("controls", "Customize Controls")
        }
        SettingsGroup("Home Screen & Dock", icon: "dock.rectangle", tags: ["launcher", "icons"]) {
            toggle("addToHomeScreen", "Add New Apps to Home Screen")
            toggle("showInAppLibrary", "Show in App Library")
            toggle("notificationBadges", "Show Notification Badges", tags: ["badges"])
            toggle("autoHideDock", "Automatically Hide and Show the Dock", tags: ["dock"])
            slider("dockSize", "Dock Size", tags: ["magnification"])
            toggle("showRecentApps", "Show Suggested and Recent Apps in Dock")
        }
    }

    @SettingsBuilder static func accessibility() -> [any SettingsContent] {
        SettingsGroup("Accessibility", icon: "accessibility", tags: ["a11y", "disability"]) {
            SettingsGroup("Vision", presentation: .inline) {
                toggle(
                    "voiceOver", "VoiceOver", "Spoken descriptions of what is on screen.",
                    tags: ["screen reader", "blind"])
                toggle("zoom", "Zoom", "Magnify the entire screen.", tags: ["magnifier"])
                toggle("magnifier", "Magnifier", "Use the camera as a magnifying glass.")
                toggle("colorFilters", "Color Filters", tags: ["colour blind", "grayscale"])
                toggle("invertColors", "Smart Invert", tags: ["invert colours"])
                toggle("increaseContrast", "Increase Contrast")
                toggle("reduceMotion", "Reduce Motion", "Limit animation and parallax.", tags: ["animation"])
                toggle("reduceTransparency", "Reduce Transparency")
                toggle(
                    "spokenContent", "Spoken Content", "Speak selected text aloud.", tags: ["text to speech", "tts"])
                toggle("audioDescriptions", "Audio Descriptions")
            }
            SettingsGroup("Physical and Motor", presentation: .inline) {
                toggle("assistiveTouch", "AssistiveTouch", tags: ["touch"])
                toggle("backTap", "Back Tap", "Double or triple tap the back of the device.")
                toggle("switchControl", "Switch Control")
                toggle("voiceControl", "Voice Control", "Control the device with your voice.", tags: ["dictation"])
                slider("doubleClickSpeed", "Double-Click Speed", tags: ["mouse"])
                toggle("stickyKeys", "Sticky Keys", "Press modifier keys one at a time.", tags: ["keyboard"])
                toggle("slowKeys", "Slow Keys", tags: ["keyboard"])
            }
            SettingsGroup("Hearing", presentation: .inline) {
                toggle("hearingDevices", "Hearing Devices", tags: ["hearing aid"])
                toggle("soundRecognition", "Sound Recognition", "Listen for sounds such as alarms and doorbells.")
                toggle("liveCaptions", "Live Captions", "Captions for audio on the device.", tags: ["subtitles"])
                toggle("monoAudio", "Mono Audio", "Play both audio channels in each ear.")
                slider("audioBalance", "Balance", "Left and right audio balance.")
                toggle("ledFlash", "LED Flash for Alerts", tags: ["light"])
            }
            toggle("accessibilityShortcut", "Accessibility Shortcut", "Triple-click the side button.")
            toggle("guidedAccess", "Guided Access", "Keep the device in a single app.", tags: ["kiosk"])
        }
    }

    @SettingsBuilder static func privacyAndPower() -> [any SettingsContent] {
        SettingsGroup("Privacy & Security", icon: "hand.raised", tags: ["permissions", "safety"]) {
            SettingsGroup("Location Services", tags: ["gps", "maps"]) {
                toggle("locationServices", "Location Services", "Let apps use your approximate or precise location.")
                toggle("shareMyLocation", "Share My Location", tags: ["find my"])
                toggle("significantLocations", "Significant Locations")
            }
            toggle(
                "tracking", "Allow Apps to Request to Track", "Apps ask before tracking you across other apps.",
                tags: ["ads"])
            choice("cameraAccess", "Camera", "Apps that asked to use the camera.")
            choice("microphoneAccess", "Microphone", "Apps that asked to use the microphone.", tags: ["mic"])
            choice("contactsAccess", "Contacts")
            choice("photosAccess", "Photos", tags: ["pictures"])
            toggle(
                "analytics", "Analytics & Improvements", "Share diagnostics with the developer.",
                tags: ["telemetry", "diagnostics"])
            toggle("appleAdvertising", "Personalized Ads", tags: ["advertising"])
            toggle("lockdownMode", "Lockdown Mode", "Extreme protection against targeted attacks.")
            toggle("stolenDeviceProtection", "Stolen Device Protection", "Require Face ID away from familiar places.")
            toggle("firewall", "Firewall", "Block incoming connections.", tags: ["network security"])
            toggle("fileVault", "FileVault", "Encrypt the startup disk.", tags: ["encryption", "disk encryption"])
            SettingsGroup("Face ID & Passcode", tags: ["biometrics", "touch id", "unlock"]) {
                toggle("faceIDUnlock", "Face ID for Unlock", "Unlock with your face.")
                toggle("faceIDPayments", "Face ID for Apple Pay", tags: ["payments"])
                choice("changePasscode", "Change Passcode", tags: ["pin", "password"])
                toggle("requireAttention", "Require Attention for Face ID")
                toggle("eraseData", "Erase Data", "Erase all data after ten failed passcode attempts.")
            }
            SettingsCustomGroup("Security Audit Log", tags: ["debug", "audit"])
        }
        SettingsGroup("Passwords", icon: "key", tags: ["keychain", "credentials", "login"]) {
            toggle("autoFillPasswords", "AutoFill Passwords and Passkeys", tags: ["autofill"])
            toggle(
                "securityRecommendations", "Security Recommendations", "Detect compromised passwords.", tags: ["leak"])
            toggle("deleteVerificationCodes", "Delete Verification Codes After Use", tags: ["2fa", "one-time code"])
        }
        SettingsGroup("Battery", icon: "battery.100", tags: ["power", "energy", "charging"]) {
            toggle(
                "lowPowerMode", "Low Power Mode", "Reduce background activity to save battery.", tags: ["battery saver"]
            )
            toggle("batteryPercentage", "Battery Percentage", "Show the charge level in the status bar.")
            toggle(
                "optimizedCharging", "Optimized Battery Charging", "Learn your routine to reduce battery ageing.",
                tags: ["80%"])
            choice("batteryHealth", "Battery Health", "Maximum capacity and peak performance.")
            SettingsGroup("Energy Saver", presentation: .inline) {
                toggle(
                    "preventSleeping", "Prevent Automatic Sleeping", "Keep the computer awake when the display is off.")
                toggle("wakeForNetwork", "Wake for Network Access", tags: ["wake on lan"])
                choice("turnDisplayOff", "Turn Display Off After", tags: ["sleep", "screen saver"])
            }
            SettingsCustomGroup("Battery Usage by App", tags: ["statistics"], searchable: false)
        }
    }

    @SettingsBuilder static func input() -> [any SettingsContent] {
        SettingsGroup("Keyboard", icon: "keyboard", tags: ["typing", "input"]) {
            slider("keyRepeatRate", "Key Repeat Rate", tags: ["typing speed"])
            slider("delayUntilRepeat", "Delay Until Repeat")
            toggle("autoCorrection", "Auto-Correction", "Fix spelling as you type.", tags: ["autocorrect", "spelling"])
            toggle("autoCapitalization", "Auto-Capitalization")
            toggle("smartPunctuation", "Smart Punctuation", tags: ["quotes", "dashes"])
            toggle("predictiveText", "Predictive", "Suggest words as you type.", tags: ["suggestions"])
            toggle("dictation", "Enable Dictation", "Speak instead of typing.", tags: ["speech", "voice typing"])
            choice(
                "keyboardLayouts", "Keyboards", "Add keyboards for other languages.", tags: ["layout", "input sources"])
            choice("textReplacements", "Text Replacement", "Shortcuts that expand to phrases.", tags: ["snippets"])
            toggle("keyboardBacklight", "Adjust Keyboard Brightness in Low Light", tags: ["backlight"])
            SettingsGroup("Keyboard Shortcuts", tags: ["hotkeys", "key bindings"]) {
                toggle("spotlightShortcut", "Spotlight", tags: ["search"])
                toggle("screenshotShortcut", "Screenshots", tags: ["screen capture"])
                toggle("missionControlShortcut", "Mission Control")
            }
        }
        SettingsGroup("Trackpad", icon: "rectangle.and.hand.point.up.left", tags: ["touchpad", "gestures"]) {
            slider("trackingSpeed", "Tracking Speed", tags: ["pointer speed", "cursor"])
            toggle("tapToClick", "Tap to Click")
            toggle(
                "naturalScrolling", "Natural Scrolling", "Content tracks finger movement.", tags: ["scroll direction"])
            toggle("forceClick", "Force Click and Haptic Feedback")
            choice("secondaryClick", "Secondary Click", tags: ["right click"])
        }
        SettingsGroup("Mouse", icon: "computermouse", tags: ["pointer"]) {
            slider("mouseTrackingSpeed", "Tracking Speed", tags: ["pointer speed"])
            toggle("mouseNaturalScrolling", "Natural Scrolling")
        }
        SettingsGroup("Siri & Search", icon: "magnifyingglass", tags: ["assistant", "spotlight"]) {
            toggle("listenForSiri", "Listen for \"Hey Siri\"", tags: ["voice assistant", "wake word"])
            toggle("pressSideButton", "Press Side Button for Siri")
            choice("siriVoice", "Siri Voice", tags: ["accent"])
            toggle("siriSuggestions", "Suggestions in Search", tags: ["spotlight"])
        }
    }
}
