#!/usr/bin/env python3
"""Writes Tests/Fixtures/MacPreferences: property lists shaped like the preference files Mac apps write.

Each file imitates what CFPreferences leaves in ~/Library/Preferences (binary, or XML for apps that ship or edit
their files by hand): nested dictionaries, window frames as strings, dates with sub-microsecond fractions (binary
dates are CFAbsoluteTime doubles, which CFPreferences stores with about 100 ns of precision), data blobs, keyed-archive
references (UIDs, `CF$UID` in XML) as apps that store an NSKeyedArchiver's dictionary directly hold them, null, and
integers beyond Int64 (a UInt64 such as a file size or a hash). The values are made up; only the shapes are real.

Every fixture must read in Prefs, be listed by `PrefsDemo dump --all`, and keep every other value when one key is
set (Tests/PrefsTests/Storage/MacPreferenceFixtureTests.swift and Tests/PrefsDemoTests/CommandLine/
CommandLineMacFixtureTests.swift check it, comparing with plistlib).

Run from the repository root: python3 Scripts/make-mac-preference-fixtures.py
The output is deterministic: running it again rewrites the same bytes.
"""
import datetime
import pathlib
import plistlib
import struct

OUT = pathlib.Path("Tests/Fixtures/MacPreferences")

# Dates with sub-microsecond fractions, as CFAbsoluteTime doubles: datetime holds only microseconds, so a binary
# file is written with placeholder dates (2020-02-02T02:02:0N) whose 8 bytes are then replaced by these.
FINE_DATES = [726842096.1234567, 726842100.9876543, 726842102.0000001, -31622400.25000001]


def placeholder(number):
    return datetime.datetime(2020, 2, 2, 2, 2, number)


def binary(value):
    """The binary plist of `value`, with placeholder date N replaced by FINE_DATES[N]."""
    data = bytearray(plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=True))
    for number, seconds in enumerate(FINE_DATES):
        stand_in = (placeholder(number) - datetime.datetime(2001, 1, 1)).total_seconds()
        at = data.find(b"\x33" + struct.pack(">d", stand_in))
        if at >= 0:
            data[at + 1 : at + 9] = struct.pack(">d", seconds)
    return bytes(data)


def xml(value):
    return plistlib.dumps(value, fmt=plistlib.FMT_XML, sort_keys=True)


def keyed_archive():
    """An NSKeyedArchiver dictionary as an app stores it in its preferences (SourceTree's bookmarks, say)."""
    return {
        "$archiver": "NSKeyedArchiver",
        "$version": 100000,
        "$top": {"root": plistlib.UID(1)},
        "$objects": [
            "$null",
            {"$class": plistlib.UID(4), "NS.keys": [plistlib.UID(2)], "NS.objects": [plistlib.UID(3)]},
            "path",
            "/Users/ada/Projects/prefs",
            {"$classname": "NSMutableDictionary", "$classes": ["NSMutableDictionary", "NSDictionary", "NSObject"]},
        ],
    }


def fixtures():
    window = "{{312, 188}, {1024, 680}}"
    finder = {
        "FXPreferredViewStyle": "Nlsv",
        "ShowPathbar": True,
        "FXRecentFolders": [
            {"name": "Downloads", "file-bookmark": bytes(range(48))},
            {"name": "prefs", "file-bookmark": b"book\x00\x00\x00\x00mark" * 3},
        ],
        "NSWindow Frame NSNavPanelAutosaveName": window,
        "FK_SidebarWidth": 160,
        "FXSidebarUpgradedToTenFourteen": True,
        "NSOSPLastRootDirectory": bytes.fromhex("626f6f6b000000004d61726b") * 4,
        "FXDesktopVolumePositions": {"Macintosh HD_0x0": {"AnchorX": 1, "AnchorY": 0, "ScreenID": 0}},
        "FXLastSearch": placeholder(0),
        "SearchRecentsSavedViewStyle": "Nlsv",
        "TagsCloudSerialNumber": 42,
        "FXConnectToLastURL": "smb://nas.local/share",
    }
    editor = {
        "NSNavLastRootDirectory": "~/Documents",
        "NSQuotedKeystrokeBinding": "",
        "SUEnableAutomaticChecks": True,
        "SULastCheckTime": placeholder(1),
        "SUSendProfileInfo": False,
        "NSWindow Frame Main": window,
        "NSSplitView Subview Frames Sidebar": ["0.000000, 0.000000, 220.000000, 680.000000, NO, NO"],
        "EditorFontSize": 13.5,
        "EditorTheme": {"name": "Solarized", "colors": {"background": "#002b36", "text": "#839496"}},
        "RecentDocuments": ["/Users/ada/notes.md", "/Users/ada/todo.txt"],
        "LastUpdateCheck": placeholder(2),
        "DownloadedBytes": 2**64 - 1,
        "ContentHash": 2**63 + 12345,
        "FileSizes": {"archive.tar": 2**63, "small.txt": 12},
        "LaunchCount": 57,
        "WindowAlpha": 0.95,
    }
    sourcetree = {
        "bookmarks": keyed_archive(),
        "agreedToUpdateConfig": True,
        "diffFontSize": 11,
        "windowRestorationMainWindow": window,
        "lastUsedRepository": "/Users/ada/Projects/prefs",
        "SUHasLaunchedBefore": True,
        "SULastCheckTime": placeholder(3),
        "fileStatusViewMode": 1,
    }
    with_null = {
        "MigratedFromVersion": None,
        "Theme": "dark",
        "Window": {"frame": window, "tabs": [None, "first", 3]},
        "LastRun": placeholder(0),
    }
    files = {
        "com.example.finder-like.plist": binary(finder),
        "com.example.editor.plist": binary(editor),
        "com.example.editor-xml.plist": xml(editor),
        "com.example.sourcetree-like.plist": binary(sourcetree),
        "com.example.nulls.plist": binary(with_null),
        "com.example.finder-like-xml.plist": xml(finder),
    }
    # Core Foundation writes a UID in XML as a dictionary whose one member is CF$UID, and reads it back as a UID.
    archive_xml = xml({"bookmarks": {"$top": {"root": {"CF$UID": 1}}, "$objects": ["$null", "x"]}, "diffFontSize": 11})
    files["com.example.sourcetree-like-xml.plist"] = archive_xml
    # UTF-16 with a byte-order mark, which Core Foundation reads: little- and big-endian.
    text = xml(editor).decode("utf-8").replace('encoding="UTF-8"', 'encoding="UTF-16"')
    files["com.example.editor-utf16le.plist"] = b"\xff\xfe" + text.encode("utf-16-le")
    files["com.example.editor-utf16be.plist"] = b"\xfe\xff" + text.encode("utf-16-be")
    return files


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in sorted(fixtures().items()):
        (OUT / name).write_bytes(data)
        assert plistlib.loads(data) is not None
        print(f"{OUT / name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
