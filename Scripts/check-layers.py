#!/usr/bin/env python3
"""Checks that each folder of Sources/PrefsCore uses only the folders Docs/Architecture.md allows it to use.

The table of allowed dependencies is read from Docs/Architecture.md, between the lines
`<!-- layers:begin -->` and `<!-- layers:end -->`: one row per folder, `| Folder | Allowed, Folders |`.
A source file "uses" a folder when it names a type declared at the top level of a file in that folder, or a member
of the `_PrefsRuntime` namespace declared there (`_PrefsRuntime.Slot`). Comments and string literals are ignored.

Exit status 0 when every use is allowed, 1 otherwise (each violation is printed as `file:line: ...`).
Run from the repository root: Scripts/check-layers.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path("Sources/PrefsCore")
DECLARATION = re.compile(
    r"^(?:@[\w().:, ]+\s+)*(?:(?:public|open|internal|private|fileprivate|package|final|indirect|nonisolated)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)")
RUNTIME_EXTENSION = re.compile(r"^extension _PrefsRuntime\b")
NESTED_DECLARATION = re.compile(
    r"^    (?:@[\w().:, ]+\s+)*(?:(?:public|open|internal|private|fileprivate|package|final|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)")


def strip(source):
    """The source without comments and the contents of string literals."""
    source = re.sub(r'"""(?:.|\n)*?"""', '""', source)
    source = re.sub(r'#"(?:[^"\\]|\\.)*"#', '""', source)
    source = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', source)
    source = re.sub(r"/\*(?:.|\n)*?\*/", "", source)
    return re.sub(r"//[^\n]*", "", source)


def allowed_table():
    text = pathlib.Path("Docs/Architecture.md").read_text()
    block = text.split("<!-- layers:begin -->")[1].split("<!-- layers:end -->")[0]
    table = {}
    for line in block.splitlines():
        cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not re.fullmatch(r"\w+", cells[0]) or cells[0] == "Folder":
            continue
        uses = {name.strip().strip("`") for name in cells[1].split(",") if name.strip() not in ("", "—", "-")}
        table[cells[0]] = uses
    return table


def main():
    table = allowed_table()
    owner = {}  # type name -> folder
    runtime_owner = {}  # _PrefsRuntime member -> folder
    files = sorted(ROOT.rglob("*.swift"))
    for path in files:
        folder = path.relative_to(ROOT).parts[0] if len(path.relative_to(ROOT).parts) > 1 else None
        if folder is None:
            continue
        in_runtime = False
        for line in strip(path.read_text()).splitlines():
            if match := DECLARATION.match(line):
                owner.setdefault(match.group(1), folder)
            if RUNTIME_EXTENSION.match(line):
                in_runtime = True
            elif line.startswith("}"):
                in_runtime = False
            elif in_runtime and (match := NESTED_DECLARATION.match(line)):
                runtime_owner.setdefault(match.group(1), folder)
    problems = []
    for folder in sorted({p.relative_to(ROOT).parts[0] for p in files if len(p.relative_to(ROOT).parts) > 1}):
        if folder not in table:
            problems.append(f"Sources/PrefsCore/{folder}: folder missing from the table in Docs/Architecture.md")
    for path in files:
        parts = path.relative_to(ROOT).parts
        if len(parts) < 2 or parts[0] not in table:
            continue
        folder = parts[0]
        allowed = table[folder] | {folder}
        for number, line in enumerate(strip(path.read_text()).splitlines(), start=1):
            used = {(name, owner[name]) for name in re.findall(r"(?<![\w.])([A-Z_]\w*)", line) if name in owner}
            used |= {
                (f"_PrefsRuntime.{name}", runtime_owner[name])
                for name in re.findall(r"_PrefsRuntime\.(\w+)", line) if name in runtime_owner
            }
            for name, source in sorted(used):
                if source not in allowed:
                    problems.append(f"{path}:{number}: {folder} uses {name} from {source}, which it may not use")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} layering violation(s); see the table in Docs/Architecture.md")
        return 1
    print(f"layers: {len(files)} files follow the table in Docs/Architecture.md")
    return 0


sys.exit(main())
