#!/usr/bin/env python3
"""Converts Visual Studio Code's settings schema into a prefs-schema tree: the held-out corpus of the search evaluation.

Source: the JSON schema of VS Code's default settings (`vscode://schemas/settings/default`), VS Code 1.134.0, as
extracted and published by the public repository ota-meshi/extract-vscode-schemas (file
`resources/vscode/schemas/settings/default.json`, commit 455ecb531ce64c3cd80cb1a1d1eff364f4545706, whose
`meta-data.json` names `"vscodeVersion": "1.134.0"`). VS Code's settings and their descriptions are Microsoft's,
published under the MIT licence (microsoft/vscode); the fixture keeps them as test data, unchanged but for the
mechanical steps below.

What is kept (decided before any query was written, by section, never by setting):
- the settings whose `section.id` is one of SECTIONS below: the editor, the workbench, windows, files, the explorer,
  search, breadcrumbs, accessibility, zen and screencast modes, updates, telemetry, security, HTTP, extensions,
  keyboard, application, settings sync, problems, network and performance — what any desktop application has a
  counterpart of; language-, extension- and chat-specific sections are left out;
- not deprecated, not a language override (`[python]`), and with a description.

How each setting becomes a node:
- groups: the section's title, then one group per middle segment of the key (`editor.find.loop` is
  Editor > Find > Loop), titled as VS Code titles them (camel case split, each word capitalised);
- the preference: its ID and key are the setting's key; its title is the last key segment, titled the same way; the
  summary is the first sentence of its description and the `description` the rest, then each option's description
  (`Label: text`); markdown links and code marks are removed and `#files.autoSaveDelay#` references read as the
  setting's title ("Files: Auto Save Delay"), as VS Code's settings editor shows them;
- type, default, range (`minimum`, `maximum`), options (`enum`, labelled by `enumItemLabels` or the titled value)
  and `tags` are carried over as they are.

Usage: Scripts/vscode-settings-corpus.py SCHEMA.json OUTPUT.json
"""
import json
import re
import sys

SOURCE = "ota-meshi/extract-vscode-schemas@455ecb531ce64c3cd80cb1a1d1eff364f4545706"
VERSION = "1.134.0"
SECTIONS = [
    "editor", "workbench", "window", "files", "explorer", "search", "breadcrumbs", "accessibility", "zenMode",
    "screencastMode", "update", "telemetry", "security", "http", "extensions", "keyboard", "application",
    "settingsSync", "problems", "network", "performance",
]
ACRONYMS = {"url", "ui", "http", "id", "json", "html", "css", "ai", "mcp", "os", "api", "ms", "cpu", "gpu", "utf"}


def resolve(value, definitions):
    while isinstance(value, dict) and value.get("$ref", "").startswith("#/$defs/"):
        value = definitions[value["$ref"].split("/")[-1]]
    return value


def title(segment):
    """`fontSize` → "Font Size", `autoSave` → "Auto Save", `minimap` → "Minimap", `enableHTTP` → "Enable HTTP"."""
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", segment)
    return " ".join(word.upper() if word.lower() in ACRONYMS else word[0].upper() + word[1:] for word in words)


def setting_title(key):
    parts = key.split(".")
    return ": ".join(title(part) for part in parts[-2:]) if len(parts) > 1 else title(key)


def plain(text):
    """Markdown as the settings editor shows it: links as their text, no code marks, setting references titled."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"`?#([\w.]+)#`?", lambda match: setting_title(match.group(1)), text)
    text = text.replace("`", "").replace("**", "")
    return re.sub(r"\s+", " ", text).strip()


def split_summary(text):
    """The first sentence, and the rest."""
    match = re.search(r"(?<=[.!?])\s+(?=[A-Z0-9])", text)
    return (text[: match.start()], text[match.end():]) if match else (text, "")


def value_type(schema):
    kinds = schema.get("type", "string")
    if isinstance(kinds, list):
        kinds = next((kind for kind in kinds if kind != "null"), "string")
    return {"boolean": "bool", "integer": "int", "number": "double", "string": "string", "array": "array",
            "object": "dictionary"}.get(kinds, "codable")


def scalar(kind, value):
    if kind == "bool" and isinstance(value, bool):
        return value
    if kind == "int" and isinstance(value, int) and not isinstance(value, bool):
        return value
    if kind == "double" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if kind == "string" and isinstance(value, str):
        return value
    return None


def preference(key, schema):
    kind = value_type(schema)
    text = plain(schema.get("markdownDescription") or schema.get("description") or "")
    summary, rest = split_summary(text)
    node = {"kind": "pref", "id": key, "key": key, "title": title(key.split(".")[-1]), "summary": summary}
    options = []
    labels = schema.get("enumItemLabels") or []
    descriptions = schema.get("markdownEnumDescriptions") or schema.get("enumDescriptions") or []
    option_lines = []
    for position, value in enumerate(schema.get("enum") or []):
        value = scalar(kind, value)
        if value is None:
            continue
        label = labels[position] if position < len(labels) and labels[position] else title(str(value))
        options.append({"value": value, "label": label})
        if position < len(descriptions) and descriptions[position]:
            option_lines.append(f"{label}: {plain(descriptions[position])}")
    description = " ".join(([rest] if rest else []) + option_lines)
    if description:
        node["description"] = description
    node["type"] = kind
    default = scalar(kind, schema.get("default"))
    if default is not None:
        node["default"] = default
    if kind in ("int", "double") and ("minimum" in schema or "maximum" in schema):
        bounds = {}
        for name, field in (("min", "minimum"), ("max", "maximum")):
            if isinstance(schema.get(field), (int, float)):
                bounds[name] = float(schema[field]) if kind == "double" else int(schema[field])
        if bounds:
            node["range"] = bounds
    node["options"] = options
    node["tags"] = list(schema.get("tags") or [])
    node["searchable"] = True
    node["requiresRestart"] = False
    node["secret"] = False
    return node


def group(node_id, name):
    return {"kind": "group", "id": node_id, "title": name, "tags": [], "presentation": "navigation",
            "searchable": True, "children": []}


def convert(schema):
    definitions = schema.get("$defs", {})
    sections = {}
    for key, raw in sorted(schema["properties"].items()):
        setting = resolve(raw, definitions)
        section = setting.get("section") or {}
        if section.get("id") not in SECTIONS or key.startswith("["):
            continue
        if setting.get("deprecationMessage") or setting.get("markdownDeprecationMessage"):
            continue
        if not (setting.get("markdownDescription") or setting.get("description")):
            continue
        section_id = section["id"]
        top = sections.setdefault(section_id, group("section." + section_id, section.get("title") or title(section_id)))
        parent = top
        parts = key.split(".")
        first = 1 if parts[0] == section_id else 0
        for depth in range(first, len(parts) - 1):
            path = "section." + section_id + "." + ".".join(parts[:depth + 1])
            existing = next((child for child in parent["children"] if child["id"] == path), None)
            if existing is None:
                existing = group(path, title(parts[depth]))
                parent["children"].append(existing)
            parent = existing
        parent["children"].append(preference(key, setting))
    ordered = [sections[name] for name in SECTIONS if name in sections]
    return {"format": "prefs-schema", "version": 1, "title": f"Visual Studio Code {VERSION} ({SOURCE})",
            "children": ordered}


def count(nodes):
    return sum(1 + count(node.get("children", [])) for node in nodes)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    with open(sys.argv[1], encoding="utf-8") as file:
        tree = convert(json.load(file))
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        json.dump(tree, file, indent=1, ensure_ascii=False)
        file.write("\n")
    print(f"{sys.argv[2]}: {count(tree['children'])} nodes")


if __name__ == "__main__":
    main()
