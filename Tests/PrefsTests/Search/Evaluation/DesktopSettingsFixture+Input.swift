import PrefsSearch

extension DesktopSettingsFixture {
    @SettingsBuilder static func mouseAndTouchpad() -> [any SettingsContent] {
        SettingsGroup("Mouse & Touchpad", summary: "Pointer devices and gestures.") {
            SettingsGroup("General", id: "pointer-general", presentation: .inline) {
                choice(
                    "primaryButton", "Primary Button", "Which mouse button selects and which opens menus.",
                    "Left-handed people often choose Right.", options: ["Left", "Right"])
                toggle("middleClickPaste", "Middle Click Paste", "Paste the selected text with the middle button.")
                number(
                    "doubleClickDelay", "Double-Click Delay",
                    "Longest pause between two clicks of a double-click, in ms.", range: 100...1000)
            }
            SettingsGroup("Mouse", presentation: .inline) {
                number("mouseSpeed", "Pointer Speed", "How fast the pointer moves with the mouse.", range: -1...1)
                choice(
                    "mouseAcceleration", "Mouse Acceleration", "Move the pointer further when the mouse moves quickly.",
                    options: ["Default", "Flat", "Adaptive"])
                toggle("mouseNaturalScroll", "Natural Scrolling", "Scrolling moves the content, not the view.")
            }
            SettingsGroup("Touchpad", presentation: .inline) {
                toggle("touchpadEnabled", "Touchpad", "Turn the touchpad on or off.")
                toggle(
                    "disableWhileTyping", "Disable Touchpad While Typing",
                    "Ignore the touchpad for a moment after each key press, so a palm cannot move the pointer.")
                number(
                    "touchpadSpeed", "Touchpad Pointer Speed", "How fast the pointer moves on the touchpad.",
                    range: -1...1)
                toggle("tapToClick", "Tap to Click", "Tap the touchpad instead of pressing it.")
                choice(
                    "scrollMethod", "Scroll Method", "How to scroll with the touchpad.",
                    options: ["Two-Finger Scrolling", "Edge Scrolling"])
                toggle("touchpadNaturalScroll", "Touchpad Natural Scrolling", "Content follows the fingers.")
                choice(
                    "secondaryClick", "Secondary Click", "How to open context menus on a touchpad without buttons.",
                    options: ["Two-Finger Push", "Corner Push"])
            }
        }
    }

    @SettingsBuilder static func keyboard() -> [any SettingsContent] {
        SettingsGroup("Keyboard", summary: "Input sources, typing and shortcuts.") {
            choice("inputSources", "Input Sources", "The keyboard layouts and input methods you type with.")
            choice(
                "inputSourceSwitching", "Input Source Switching",
                "Use the same layout for every window or one per window.",
                options: ["Same Source for All Windows", "Switch Input Sources Individually for Each Window"])
            choice(
                "composeKey", "Compose Key", "A key that starts a sequence typing special characters such as é.",
                options: ["Right Alt", "Left Super", "Menu", "Caps Lock", "Scroll Lock"])
            choice(
                "alternateCharactersKey", "Alternate Characters Key", "Hold it to type letters with accents.",
                options: ["Right Alt", "Left Alt", "Right Ctrl"])
            choice(
                "capsLockBehavior", "Caps Lock Key", "What the Caps Lock key does.",
                options: ["Caps Lock", "Extra Control Key", "Extra Escape Key", "Disabled"])
            SettingsGroup("Typing", presentation: .inline) {
                toggle("repeatKeys", "Repeat Keys", "Repeat a key while it is held down.")
                number(
                    "repeatDelay", "Repeat Delay", "How long a key is held before it repeats, in ms.", range: 100...2000
                )
                number("repeatInterval", "Repeat Speed", "How fast a held key repeats.", range: 10...100)
                toggle(
                    "cursorBlink", "Cursor Blinking", "Make the text cursor blink.",
                    "Some people find a blinking insertion point distracting.")
                number(
                    "cursorBlinkTime", "Cursor Blink Time", "Length of one blink cycle, in milliseconds.",
                    range: 100...2500)
                number(
                    "cursorBlinkTimeout", "Cursor Blink Timeout", "Seconds after which the cursor stops blinking.",
                    range: 1...60)
            }
            SettingsGroup("Keyboard Shortcuts") {
                choice("switchWindows", "Switch Windows", "The shortcut that moves between open windows.")
                choice("switchApplications", "Switch Applications", "The shortcut that moves between applications.")
                choice("showDesktop", "Hide All Normal Windows", "The shortcut that shows the desktop.")
                choice("takeScreenshot", "Take a Screenshot", "The shortcut that captures the screen.")
                choice("launchTerminal", "Launch Terminal", "The shortcut that opens a terminal.")
                choice("lockScreenShortcut", "Lock Screen", "The shortcut that locks the screen.")
                choice("logOut", "Log Out", "The shortcut that ends the session.")
                choice("volumeUp", "Volume Up", "The key that raises the volume.")
                choice("volumeMute", "Volume Mute", "The key that silences sound.")
                choice("customShortcuts", "Custom Shortcuts", "Your own key combinations for commands.")
            }
        }
    }

    @SettingsBuilder static func windows() -> [any SettingsContent] {
        SettingsGroup("Windows & Workspaces", summary: "How windows behave and where they go.") {
            SettingsGroup("Window Behavior", presentation: .inline) {
                choice(
                    "focusMode", "Window Focus Mode", "How a window gets the keyboard focus.",
                    "Click: a click is needed. Sloppy: the window under the pointer gets focus. Mouse: it also loses "
                        + "it when the pointer leaves.",
                    options: ["Click", "Sloppy", "Mouse"])
                toggle("autoRaise", "Raise Windows on Focus", "Bring a window to the front when it gets the focus.")
                number(
                    "autoRaiseDelay", "Raise Delay", "Milliseconds before a focused window comes forward.",
                    range: 0...2000)
                choice(
                    "doubleClickTitlebar", "Title Bar Double-Click", "What double-clicking a window's title bar does.",
                    options: ["Toggle Maximize", "Minimize", "Lower", "Menu", "None"])
                choice(
                    "buttonLayout", "Title Bar Buttons", "Which buttons a title bar shows and on which side.",
                    options: ["Close Only", "Minimize and Close", "Minimize, Maximize and Close"])
                toggle("buttonsOnLeft", "Buttons on the Left", "Place the window buttons on the left of the title bar.")
                toggle("centerNewWindows", "Center New Windows", "Open new windows in the middle of the screen.")
                toggle("attachModalDialogs", "Attach Modal Dialogs", "Keep dialogs fixed to their parent window.")
                toggle(
                    "resizeWithSecondary", "Resize with Secondary Click",
                    "Resize windows by dragging with the right button while holding the Super key.")
            }
            SettingsGroup("Multitasking", presentation: .inline) {
                toggle(
                    "hotCorner", "Hot Corner", "Open the overview by pushing the pointer into the top-left corner.")
                toggle(
                    "edgeTiling", "Active Screen Edges",
                    "Drag a window against a screen edge to make it fill that half of the screen.",
                    "Dragging to the top edge maximizes the window.")
                toggle("dynamicWorkspaces", "Dynamic Workspaces", "Add and remove workspaces as they are needed.")
                number(
                    "workspaceCount", "Number of Workspaces", "How many workspaces there are when fixed.", range: 1...36
                )
                toggle(
                    "workspacesOnPrimary", "Workspaces on Primary Display Only",
                    "Other displays keep their windows when you switch workspace.")
                toggle(
                    "switchCurrentWorkspace", "App Switching Includes Current Workspace Only",
                    "The window switcher lists only the windows of this workspace.")
            }
        }
    }
}
