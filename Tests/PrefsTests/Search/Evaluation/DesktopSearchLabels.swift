import PrefsSearch

@testable import PrefsCore
@testable import PrefsSearch

/// Labelled queries over ``DesktopSettingsFixture``: what a person types and the nodes that answer it.
///
/// Written before the ranking was tuned, and not changed to suit it. Lexical categories use the words of the tree
/// (a title, its start, a word of it, a typo, a word of a summary, several words); intent categories use the words
/// people use for a need: another word for the same thing (synonym), a sentence describing the need (need), or an
/// inflected form (stemmed). Several IDs mean any of them is a right answer.
enum DesktopSearchLabels {
    typealias Query = SettingsSearchEvaluation.Query

    static let nightLight = ["displays.night-light", "displays.night-light.nightLightEnabled"]
    static let background = ["appearance.background", "appearance.background.pictureURI"]
    static let suspend = [
        "power.suspend-and-power-button", "power.suspend-and-power-button.sleepOnAC",
        "power.suspend-and-power-button.sleepOnBattery", "power.suspend-and-power-button.sleepDelay",
    ]
    static let screenLock = ["privacy-and-security.screen-lock", "privacy-and-security.screen-lock.lockEnabled"]

    static let lexical: [Query] = [
        Query("Night Light", expecting: nightLight, category: "exact"),
        Query("Hot Corner", expecting: ["windows-and-workspaces.multitasking.hotCorner"], category: "exact"),
        Query("sticky keys", expecting: ["accessibility.typing-assist.stickyKeys"], category: "exact"),
        Query("tap to click", expecting: ["mouse-and-touchpad.touchpad.tapToClick"], category: "exact"),
        Query("color scheme", expecting: ["appearance.colorScheme"], category: "exact"),
        Query("text scaling factor", expecting: ["fonts.textScalingFactor"], category: "exact"),
        Query("over-amp", expecting: ["sound.overAmplification"], category: "prefix"),
        Query(
            "automatic sus",
            expecting: [
                "power.suspend-and-power-button.sleepOnAC", "power.suspend-and-power-button.sleepOnBattery",
            ], category: "prefix"),
        Query("refresh", expecting: ["displays.refreshRate"], category: "prefix"),
        Query("monospace", expecting: ["fonts.monospaceFont"], category: "prefix"),
        Query("compose", expecting: ["keyboard.composeKey"], category: "prefix"),
        Query("blinking", expecting: ["keyboard.typing.cursorBlink"], category: "word"),
        Query("scrollbars", expecting: ["accessibility.seeing.overlayScrollbars"], category: "word"),
        Query("contrast", expecting: ["accessibility.seeing.highContrast"], category: "word"),
        Query("placement", expecting: ["appearance.background.pictureOptions"], category: "word"),
        Query("temperature", expecting: ["displays.night-light.nightLightTemperature"], category: "word"),
        Query("bluetoth", expecting: ["system.network.bluetoothEnabled"], category: "typo"),
        Query("magnifcation", expecting: ["accessibility.zoom.magnificationFactor"], category: "typo"),
        Query(
            "touchpda", expecting: ["mouse-and-touchpad.touchpad", "mouse-and-touchpad.touchpad.touchpadEnabled"],
            category: "typo"),
        Query("notifcations", expecting: ["notifications"], category: "typo"),
        Query("keybaord", expecting: ["keyboard"], category: "typo"),
        Query("kelvin", expecting: ["displays.night-light.nightLightTemperature"], category: "summary"),
        Query("palm", expecting: ["mouse-and-touchpad.touchpad.disableWhileTyping"], category: "summary"),
        Query("gradient", expecting: ["appearance.background.shadingType"], category: "summary"),
        Query(
            "recalibrate", expecting: ["displays.color-management.colorCalibrationReminder"], category: "summary"),
        Query("headsets", expecting: ["system.network.bluetoothEnabled"], category: "summary"),
        Query("touchpad speed", expecting: ["mouse-and-touchpad.touchpad.touchpadSpeed"], category: "multi-word"),
        Query("lock delay", expecting: ["privacy-and-security.screen-lock.lockDelay"], category: "multi-word"),
        Query("dark picture", expecting: ["appearance.background.pictureURIDark"], category: "multi-word"),
        Query(
            "trash delete", expecting: ["privacy-and-security.file-history-and-trash.removeOldTrash"],
            category: "multi-word"),
        Query(
            "double click delay", expecting: ["mouse-and-touchpad.pointer-general.doubleClickDelay"],
            category: "multi-word"),
        Query("Ｎｉｇｈｔ Ｌｉｇｈｔ", expecting: nightLight, category: "folded"),
        Query("ｂｌｕｅｔｏｏｔｈ", expecting: ["system.network.bluetoothEnabled"], category: "folded"),
    ]

    static let intent: [Query] = [
        Query("wallpaper", expecting: background, category: "synonym"),
        Query("dark mode", expecting: ["appearance.colorScheme"], category: "synonym"),
        Query(
            "screensaver",
            expecting: ["power.power-saving.idleDelay", "privacy-and-security.screen-lock.lockEnabled"],
            category: "synonym"),
        Query("left handed", expecting: ["mouse-and-touchpad.pointer-general.primaryButton"], category: "synonym"),
        Query("hidpi", expecting: ["displays.scale"], category: "synonym"),
        Query("blue light filter", expecting: nightLight, category: "synonym"),
        Query("sleep", expecting: suspend, category: "synonym"),
        Query("snap windows", expecting: ["windows-and-workspaces.multitasking.edgeTiling"], category: "synonym"),
        Query("text to speech", expecting: ["accessibility.seeing.screenReader"], category: "synonym"),
        Query("virtual keyboard", expecting: ["accessibility.typing-assist.screenKeyboard"], category: "synonym"),
        Query(
            "recycle bin",
            expecting: [
                "privacy-and-security.file-history-and-trash",
                "privacy-and-security.file-history-and-trash.removeOldTrash",
                "applications.files.confirmTrash",
            ], category: "synonym"),
        Query("ssh", expecting: ["system.sharing.remoteLogin"], category: "synonym"),
        Query("screen sharing", expecting: ["system.sharing.remoteDesktop"], category: "synonym"),
        Query(
            "trackpad", expecting: ["mouse-and-touchpad.touchpad", "mouse-and-touchpad.touchpad.touchpadEnabled"],
            category: "synonym"),
        Query(
            "font size", expecting: ["fonts.textScalingFactor", "accessibility.seeing.largeText"], category: "synonym"),
        Query("hotkeys", expecting: ["keyboard.keyboard-shortcuts"], category: "synonym"),
        Query(
            "alt tab",
            expecting: ["keyboard.keyboard-shortcuts.switchWindows", "keyboard.keyboard-shortcuts.switchApplications"],
            category: "synonym"),
        Query(
            "print screen", expecting: ["keyboard.keyboard-shortcuts.takeScreenshot", "applications.screenshots"],
            category: "synonym"),
        Query(
            "make text bigger", expecting: ["fonts.textScalingFactor", "accessibility.seeing.largeText"],
            category: "need"),
        Query(
            "stop screen from locking",
            expecting: screenLock + ["privacy-and-security.screen-lock.disableLockScreen"], category: "need"),
        Query(
            "swap left and right mouse buttons", expecting: ["mouse-and-touchpad.pointer-general.primaryButton"],
            category: "need"),
        Query("stop the cursor flashing", expecting: ["keyboard.typing.cursorBlink"], category: "need"),
        Query(
            "screen timeout",
            expecting: ["power.power-saving.idleDelay", "privacy-and-security.screen-lock.lockDelay"], category: "need"),
        Query("focus follows mouse", expecting: ["windows-and-workspaces.window-behavior.focusMode"], category: "need"),
        Query("change wallpaper", expecting: background, category: "need"),
        Query("make the pointer bigger", expecting: ["accessibility.seeing.cursorSize"], category: "need"),
        Query("turn off animations", expecting: ["accessibility.seeing.reduceAnimation"], category: "need"),
        Query("stop the computer going to sleep", expecting: suspend, category: "need"),
        Query(
            "what happens when I close the lid", expecting: ["power.suspend-and-power-button.lidCloseAction"],
            category: "need"),
        Query(
            "make the battery last longer",
            expecting: ["power.chargeLimit", "power.powerMode", "power.power-saving.automaticPowerSaver"],
            category: "need"),
        Query("everything is too small on my 4k screen", expecting: ["displays.scale"], category: "need"),
        Query(
            "type accented letters", expecting: ["keyboard.composeKey", "keyboard.alternateCharactersKey"],
            category: "need"),
        Query("show dotfiles", expecting: ["applications.files.showHiddenFiles"], category: "need"),
        Query("stop notifications", expecting: ["notifications.doNotDisturb"], category: "need"),
        Query("silence the computer", expecting: ["sound.outputMuted"], category: "need"),
        Query("sound too quiet", expecting: ["sound.outputVolume", "sound.overAmplification"], category: "need"),
        Query("protect my eyes at night", expecting: nightLight, category: "need"),
        Query("log in without a password", expecting: ["system.users.autoLogin"], category: "need"),
        Query("open files with one click", expecting: ["applications.files.clickPolicy"], category: "need"),
        Query("key presses counted twice", expecting: ["accessibility.typing-assist.bounceKeys"], category: "need"),
        Query(
            "control my computer from another pc", expecting: ["system.sharing.remoteDesktop"], category: "need"),
        Query("screen is upside down", expecting: ["displays.orientation"], category: "need"),
        Query("mirror my screen to a projector", expecting: ["displays.displayMode"], category: "need"),
        Query(
            "delete old files automatically",
            expecting: [
                "privacy-and-security.file-history-and-trash.removeOldTrash",
                "privacy-and-security.file-history-and-trash.removeOldTempFiles",
            ], category: "need"),
        Query(
            "where are screenshots saved", expecting: ["applications.screenshots.screenshotFolder"], category: "need"),
        Query("block usb devices when locked", expecting: ["privacy-and-security.usbProtection"], category: "need"),
        Query("locking", expecting: screenLock, category: "stemmed"),
        Query("dimming the screen", expecting: ["power.power-saving.dimScreen"], category: "stemmed"),
        Query("rotating the display", expecting: ["displays.orientation"], category: "stemmed"),
        Query("blanking", expecting: ["power.power-saving.idleDelay"], category: "stemmed"),
        Query(
            "magnifying", expecting: ["accessibility.zoom", "accessibility.zoom.magnifierEnabled"], category: "stemmed"),
        Query("repeating keys", expecting: ["keyboard.typing.repeatKeys"], category: "stemmed"),
        Query("wallpapers", expecting: background, category: "stemmed"),
        Query("suspending", expecting: suspend, category: "stemmed"),
    ]
}
