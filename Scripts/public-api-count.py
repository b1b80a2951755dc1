#!/usr/bin/env python3
"""Counts the public API of each library product: the types and functions a user sees in autocomplete and docs.

The `Prefs` product is `Sources/Prefs` and `Sources/PrefsCore`; each opt-in product is its own `Sources/<Name>`. The
last line printed is the `Prefs` product's count.

A declaration counts when it is `public` or `open`, its name does not start with `_`, and it is not nested in a
type whose name starts with `_` (such as `_PrefsRuntime`, the namespace of what only generated code uses).
Types: class, struct, enum, protocol, actor, typealias. Functions: func, init, subscript (each overload counts).
Enum cases, properties and typealiases nested in a type are not counted. Run from the repository root: Scripts/public-api-count.py [--list] [--product NAME]
"""
import pathlib
import re
import sys

DECL = re.compile(
    r"^(?P<indent>\s*)(?:@[\w().:, ]+\s+)*(?P<access>public|open)\s+(?:(?:final|static|class|override|mutating|"
    r"nonmutating|convenience|required|indirect|nonisolated|consuming|borrowing)\s+)*"
    r"(?P<kind>class|struct|enum|protocol|actor|typealias|func|init|subscript)\b\s*(?P<name>[\w$`]*)"
)
OPEN_TYPE = re.compile(r"^\s*(?:@[\w().:, ]+\s+)*(?:(?:public|open|internal|private|fileprivate|package|final|"
                       r"indirect)\s+)*(?:class|struct|enum|protocol|actor|extension)\s+(?P<name>[\w.]+)")


def scan(path):
    types, functions = [], []
    stack = []  # (brace depth at which the scope opened, name)
    depth = 0
    pending = None
    for line in path.read_text().splitlines():
        code = re.sub(r"//.*", "", line)
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', code)
        opened = OPEN_TYPE.match(code)
        hidden = any(name.split(".")[-1].startswith("_") or name.startswith("_") for _, name in stack)
        match = DECL.match(code)
        if match and not hidden:
            name = match.group("name") or match.group("kind")
            # A typealias nested in a type names a member (often the witness of an associated type), not a new type.
            nested_alias = match.group("kind") == "typealias" and match.group("indent") != ""
            if not name.startswith("_") and not name.startswith("`_") and not nested_alias:
                entry = f"{path}: {match.group('kind')} {name}"
                (types if match.group("kind") in ("class", "struct", "enum", "protocol", "actor", "typealias")
                 else functions).append(entry)
        if opened:
            pending = opened.group("name")
        for char in code:
            if char == "{":
                depth += 1
                if pending is not None:
                    stack.append((depth, pending))
                    pending = None
            elif char == "}":
                if stack and stack[-1][0] == depth:
                    stack.pop()
                depth -= 1
    return types, functions


PRODUCTS = {
    "Prefs": ["Sources/PrefsCore", "Sources/Prefs"],
    "PrefsKitCompatibility": ["Sources/PrefsKitCompatibility"],
    "PrefsSearch": ["Sources/PrefsSearch"],
    "PrefsMigrations": ["Sources/PrefsMigrations"],
    "PrefsCommandLine": ["Sources/PrefsCommandLine"],
}


def count(folders):
    types, functions = [], []
    for path in sorted(p for folder in folders for p in pathlib.Path(folder).rglob("*.swift")):
        t, f = scan(path)
        types += t
        functions += f
    return types, functions


def main():
    only = sys.argv[sys.argv.index("--product") + 1] if "--product" in sys.argv else None
    # The Prefs product last: its line is the one scripts read.
    for product in [name for name in PRODUCTS if name != "Prefs"] + ["Prefs"]:
        if only is not None and product != only:
            continue
        types, functions = count(PRODUCTS[product])
        if "--list" in sys.argv:
            print("\n".join(types + functions))
        label = "" if product == "Prefs" else f"{product} product: "
        print(f"{label}public types: {len(types)}, public functions: {len(functions)}")


main()
