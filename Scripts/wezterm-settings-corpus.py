#!/usr/bin/env python3
"""Converts WezTerm's configuration reference into a prefs-schema tree: the second held-out corpus of the search
evaluation (a terminal emulator, a different domain from the code editor of vscode-settings-corpus.py).

Source: the per-option pages of WezTerm's documentation, `docs/config/lua/config/*.md` in the public repository
wezterm/wezterm at commit 4ff581a8aa3460d04f859fdadb50f29b3c507763 (2025-02-23, the newest snapshot available when
the corpus was made). WezTerm, its documentation included, is Wez Furlong's, published under the MIT licence
(`LICENSE.md`); the fixture keeps the text as test data, unchanged but for the mechanical steps below.

What is kept (decided before any query was written, by file, never by option): every option page of that folder,
one node per page (`index.markdown`, the list of pages, is left out). A page that documents two options under one
heading (`check_for_updates` & `check_for_updates_interval_seconds`) is one node named by the first.

How each page becomes a node:
- group path: the page's first tag (its front matter `tags:`, by which WezTerm's documentation site groups options),
  titled (`tab_bar` → "Tab Bar"); pages without tags go into a group "Other"; groups are ordered by name, options
  by file name;
- the preference: its ID and key are the option's name (the heading's first code span, or the heading itself);
  its title is that name titled (`font_size` → "Font Size", with the acronyms below in capitals);
- summary: the first sentence of the first paragraph of prose; description: the rest of the prose, paragraph after
  paragraph. Prose is every line outside front matter, code fences and headings, and outside `{{since(...)}}`
  marks; admonition markers (`!!! note`) are dropped and their text kept; markdown links read as their text, code
  and emphasis marks are removed;
- options: the page's bullets that start with a quoted value (`` * `"SystemBeep"` - ... ``), labelled by the value;
- type and default: from the heading's `= VALUE` when there is one (`true`/`false` → bool, `12` → int, `12.0` →
  double, `"x"` → string); otherwise string when the page lists options, else codable, without a default;
- tags: every tag of the page, `_` read as a space.

Usage: Scripts/wezterm-settings-corpus.py DOCS_CONFIG_DIR OUTPUT.json
  where DOCS_CONFIG_DIR is a checkout's docs/config/lua/config (e.g. `git archive COMMIT docs/config/lua/config`).
"""
import json
import os
import re
import sys

SOURCE = "wezterm/wezterm@4ff581a8aa3460d04f859fdadb50f29b3c507763"
ACRONYMS = {"gpu", "fps", "ssh", "tls", "ime", "dpi", "ansi", "ui", "url", "cwd", "egl", "csi", "nfc", "xim", "fg",
            "bg", "hsb", "pcf", "wsl", "win32", "macos"}
SPELLED = {"macos": "macOS", "webgpu": "WebGPU", "freetype": "FreeType", "harfbuzz": "HarfBuzz"}


def title(name):
    """`font_size` → "Font Size", `use_ime` → "Use IME", `macos_window_background_blur` → "macOS Window …"."""
    words = []
    for word in name.split("_"):
        if word in SPELLED:
            words.append(SPELLED[word])
        elif word in ACRONYMS:
            words.append(word.upper())
        else:
            words.append(word[:1].upper() + word[1:])
    return " ".join(words)


def plain(text):
    """Markdown as read: links as their text, no code or emphasis marks, no `{{since}}` marks."""
    text = re.sub(r"\{\{[^}]*\}\}", "", text)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("`", "").replace("**", "")
    text = re.sub(r"(?<![\w*])\*(?!\s)([^*]+)(?<!\s)\*(?![\w*])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def split_summary(text):
    """The first sentence, and the rest."""
    match = re.search(r"(?<=[.!?])\s+(?=[A-Z0-9])", text)
    return (text[: match.start()], text[match.end():]) if match else (text, "")


def parse(text):
    """(tags, heading, paragraphs of prose, options) of one page."""
    lines = text.splitlines()
    tags = []
    if lines and lines[0].strip() == "---":
        end = lines.index("---", 1)
        tags = [line.strip()[2:].strip() for line in lines[1:end] if line.strip().startswith("- ")]
        lines = lines[end + 1:]
    heading = None
    paragraphs = [[]]
    options = []
    fenced = False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("```"):
            fenced = not fenced
            paragraphs.append([])
            continue
        if fenced:
            continue
        if stripped.startswith("#"):
            if heading is None and stripped.startswith("# "):
                heading = stripped[2:].strip()
            paragraphs.append([])
            continue
        option = re.match(r'[*-]\s+`"([^"`]+)"`', stripped)
        if option:
            options.append(option.group(1))
        stripped = re.sub(r"^!!!\s*\w+(\s+\"[^\"]*\")?", "", stripped).strip()
        if not plain(stripped):
            paragraphs.append([])
            continue
        paragraphs[-1].append(stripped)
    prose = [plain(" ".join(paragraph)) for paragraph in paragraphs if paragraph]
    return tags, heading, [paragraph for paragraph in prose if paragraph], options


def typed_default(heading, options):
    """The value type and default the heading gives (`font_size = 12.0` → double 12.0)."""
    match = re.search(r"=\s*(.+?)`?$", heading or "")
    value = match.group(1).strip().rstrip("`").strip() if match else None
    if value in ("true", "false"):
        return "bool", value == "true"
    if value and re.fullmatch(r"-?\d+", value):
        return "int", int(value)
    if value and re.fullmatch(r"-?\d+\.\d+", value):
        return "double", float(value)
    if value and re.fullmatch(r"\"[^\"]*\"", value):
        return "string", value[1:-1]
    return ("string" if options else "codable"), None


def preference(path, text):
    tags, heading, prose, options = parse(text)
    names = re.findall(r"`([a-z0-9_]+)", heading or "")
    name = names[0] if names else (heading or os.path.basename(path)[:-3]).strip()
    summary, rest = split_summary(prose[0]) if prose else ("", "")
    kind, default = typed_default(heading, options)
    node = {"kind": "pref", "id": name, "key": name, "title": title(name)}
    if summary:
        node["summary"] = summary
    description = " ".join(([rest] if rest else []) + prose[1:])
    if description:
        node["description"] = description
    node["type"] = kind
    if default is not None:
        node["default"] = default
    labels = []
    for value in options:
        if value not in labels:
            labels.append(value)
    node["options"] = [{"value": value, "label": value} for value in labels] if kind == "string" else []
    node["tags"] = [tag.replace("_", " ") for tag in tags]
    node["searchable"] = True
    node["requiresRestart"] = False
    node["secret"] = False
    return tags[0] if tags else None, node


def convert(folder):
    groups = {}
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".md"):
            continue
        with open(os.path.join(folder, file), encoding="utf-8") as handle:
            first_tag, node = preference(file, handle.read())
        name = first_tag or "other"
        groups.setdefault(name, []).append(node)
    children = [
        {"kind": "group", "id": "group." + name, "title": title(name), "tags": [], "presentation": "navigation",
         "searchable": True, "children": groups[name]}
        for name in sorted(groups)
    ]
    return {"format": "prefs-schema", "version": 1, "title": f"WezTerm configuration ({SOURCE})",
            "children": children}


def count(nodes):
    return sum(1 + count(node.get("children", [])) for node in nodes)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-2])
    tree = convert(sys.argv[1])
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        json.dump(tree, file, indent=1, ensure_ascii=False)
        file.write("\n")
    print(f"{sys.argv[2]}: {count(tree['children'])} nodes")


if __name__ == "__main__":
    main()
