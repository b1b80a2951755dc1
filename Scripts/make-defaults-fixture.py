#!/usr/bin/env python3
"""Writes a property list holding one value of each type sindresorhus/Defaults stores, in the form Defaults writes.

The forms come from Defaults' bridges (Sources/Defaults/Defaults+Bridge.swift and Defaults+Extensions.swift):

- Bool, Int and the sized integers, Double, Float, CGFloat, String, Data, Date: stored by UserDefaults as they are
  (integers as <integer>, CGFloat as <real>).
- URL: a Codable bridge, so the JSON text of the URL's string, made by JSONEncoder with sorted keys, which escapes
  "/" as "\\/": "\"https:\\/\\/example.com\"".
- UUID: uuidString, upper case.
- Any other Codable type (a struct, and NSSize/NSPoint/NSRect once an app declares them Defaults.Serializable): the
  JSON text JSONEncoder makes with sorted keys. CGSize, CGPoint and CGRect encode as arrays: "[500,650]",
  "[10,20.5]", "[[0,0],[800,600]]".
- RawRepresentable (an enum with raw values): the raw value.
- Set and Array: an array of the elements' forms; Dictionary: a dictionary of the values' forms.
- Range and ClosedRange: [lowerBound, upperBound], each in its bound's form.
- Optional: the wrapped value's form; nil removes the key.

Prefs' DefaultsFormsTests run this script and read the file it writes with a Prefs schema of the same keys.

Usage: Scripts/make-defaults-fixture.py OUTPUT.plist [--xml]
"""
import datetime
import plistlib
import sys

DEVICE = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
OTHER_DEVICE = "5A5A5A5A-0000-4000-8000-000000000001"

VALUES = {
    # Stored as they are.
    "launchCount": 12,
    "opacity": 0.75,
    "previewWidth": 400.5,  # CGFloat
    "int8": -8,
    "int16": -1600,
    "int32": 320000,
    "int64": -6400000000,
    "uInt": 42,
    "uInt8": 255,
    "uInt16": 65535,
    "uInt32": 4294967295,
    "uInt64": 9007199254740993,
    "lastReviewRequest": datetime.datetime(2024, 5, 6, 7, 8, 9),
    "ignoredApps": ["com.apple.Safari", "com.apple.mail"],  # Set<String>, in no particular order
    "searchHistory": ["one", "two"],  # [String]
    "pins": {"a": True, "b": False},  # [String: Bool]
    # Raw values.
    "popupPosition": "statusItem",
    "pasteboardTypes": ["public.png", "public.utf8-plain-text"],  # Set of a String-backed RawRepresentable
    "recentKinds": ["public.url", "public.png"],  # [RawRepresentable]
    "kindsByApp": {"com.apple.Safari": "public.url"},  # [String: RawRepresentable]
    # JSON text from JSONEncoder with sorted keys.
    "homepage": '"https:\\/\\/example.com\\/a%20b?q=1"',  # URL
    "recentURLs": ['"https:\\/\\/one.example"', '"file:\\/\\/\\/tmp\\/x.txt"'],  # [URL]
    "windowSize": "[500,650]",  # NSSize
    "windowPosition": "[10,20.5]",  # NSPoint
    "windowFrame": "[[0,0],[800,600]]",  # NSRect
    "windowState": '{"height":2,"name":"main"}',  # a Codable struct
    "recentStates": ['{"height":1,"name":"a"}', '{"height":3,"name":"b"}'],  # [Codable struct]
    # UUID.
    "deviceID": DEVICE,
    "knownDevices": [OTHER_DEVICE, DEVICE],  # Set<UUID>
    # Ranges.
    "pageRange": [1, 5],  # Range<Int>
    "zoomRange": [0.5, 2.0],  # ClosedRange<Double>
}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    fmt = plistlib.FMT_XML if "--xml" in sys.argv[2:] else plistlib.FMT_BINARY
    with open(sys.argv[1], "wb") as output:
        plistlib.dump(VALUES, output, fmt=fmt, sort_keys=True)


if __name__ == "__main__":
    main()
