#!/usr/bin/env python3
"""Writes Tests/Fixtures/CodeEdit/settings.plist, a binary property list, from settings.json beside it.

The JSON fixture is CodeEdit's nested settings document in CodeEdit's shape (see the README there). Python's plistlib
keeps its types: integers stay <integer>, numbers with a fraction <real>, booleans <true/>/<false/>; nested objects
become nested dictionaries. Run it from the package's root: python3 Scripts/make-codeedit-fixtures.py
"""
import json
import pathlib
import plistlib

directory = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "CodeEdit"
settings = json.loads((directory / "settings.json").read_text(encoding="utf-8"))
(directory / "settings.plist").write_bytes(plistlib.dumps(settings, fmt=plistlib.FMT_BINARY, sort_keys=True))
