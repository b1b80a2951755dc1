import PrefsSearch

/// A Linux desktop's settings as its schemas describe them: 192 preferences in 44 groups, each with a summary
/// and many with a longer description, almost no tags, and enumerations with their labels: the kind of tree on which
/// people search with their own words ("make text bigger", "stop screen from locking").
///
/// Written for Prefs' search evaluation, modelled on what desktop environments offer; the wording is our own.
enum DesktopSettingsFixture {
    static func toggle(
        _ name: String, _ title: String, _ summary: String, _ description: String? = nil, tags: [String] = []
    ) -> SettingsItem {
        SettingsItem(
            name: name, type: .bool, default: .bool(false), title: title, summary: summary, description: description,
            tags: tags)
    }

    static func choice(
        _ name: String, _ title: String, _ summary: String, _ description: String? = nil, options: [String] = [],
        tags: [String] = []
    ) -> SettingsItem {
        SettingsItem(
            name: name, type: .string, title: title, summary: summary, description: description,
            options: options.map { PrefsAllowedValue(.string(SettingsID.slug($0)), label: $0) }, tags: tags)
    }

    static func number(
        _ name: String, _ title: String, _ summary: String, _ description: String? = nil, range: ClosedRange<Double>
    ) -> SettingsItem {
        SettingsItem(
            name: name, type: .double, default: .double(range.lowerBound), title: title, summary: summary,
            description: description, range: SettingsRange(range))
    }

    static func tree() -> SettingsTree {
        SettingsTree(title: "Desktop Settings") {
            appearance()
            displays()
            power()
            privacy()
            sound()
            notifications()
            mouseAndTouchpad()
            keyboard()
            windows()
            accessibility()
            system()
            apps()
        }
    }

    @SettingsBuilder static func appearance() -> [any SettingsContent] {
        SettingsGroup("Appearance", summary: "Style, colours and the desktop picture.") {
            choice(
                "colorScheme", "Color Scheme", "Whether applications prefer a light or a dark look.",
                "Applications that follow the system style switch between their light and dark variants.",
                options: ["Default", "Prefer Light", "Prefer Dark"])
            choice(
                "accentColor", "Accent Color", "The highlight colour of selections, switches and focused controls.",
                options: ["Blue", "Teal", "Green", "Yellow", "Orange", "Red", "Pink", "Purple", "Slate"])
            choice("gtkTheme", "Legacy Application Style", "The widget style of older toolkit applications.")
            choice("iconTheme", "Icon Set", "The set of icons used by the file manager and the panel.")
            choice("cursorTheme", "Pointer Style", "The look of the mouse pointer.")
            SettingsGroup("Background") {
                choice("pictureURI", "Picture", "The image shown behind the windows on the desktop.")
                choice("pictureURIDark", "Picture in Dark Style", "The image used while the dark style is on.")
                choice(
                    "pictureOptions", "Picture Placement", "How the image fills the screen.",
                    options: ["None", "Centered", "Scaled", "Stretched", "Zoom", "Spanned", "Wallpaper"])
                choice("primaryColor", "Primary Color", "The fill colour when no image is shown or it leaves gaps.")
                choice(
                    "shadingType", "Color Shading", "Solid colour or a gradient.",
                    options: ["Solid", "Horizontal", "Vertical"])
                SettingsGroup("Lock Screen Picture", presentation: .inline) {
                    choice("lockPictureURI", "Picture", "The image shown behind the clock on the locked screen.")
                }
            }
        }
    }

    @SettingsBuilder static func displays() -> [any SettingsContent] {
        SettingsGroup("Displays", summary: "Monitors, resolution and arrangement.") {
            choice("resolution", "Resolution", "The number of pixels the monitor shows.")
            choice("refreshRate", "Refresh Rate", "How many times per second the picture is redrawn.")
            choice(
                "scale", "Scale", "Enlarge everything on the screen, for high-density monitors.",
                "A scale of 200% draws every interface element with twice as many pixels.",
                options: ["100%", "125%", "150%", "175%", "200%"])
            toggle("fractionalScaling", "Fractional Scaling", "Allow scales between whole numbers.")
            choice(
                "orientation", "Orientation", "Rotate the picture for a monitor turned on its side.",
                options: ["Landscape", "Portrait Right", "Portrait Left", "Landscape Flipped"])
            choice("primaryDisplay", "Primary Display", "The monitor that holds the top bar.")
            choice(
                "displayMode", "Multiple Displays", "Join the monitors into one desktop or show the same on each.",
                options: ["Join Displays", "Mirror", "Single Display"])
            toggle("variableRefreshRate", "Variable Refresh Rate", "Let the monitor adapt its rate to the content.")
            SettingsGroup("Night Light") {
                toggle(
                    "nightLightEnabled", "Night Light", "Warm the colours of the screen in the evening.",
                    "Less short-wavelength light after dark can make it easier to fall asleep.")
                choice(
                    "nightLightSchedule", "Schedule", "When the warmer colours apply.",
                    options: ["Sunset to Sunrise", "Manual Schedule"])
                number("nightLightFrom", "Start Time", "The hour the warmer colours start.", range: 0...24)
                number("nightLightTo", "End Time", "The hour the warmer colours end.", range: 0...24)
                number(
                    "nightLightTemperature", "Color Temperature", "How warm the colours become, in kelvin.",
                    range: 1700...4700)
            }
            SettingsGroup("Color Management") {
                choice("colorProfile", "Color Profile", "The calibration profile of each monitor.")
                toggle("colorCalibrationReminder", "Calibration Reminder", "Remind me to recalibrate the monitor.")
            }
        }
    }

    @SettingsBuilder static func power() -> [any SettingsContent] {
        SettingsGroup("Power", summary: "Energy use, sleep and battery.") {
            choice(
                "powerMode", "Power Mode", "Trade speed for battery life.",
                options: ["Performance", "Balanced", "Power Saver"])
            toggle(
                "showBatteryPercentage", "Show Battery Percentage", "Show the charge level as a number in the top bar.")
            SettingsGroup("Power Saving") {
                toggle(
                    "dimScreen", "Dim Screen", "Lower the brightness when the computer is not being used.",
                    "The screen is dimmed a little before it blanks.")
                choice(
                    "idleDelay", "Screen Blank", "Turn the screen off after this long without activity.",
                    "Activity is a key press, a click or a pointer movement. Never keeps the screen on.",
                    options: ["1 minute", "2 minutes", "5 minutes", "15 minutes", "Never"])
                toggle(
                    "automaticPowerSaver", "Automatic Power Saver",
                    "Switch to the power saver mode when the battery is low.")
                toggle(
                    "ambientBrightness", "Automatic Screen Brightness",
                    "Adjust the brightness to the surrounding light, using the light sensor.")
            }
            SettingsGroup("Suspend & Power Button") {
                toggle(
                    "sleepOnAC", "Automatic Suspend When Plugged In",
                    "Suspend the computer after a period of inactivity while on mains power.")
                toggle(
                    "sleepOnBattery", "Automatic Suspend on Battery",
                    "Suspend the computer after a period of inactivity while on battery.")
                number("sleepDelay", "Suspend Delay", "Minutes without activity before suspending.", range: 5...120)
                choice(
                    "powerButtonAction", "Power Button Behavior", "What pressing the power button does.",
                    options: ["Suspend", "Power Off", "Hibernate", "Nothing"])
                choice(
                    "lidCloseAction", "When the Lid Is Closed", "What closing a laptop's lid does.",
                    options: ["Suspend", "Nothing", "Lock"])
                choice(
                    "criticalBatteryAction", "Critical Battery Action",
                    "What happens when the battery is nearly empty.", options: ["Hibernate", "Power Off", "Suspend"])
            }
            toggle(
                "chargeLimit", "Preserve Battery Health",
                "Stop charging at 80% to make the battery last longer.", "Useful for laptops that stay plugged in.")
        }
    }

    @SettingsBuilder static func privacy() -> [any SettingsContent] {
        SettingsGroup("Privacy & Security", summary: "Screen lock, permissions and history.") {
            SettingsGroup("Screen Lock") {
                toggle(
                    "lockEnabled", "Automatic Screen Lock", "Lock the screen when it blanks.",
                    "A password is then needed to get back to the session.")
                choice(
                    "lockDelay", "Automatic Screen Lock Delay",
                    "How long after the screen blanks before it locks.",
                    options: ["Screen Turns Off", "30 seconds", "1 minute", "5 minutes", "30 minutes"])
                toggle("lockOnSuspend", "Lock Screen on Suspend", "Lock the screen when the computer suspends.")
                toggle(
                    "lockScreenNotifications", "Lock Screen Notifications",
                    "Show notification banners while the screen is locked.")
                toggle("disableLockScreen", "Disable Lock Screen", "Never show a lock screen, even on request.")
            }
            SettingsGroup("File History & Trash") {
                toggle("rememberRecentFiles", "File History", "Remember which files you used recently.")
                choice(
                    "recentFilesMaxAge", "File History Duration", "How long used files are remembered.",
                    options: ["1 day", "7 days", "30 days", "Forever"])
                toggle(
                    "removeOldTrash", "Automatically Delete Trash Content", "Empty old items from the bin.",
                    "Items that have been in the bin longer than the set period are removed for good.")
                toggle("removeOldTempFiles", "Automatically Delete Temporary Files", "Remove old temporary files.")
                number(
                    "oldFilesAge", "Automatically Delete Period", "Days before old files are deleted.", range: 1...90)
            }
            toggle("locationServices", "Location Services", "Let applications find where you are.")
            toggle("cameraAccess", "Camera", "Let applications use the camera.")
            toggle("microphoneAccess", "Microphone", "Let applications record sound.")
            toggle(
                "reportProblems", "Automatic Problem Reporting", "Send crash reports to the developers.",
                "Reports contain what was running when the problem happened and no personal files.")
            toggle(
                "usbProtection", "Device Security", "Refuse new USB devices while the screen is locked.",
                "Protects against malicious devices plugged into an unattended computer.")
            toggle("hideIdentity", "Hide Name from Lock Screen", "Show no user name on the locked screen.")
        }
    }

    @SettingsBuilder static func sound() -> [any SettingsContent] {
        SettingsGroup("Sound", summary: "Speakers, microphones and alerts.") {
            number("outputVolume", "Output Volume", "How loud the speakers or headphones play.", range: 0...100)
            toggle(
                "overAmplification", "Over-Amplification", "Allow the volume to go above 100%.",
                "This can distort the sound and damage speakers.")
            toggle("outputMuted", "Mute Output", "Silence all sound from the computer.")
            choice("outputDevice", "Output Device", "The speakers or headphones sound plays through.")
            number("balance", "Balance", "How much louder the left or the right speaker plays.", range: -1...1)
            choice("inputDevice", "Input Device", "The microphone used for calls and recordings.")
            number("inputVolume", "Input Volume", "How sensitive the microphone is.", range: 0...100)
            SettingsGroup("Alerts") {
                choice(
                    "alertSound", "Alert Sound", "The short sound played when something needs attention.",
                    options: ["Click", "Drip", "Hum", "String", "Swing"])
                number("alertVolume", "Alert Volume", "How loud alert sounds are.", range: 0...100)
                toggle("eventSounds", "Event Sounds", "Play sounds for events such as logging in.")
                toggle(
                    "inputFeedbackSounds", "Input Feedback Sounds", "Play a sound when buttons are clicked.")
            }
        }
    }

    @SettingsBuilder static func notifications() -> [any SettingsContent] {
        SettingsGroup("Notifications", summary: "Banners and which applications may send them.") {
            toggle(
                "doNotDisturb", "Do Not Disturb", "Hold back notification banners.",
                "Notifications still arrive and are listed in the message tray.")
            toggle("showBanners", "Notification Popups", "Show notifications at the top of the screen.")
            SettingsGroup("Applications", presentation: .inline) {
                toggle("appNotifications", "Allow Notifications", "Whether each application may notify you.")
                toggle("appSoundAlerts", "Sound Alerts", "Whether an application's notifications make a sound.")
                toggle("appShowDetails", "Show Message Content", "Show the text of a message, not only that it came.")
            }
        }
    }
}
