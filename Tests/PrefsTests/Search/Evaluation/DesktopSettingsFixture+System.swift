import PrefsSearch

extension DesktopSettingsFixture {
    @SettingsBuilder static func accessibility() -> [any SettingsContent] {
        SettingsGroup("Accessibility", summary: "Help with seeing, hearing, typing and pointing.") {
            SettingsGroup("Seeing", presentation: .inline) {
                toggle("highContrast", "High Contrast", "Stronger outlines and colours that stand apart.")
                toggle(
                    "largeText", "Large Text", "Draw all text at 125% of its usual size.",
                    "Sets the text scaling factor; other factors can be chosen in the fonts settings.")
                choice(
                    "cursorSize", "Cursor Size", "How big the mouse pointer is drawn.",
                    options: ["Default", "Medium", "Large", "Larger", "Largest"])
                toggle(
                    "reduceAnimation", "Reduce Animation", "Turn off most interface animations.",
                    "Windows appear and menus open at once, without movement.")
                toggle("overlayScrollbars", "Always Show Scrollbars", "Keep scrollbars visible instead of fading them.")
                toggle("screenReader", "Screen Reader", "Read aloud what is on the screen.")
                toggle("soundKeys", "Sound Keys", "Beep when Num Lock or Caps Lock is turned on or off.")
            }
            SettingsGroup("Zoom") {
                toggle("magnifierEnabled", "Zoom", "Magnify part of the screen.")
                number("magnificationFactor", "Magnification", "How much the zoomed area is enlarged.", range: 1...32)
                choice(
                    "magnifierTracking", "Magnifier Position", "What the zoomed view follows.",
                    options: ["Follow Mouse Cursor", "Push", "Centered"])
                toggle("crosshairs", "Crosshairs", "Draw lines through the pointer to find it.")
                toggle("invertColors", "Invert Colors", "Swap light and dark in the zoomed view.")
            }
            SettingsGroup("Hearing", presentation: .inline) {
                toggle(
                    "visualAlerts", "Visual Alerts", "Flash the window or the screen when an alert sound plays.",
                    "For people who cannot hear the alert sound.")
                choice(
                    "visualAlertType", "Flash Area", "Which part flashes for a visual alert.",
                    options: ["Flash the Entire Window", "Flash the Entire Screen"])
            }
            SettingsGroup("Typing Assist", presentation: .inline) {
                toggle("screenKeyboard", "Screen Keyboard", "Show a keyboard on the screen to type with the pointer.")
                toggle(
                    "stickyKeys", "Sticky Keys", "Press modifier keys one after another instead of together.",
                    "Ctrl, Alt and Shift stay down until the next key is pressed.")
                toggle("slowKeys", "Slow Keys", "Accept a key only when it is held for a while.")
                toggle("bounceKeys", "Bounce Keys", "Ignore quickly repeated presses of the same key.")
                toggle(
                    "accessibilityShortcutsEnabled", "Enable by Keyboard",
                    "Turn these features on and off from the keyboard.")
            }
            SettingsGroup("Pointing & Clicking", presentation: .inline) {
                toggle("mouseKeys", "Mouse Keys", "Move the pointer with the numeric keypad.")
                toggle("locatePointer", "Locate Pointer", "Show where the pointer is when Ctrl is pressed.")
                toggle(
                    "simulatedSecondaryClick", "Simulated Secondary Click",
                    "Hold the primary button to trigger a secondary click.")
                toggle("hoverClick", "Hover Click", "Click when the pointer stops moving.")
            }
        }
        SettingsGroup("Fonts", summary: "Typefaces and how text is drawn.") {
            choice("interfaceFont", "Interface Text", "The typeface of menus, buttons and labels.")
            choice("documentFont", "Document Text", "The typeface used to show documents.")
            choice("monospaceFont", "Monospace Text", "The fixed-width typeface of terminals and code.")
            number(
                "textScalingFactor", "Text Scaling Factor", "Multiply the size of all text by this factor.",
                "1.0 is the normal size; 1.25 is a quarter larger.", range: 0.5...3)
            choice(
                "fontAntialiasing", "Antialiasing", "How the edges of letters are smoothed.",
                options: ["Standard", "Subpixel", "None"])
            choice(
                "fontHinting", "Hinting", "How strongly letters are fitted to the pixel grid.",
                options: ["Full", "Medium", "Slight", "None"])
        }
    }

    @SettingsBuilder static func system() -> [any SettingsContent] {
        SettingsGroup("System", summary: "Region, time, users and sharing.") {
            SettingsGroup("Region & Language") {
                choice("language", "Language", "The language of menus and messages.")
                choice("formats", "Formats", "How dates, numbers and currency are written.")
            }
            SettingsGroup("Date & Time") {
                toggle("automaticTime", "Automatic Date & Time", "Set the clock from the network.")
                toggle("automaticTimeZone", "Automatic Time Zone", "Follow the time zone of your location.")
                choice("timeZone", "Time Zone", "The zone the clock shows.")
                choice(
                    "clockFormat", "Time Format", "Show the time in 24-hour or AM/PM form.",
                    options: ["24-hour", "AM / PM"])
                toggle("clockShowWeekday", "Week Day", "Show the day of the week in the top bar.")
                toggle("clockShowDate", "Date", "Show the date in the top bar.")
                toggle("clockShowSeconds", "Seconds", "Show seconds in the top bar clock.")
                toggle("weekNumbers", "Week Numbers", "Number the weeks in the calendar.")
            }
            SettingsGroup("Users") {
                toggle("autoLogin", "Automatic Login", "Open your session at start-up without asking for the password.")
                choice("password", "Password", "Change the password of your account.")
                choice(
                    "accountType", "Account Type", "Standard user or administrator.",
                    options: ["Standard", "Administrator"])
                choice("fingerprintLogin", "Fingerprint Login", "Unlock with an enrolled finger.")
            }
            SettingsGroup("Sharing") {
                choice("deviceName", "Device Name", "How this computer is named on the network.")
                toggle("remoteDesktop", "Remote Desktop", "Let others see and control this desktop over the network.")
                toggle("remoteLogin", "Secure Shell", "Allow logging in from another computer with a terminal.")
                toggle("fileSharing", "File Sharing", "Share your Public folder on the network.")
                toggle("mediaSharing", "Media Sharing", "Share music, photos and videos with devices nearby.")
            }
            SettingsGroup("Network") {
                toggle("wifiEnabled", "Wi-Fi", "Connect to wireless networks.")
                toggle("airplaneMode", "Airplane Mode", "Turn off every wireless connection.")
                choice(
                    "proxyMode", "Network Proxy", "Send web traffic through another server.",
                    options: ["Disabled", "Manual", "Automatic"])
                choice("proxyHost", "Proxy Host", "The address of the proxy server.")
                toggle("bluetoothEnabled", "Bluetooth", "Connect to wireless devices such as headsets.")
                toggle("vpnEnabled", "VPN", "Route traffic through a virtual private network.")
            }
            toggle(
                "softwareUpdates", "Automatic Updates", "Download and install updates in the background.")
            choice("about", "About", "Hardware, version and the name of this computer.")
        }
    }

    @SettingsBuilder static func apps() -> [any SettingsContent] {
        SettingsGroup("Applications", summary: "Default applications, media and files.") {
            SettingsGroup("Default Applications") {
                choice("defaultBrowser", "Web", "The application that opens web links.")
                choice("defaultMail", "Mail", "The application that writes new email.")
                choice("defaultMusic", "Music", "The application that plays audio files.")
                choice("defaultVideo", "Video", "The application that plays films.")
                choice("defaultPhotos", "Photos", "The application that shows images.")
            }
            SettingsGroup("Removable Media") {
                toggle(
                    "autorunNever", "Never Prompt or Start Programs on Media Insertion",
                    "Do nothing when a disk or a phone is connected.")
                choice("autorunAudio", "Audio CD", "What to do when a music disc is inserted.")
            }
            SettingsGroup("Files") {
                toggle("showHiddenFiles", "Show Hidden Files", "List files whose names start with a dot.")
                toggle("sortFoldersFirst", "Sort Folders Before Files", "Keep folders at the top of lists.")
                choice(
                    "clickPolicy", "Action to Open Items", "Open files with a single click or a double click.",
                    options: ["Single Click", "Double Click"])
                toggle("confirmTrash", "Ask Before Emptying the Trash", "Confirm before files are deleted for good.")
                toggle(
                    "deletePermanently", "Delete Permanently", "Offer to delete files without moving them to the bin.")
                choice(
                    "thumbnailLimit", "Show Thumbnails", "Draw previews of files up to this size.",
                    options: ["Small Files Only", "All Files", "Never"])
            }
            SettingsGroup("Screenshots") {
                choice("screenshotFolder", "Save Location", "Where screen captures are saved.")
                toggle("screenshotPointer", "Show Pointer", "Include the mouse pointer in captures.")
                toggle("screenshotSound", "Shutter Sound", "Play a camera sound when capturing.")
            }
        }
    }
}
