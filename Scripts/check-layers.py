#!/usr/bin/env python3
"""Checks that every part of Sources uses only the parts Docs/Architecture.md and Package.swift allow it to use.

The parts ("units") are:
- each folder of Sources/PrefsCore, sub-folders included as their own units (`Storage`, `Storage/File`,
  `Storage/Layers`), and `.` for the files directly in Sources/PrefsCore;
- each other module folder of Sources (`Prefs`, `PrefsSearch`, `PrefsMigrations`, `PrefsCommandLine`,
  `PrefsKitCompatibility`, `PrefsDemo`, `PrefsMacros`), sub-folders included in their module.

Docs/Architecture.md holds two tables. Between `<!-- layers:begin -->` and `<!-- layers:end -->`, one row per folder
of PrefsCore: `| Folder | May use |`, the folders it may use. Between `<!-- modules:begin -->` and
`<!-- modules:end -->`, one row per module: `| Module | Depends on | May use of PrefsCore |`. The second column must
be exactly the target's dependencies in Package.swift (the check fails when they differ, so the table cannot lag);
the third names the folders of PrefsCore the module may use, and must be empty (`—`) for a module that does not
depend on PrefsCore, directly or through another module. Between `<!-- owned:begin -->` and `<!-- owned:end -->`,
`| Name | Only in |`: names of the standard library or Foundation (`JSONEncoder`, `base64EncodedString`) that, within
PrefsCore, only the named folder may write (as any identifier of code: a type, a member, an argument label); other
modules are not bound by it.

A unit may use itself, the units its row names and, for a module, the modules it depends on (directly or through
them; the modules here re-export what they depend on). A file breaks the rules when
1. it imports a module of this package that is not one of its target's dependencies in Package.swift (PrefsCore's
   folders may import none), or
1b. it is in a folder of PrefsCore and writes a name the owned table gives to another folder, or
1c. it casts to a storage class (`as?`, `as!`, `is`, or `as` in a pattern such as `case let file as
    FilePrefsStorage`, followed by a name ending in `Storage` that a file of this package declares as a class) and is
    not one of that class's own files: the file that declares it, `<Class>.swift` or `<Class>+<Concern>.swift`. What
    the command line, migrations, schemas and the other storages need of a storage is a requirement of
    `PrefsStorage` with a default, which a storage that wraps another forwards (see "Your own storage" in
    Docs/Storage.md); a cast would skip a wrapper, or
2. it uses a declaration of a unit it may not use. What it uses is found from names, not from the compiler's
   resolution: each file is read without comments and string contents (interpolations are code), and an index of
   the names each unit declares is built first:
   - types (class, struct, enum, protocol, actor, typealias, macro) declared at the top level: a use is the name
     written on its own (`JSONWriter`, `@Pref`), not after a dot;
   - free functions and global constants or variables declared at the top level: a use is `name(` (functions) or
     the name on its own (variables), not after a dot;
   - members declared in an extension (methods, properties, nested types, static members): a use is `.name` (so
     `x.name`, `x.name(…)`, `.name` and `Type.Name`);
   - initialisers declared in an extension, by their first argument label: a use is `T(label:` where `T` is the
     extended type, or `.init(label:`.
   A name counts as a use of a forbidden unit only when **every** unit that declares it is forbidden to the user:
   a name also declared in the using unit (at any depth: a local, a parameter, a private helper), or declared
   visibly in a unit it may use (a member of a type's own body included), is taken to be that one. Declarations
   that are `private` or `fileprivate` are visible only in their own file, so they never count against another
   unit.

Limits of the heuristic, on purpose:
- Member names are matched without knowing the receiver's type. A member name that the standard library or
  Foundation also declares and that an extension here declares again (`description`, `rawValue`, `load`…) cannot
  be told apart from the package's own and is not checked: such names are listed in COMMON_NAMES below (the
  requirements of standard protocols, and the names this tree's check needed). So an extension member named like a
  standard one (`var description` in the JSON folder) is not checked; name new members distinctly. A standard
  member whose name only a forbidden folder declares again is reported: add it to COMMON_NAMES when it is one.
- Scopes are not resolved: a name declared anywhere in the using unit (a `let`, a parameter, a closure's
  `{ name in … }`) hides a forbidden declaration of the same name in the whole unit. This errs towards passing.
- Types nested in a type's own body are reached as `Outer.Inner`, through the outer type, which is what is checked.
- `#if` branches are all read, whatever the platform.
- Members declared in a type's own body (not in an extension) are reached through a value of that type, which
  the user can only get by naming the type or by an allowed API: they are not indexed as uses, only as
  declarations that make a name allowed.
- Macros' generated code is not read; the macro plugin's string templates are strings.
- `Tests` are not checked (test targets may use what their dependencies in Package.swift provide).

Exit status 0 when every use is allowed, 1 otherwise (each violation is printed as `file:line: ...`, naming the
unit, the name and where it is declared). `--uses` prints, for every unit, the units it uses, and exits 0.
Run from the repository root: python3 Scripts/check-layers.py
"""
import pathlib
import re
import sys
from collections import defaultdict

SOURCES = pathlib.Path("Sources")
CORE = "PrefsCore"
ROOT_UNIT = "."
# A storage class declaration (rule 1c).
STORAGE_CLASS = re.compile(r"\bclass\s+([A-Z]\w*Storage)\b")

# Member names the standard library, Foundation, Observation, Synchronization or Dispatch also declare, which an
# extension in this package may declare again (an overload, a conformance): a use of one cannot be attributed.
COMMON_NAMES = {
    # Requirements of standard protocols, which conformances in extensions declare again.
    "description", "debugDescription", "hash", "hashValue", "encode", "decode", "rawValue", "RawValue", "Element",
    "makeIterator", "next", "wrappedValue", "projectedValue",
    # Standard members the package also declares in extensions, found by the check on this tree.
    "dictionaryRepresentation", "standard", "load", "store", "removeValue", "value", "values", "data", "date", "merge",
}
# Argument labels of standard initialisers that an extension's initialiser may share.
COMMON_INIT_LABELS = {
    "from", "contentsOf", "repeating", "count", "uncheckedBounds", "rawValue", "describing", "reflecting", "format",
    "string", "data", "bytes", "exactly", "truncating", "clamping", "bitPattern", "radix", "decoding", "encoding",
    "utf8String", "cString", "fileURLWithPath", "timeIntervalSince1970", "timeIntervalSinceReferenceDate",
    "uniqueKeysWithValues", "grouping", "minimumCapacity", "arrayLiteral", "dictionaryLiteral", "stringLiteral",
    "integerLiteral", "floatLiteral", "booleanLiteral", "nilLiteral", "unicodeScalarLiteral",
    "extendedGraphemeClusterLiteral", "stringInterpolation", "literalCapacity",
}

ATTRIBUTES = r"(?:@\w+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s+)*"
MODIFIERS = (
    r"(?:(?:(?:public|open|internal|private|fileprivate|package)(?:\(set\))?"
    r"|final|indirect|nonisolated(?:\(unsafe\))?|static|class(?=\s+(?:func|var|let|subscript)\b)|override|mutating"
    r"|nonmutating|convenience|required|lazy|weak|unowned|dynamic|consuming|borrowing|optional|distributed)\s+)*"
)
DECLARATION = re.compile(
    r"^\s*" + ATTRIBUTES + r"(?P<modifiers>" + MODIFIERS + r")"
    r"(?P<kind>class|struct|enum|protocol|actor|typealias|macro|associatedtype|extension|func|var|let|case|init)\b"
    r"(?P<rest>.*)")
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor", "typealias", "macro", "associatedtype"}
IMPORT = re.compile(
    r"^\s*" + ATTRIBUTES + r"(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")


def lex(source):
    """The source as code only: comments removed, string contents blanked (interpolations kept), lines kept."""
    out = []
    length = len(source)

    def blank(text):
        return "".join("\n" if c == "\n" else " " for c in text)

    def code(i, in_interpolation):
        depth = 0
        while i < length:
            c = source[i]
            if source.startswith("//", i):
                end = source.find("\n", i)
                i = length if end < 0 else end
            elif source.startswith("/*", i):
                nesting, j = 1, i + 2
                while j < length and nesting:
                    if source.startswith("/*", j):
                        nesting, j = nesting + 1, j + 2
                    elif source.startswith("*/", j):
                        nesting, j = nesting - 1, j + 2
                    else:
                        j += 1
                out.append(blank(source[i:j]))
                i = j
            elif c == '"' or (c == "#" and re.match(r'#+"', source[i:i + 20])):
                i = string(i)
            elif in_interpolation and c == "(":
                depth += 1
                out.append(c)
                i += 1
            elif in_interpolation and c == ")":
                if depth == 0:
                    return i
                depth -= 1
                out.append(c)
                i += 1
            else:
                out.append(c)
                i += 1
        return i

    def string(i):
        hashes = 0
        while source[i + hashes] == "#":
            hashes += 1
        i += hashes
        multiline = source.startswith('"""', i)
        delimiter = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        out.append('"')
        i += 3 if multiline else 1
        while i < length:
            if source.startswith(delimiter, i):
                out.append('"')
                return i + len(delimiter)
            if source.startswith(escape, i):
                after = i + len(escape)
                if after < length and source[after] == "(":
                    out.append(" " * (len(escape) + 1))
                    i = code(after + 1, True)
                    out.append(" ")
                    i += 1
                    continue
                out.append(blank(source[i:after + 1]))
                i = after + 1
                continue
            if source[i] == "\n" and not multiline:
                out.append("\n")
                return i + 1
            out.append("\n" if source[i] == "\n" else " ")
            i += 1
        return i

    code(0, False)
    return "".join(out)


class Package:
    """The targets of Package.swift and their dependencies (target names only; the package has no package deps)."""

    def __init__(self, text):
        self.dependencies = {}
        self.kinds = {}
        for match in re.finditer(r"\.(target|executableTarget|macro|testTarget)\(\s*name:\s*\"(\w+)\"", text):
            kind, name = match.groups()
            start, depth, i = match.end(), 1, match.end()
            while i < len(text) and depth:
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                i += 1
            body = text[start:i]
            deps = re.search(r"dependencies:\s*\[([^\]]*)\]", body)
            self.dependencies[name] = set(re.findall(r"\"(\w+)\"", deps.group(1))) if deps else set()
            self.kinds[name] = kind

    def closure(self, name):
        seen, todo = set(), list(self.dependencies.get(name, ()))
        while todo:
            dep = todo.pop()
            if dep not in seen:
                seen.add(dep)
                todo.extend(self.dependencies.get(dep, ()))
        return seen


def read_table(text, begin, end, columns):
    if begin not in text or end not in text:
        print(f"Docs/Architecture.md has no {begin} … {end} table")
        return {}
    block = text.split(begin)[1].split(end)[0]
    rows = {}
    for line in block.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < columns or set(cells[0]) <= set("-: ") or cells[0] in ("Folder", "Module", "Name"):
            continue
        name = cells[0].strip("`")

        def names(cell):
            return {n.strip().strip("`") for n in cell.split(",") if n.strip().strip("`") not in ("", "—", "-")}

        rows[name] = [names(cell) for cell in cells[1:columns]]
    return rows


class Declarations:
    """What one file declares, by kind, from its lexed code."""

    def __init__(self):
        self.types = set()  # top-level types, visible to other files
        self.functions = set()  # top-level functions
        self.globals = set()  # top-level let/var
        self.members = defaultdict(set)  # extension member -> extended types
        self.body_members = set()  # members declared in a type's own body, visible to other files
        self.initialisers = set()  # (extended type, first label) of extension initialisers
        self.own = set()  # every name declared in the file, at any depth and visibility
        self.own_initialisers = set()  # (type or None, label) of every initialiser in the file


def declarations(code):
    result = Declarations()
    depth = 0
    stack = []  # for each open brace: ("extension"|"type"|"other", name, private)
    pending = None
    for line in code.splitlines():
        match = DECLARATION.match(line)
        if match:
            kind, rest = match.group("kind"), match.group("rest")
            private = re.search(r"\b(?:private|fileprivate)\b(?!\(set\))", match.group("modifiers")) is not None
            name_match = re.match(r"\s*([\w.]+)", rest)
            name = name_match.group(1) if name_match else None
            context = stack[-1] if stack else None
            if kind == "init":
                label = re.match(r"[?!]?\s*(?:<[^>]*>)?\s*\(\s*(\w+)\s*(\w+)?\s*:", rest)
                first = label.group(1) if label and label.group(1) != "_" else None
                owner = context[1] if context and depth == 1 else None
                if first:
                    result.own_initialisers.add((owner, first))
                    result.own_initialisers.add((None, first))
                    if context and depth == 1 and context[0] == "extension" and not (private or context[2]):
                        result.initialisers.add((owner, first))
            elif name:
                simple = name.split(".")[-1]
                if kind != "extension":
                    result.own.add(simple)
                if kind in ("let", "var", "case"):
                    for extra in re.findall(r",\s*(\w+)\s*(?=[:=,]|$)", rest):
                        result.own.add(extra)
                visible = not private
                if depth == 0:
                    if kind in TYPE_KINDS and visible:
                        result.types.add(simple)
                    elif kind == "func" and visible:
                        result.functions.add(simple)
                    elif kind in ("let", "var") and visible:
                        result.globals.add(simple)
                    if kind == "extension":
                        pending = ("extension", name, private)
                    elif kind in TYPE_KINDS:
                        pending = ("type", simple, private)
                    else:
                        pending = ("other", simple, private)
                elif depth == 1 and context and context[0] == "extension" and kind != "case":
                    if visible and not context[2]:
                        result.members[simple].add(context[1])
                elif depth == 1 and context and context[0] == "type" and visible and not context[2]:
                    result.body_members.add(simple)
        for c in line:
            if c == "{":
                stack.append(pending if depth == 0 and pending else ("other", None, False))
                pending = None
                depth += 1
            elif c == "}":
                depth = max(depth - 1, 0)
                if stack:
                    stack.pop()
        # Parameters and closure parameters named in the file also make a name the file's own.
        for parameter in re.findall(r"[(,]\s*(?:\w+\s+)?(\w+)\s*:\s*(?:@\w+\s+)*(?:\(|\[|[A-Z])", line):
            result.own.add(parameter)
        for parameter in re.findall(r"\{\s*\[?[^{}\[\]]*?\]?\s*\(?((?:\w+\s*,\s*)*\w+)\)?\s+in\b", line):
            result.own.update(re.findall(r"\w+", parameter))
    return result


def unit_of(path, modules):
    parts = path.relative_to(SOURCES).parts
    if parts[0] == CORE:
        return "/".join(parts[1:-1]) or ROOT_UNIT
    return parts[0] if parts[0] in modules else None


def main():
    report_uses = "--uses" in sys.argv[1:]
    package = Package(pathlib.Path("Package.swift").read_text())
    architecture = pathlib.Path("Docs/Architecture.md").read_text()
    folders = {name: row[0] for name, row in read_table(
        architecture, "<!-- layers:begin -->", "<!-- layers:end -->", 2).items()}
    module_rows = read_table(architecture, "<!-- modules:begin -->", "<!-- modules:end -->", 3)
    owned = {name: row[0] for name, row in read_table(
        architecture, "<!-- owned:begin -->", "<!-- owned:end -->", 2).items()}
    modules = {name for name, kind in package.kinds.items() if kind != "testTarget"}
    problems = []

    # Which units exist, and what each may use.
    files = sorted(p for p in SOURCES.rglob("*.swift") if unit_of(p, modules) is not None)
    core_units = sorted({unit_of(p, modules) for p in files if p.relative_to(SOURCES).parts[0] == CORE})
    for unit in core_units:
        if unit not in folders:
            problems.append(f"Sources/{CORE}/{unit}: folder missing from the layers table in Docs/Architecture.md")
    for unit in sorted(set(folders) - set(core_units)):
        problems.append(f"Docs/Architecture.md: the layers table names `{unit}`, which is not a folder of "
                        f"Sources/{CORE} with Swift files")
    for name, owners in owned.items():
        for owner in sorted(owners - set(folders)):
            problems.append(f"Docs/Architecture.md: the owned table gives `{name}` to `{owner}`, which is not a row "
                            f"of the layers table")
    for name, uses in folders.items():
        for use in sorted(uses - set(folders)):
            problems.append(f"Docs/Architecture.md: `{name}` may use `{use}`, which is not a row of the layers table")
    module_folders = sorted(p.name for p in SOURCES.iterdir() if p.is_dir() and p.name != CORE)
    for name in module_folders:
        if name not in modules:
            problems.append(f"Sources/{name}: not a target in Package.swift")
        elif name not in module_rows:
            problems.append(f"Sources/{name}: module missing from the modules table in Docs/Architecture.md")
    allowed = {}
    for unit in core_units:
        allowed[unit] = {("core", u) for u in folders.get(unit, set())} | {("core", unit)}
    for name in sorted(module_rows):
        if name not in modules or name == CORE:
            problems.append(f"Docs/Architecture.md: the modules table names `{name}`, which is not a module folder "
                            f"of Sources with a target in Package.swift")
            continue
        depends, core_uses = module_rows[name]
        if depends != package.dependencies[name]:
            problems.append(
                f"Docs/Architecture.md: the modules table says {name} depends on "
                f"{', '.join(sorted(depends)) or 'nothing'}, but Package.swift says "
                f"{', '.join(sorted(package.dependencies[name])) or 'nothing'}")
        reachable = package.closure(name)
        if core_uses and CORE not in reachable:
            problems.append(f"Docs/Architecture.md: {name} may use {', '.join(sorted(core_uses))} of {CORE}, but "
                            f"does not depend on {CORE} in Package.swift")
        for use in sorted(core_uses - set(folders)):
            problems.append(f"Docs/Architecture.md: {name} may use `{use}`, which is not a row of the layers table")
        # A macro target is a compiler plugin: its declarations are not linked into the modules that use the macros.
        allowed[name] = ({("module", name)}
                         | {("module", m) for m in reachable if m != CORE and package.kinds.get(m) != "macro"}
                         | {("core", u) for u in core_uses})

    # The index: who declares each name.
    def key(path):
        unit = unit_of(path, modules)
        return ("core", unit) if path.relative_to(SOURCES).parts[0] == CORE else ("module", unit)

    code = {path: lex(path.read_text()) for path in files}
    storage_classes = defaultdict(set)  # class name -> the files that declare it (rule 1c)
    for path in files:
        for name in STORAGE_CLASS.findall(code[path]):
            storage_classes[name].add(path)
    declared = {path: declarations(code[path]) for path in files}
    types, functions, globals_, members, initialisers = (defaultdict(set) for _ in range(5))
    extended = defaultdict(set)  # member name -> (unit, extended type)
    body_members = defaultdict(set)
    own = defaultdict(set)  # unit -> names declared anywhere in it
    visible = defaultdict(set)  # unit -> names it declares that other files can use
    own_initialisers = defaultdict(set)
    for path in files:
        unit, found = key(path), declared[path]
        for name in found.types:
            types[name].add(unit)
        for name in found.functions:
            functions[name].add(unit)
        for name in found.globals:
            globals_[name].add(unit)
        for name, owners in found.members.items():
            members[name].add(unit)
            extended[name] |= {(unit, owner) for owner in owners}
        for name in found.body_members:
            body_members[name].add(unit)
        for owner, label in found.initialisers:
            initialisers[label].add((unit, owner.split(".")[-1]))
        visible[unit] |= found.types | found.functions | found.globals | set(found.members) | found.body_members
        own[unit] |= found.own | visible[unit]
        own_initialisers[unit] |= found.own_initialisers

    def label(unit):
        kind, name = unit
        return name if kind == "module" else (f"{CORE}/{name}" if name != ROOT_UNIT else CORE)

    def resolve(user, declarers, name):
        """The units `name` is taken from, and whether all of them are forbidden to `user`."""
        if not declarers or user in declarers or name in own[user]:
            return set(), False
        may = allowed.get(user[1], set())
        if chosen := {d for d in declarers if d in may}:
            return chosen, False
        if chosen := {d for d in may if d != user and name in visible[d]}:
            return chosen, False
        return set(declarers), True

    uses = defaultdict(set)
    for path in files:
        user = key(path)
        if user[1] not in allowed:
            continue
        direct = package.dependencies.get(CORE if user[0] == "core" else user[1], set())
        for number, line in enumerate(code[path].splitlines(), start=1):
            found = []  # (description, declaring units)
            if match := IMPORT.match(line):
                imported = match.group(1)
                if imported in modules and imported != (CORE if user[0] == "core" else user[1]):
                    if imported not in direct:
                        problems.append(f"{path}:{number}: {label(user)} imports {imported}, which is not a "
                                        f"dependency of {CORE if user[0] == 'core' else user[1]} in Package.swift")
                    uses[user].add(("module", imported))
                continue
            for name in re.findall(r"(?<![\w.])(?:as[?!]?|is)\s+(?:any\s+)?([A-Z]\w*Storage)\b", line):
                if name in storage_classes and not (path in storage_classes[name] or path.name == f"{name}.swift"
                                                    or path.name.startswith(f"{name}+")):
                    problems.append(f"{path}:{number}: {label(user)} casts to {name}, outside its own files; ask "
                                    f"the storage through a requirement of PrefsStorage (with a default), which a "
                                    f"wrapper forwards")
            if user[0] == "core":
                for name in re.findall(r"\w+", line):
                    if name in owned and user[1] not in owned[name]:
                        owners = ", ".join(f"{CORE}/{o}" for o in sorted(owned[name]))
                        problems.append(f"{path}:{number}: {label(user)} uses {name}, which only {owners} may use "
                                        f"(the owned table)")
            for name in re.findall(r"(?<![\w.])([A-Z_]\w*)", line):
                found.append((f"type {name}", *resolve(user, types.get(name), name)))
            for name in re.findall(r"(?<![\w.])([a-z_]\w*)\s*\(", line):
                found.append((f"function {name}()", *resolve(user, functions.get(name), name)))
            for name in re.findall(r"(?<![\w.])([a-z_]\w*)\b(?!\s*:)", line):
                if name in globals_:
                    found.append((f"global {name}", *resolve(user, globals_[name], name)))
            for name in re.findall(r"\.([A-Za-z_]\w*)\b", line):
                if name in members and name not in COMMON_NAMES:
                    owners = sorted({owner for _, owner in extended[name]})
                    declarers = members[name] | body_members.get(name, set())
                    found.append((f"extension member .{name} (declared on {', '.join(owners)})",
                                  *resolve(user, declarers, name)))
            for owner, name in re.findall(r"(?:\b([A-Z]\w*)(?:<[^<>()]*>)?|\.init)\(\s*(\w+)\s*:", line):
                if name not in initialisers or name in COMMON_INIT_LABELS:
                    continue
                matching = {unit for unit, extended_type in initialisers[name] if not owner or extended_type == owner}
                # An initialiser with this label declared for the same type (any type, for `.init`) in the using unit
                # or in a unit it may use is taken to be that one.
                declared_here = (owner or None, name)
                if not matching or any(declared_here in own_initialisers[d] for d in allowed[user[1]] | {user}):
                    continue
                chosen = {d for d in matching if d in allowed[user[1]]}
                found.append((f"extension initialiser {owner or ''}.init({name}:)", chosen or matching, not chosen))
            for description, units, bad in found:
                uses[user] |= units
                if bad:
                    where = ", ".join(sorted(label(u) for u in units))
                    problems.append(f"{path}:{number}: {label(user)} uses {description} from {where}, which it may "
                                    f"not use")
    if report_uses:
        for user in sorted(uses):
            print(f"{label(user)}: {', '.join(sorted(label(u) for u in uses[user]))}")
        return 0
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} layering violation(s); see the tables in Docs/Architecture.md")
        return 1
    print(f"layers: {len(files)} files in {len(allowed)} folders and modules follow Docs/Architecture.md and "
          f"Package.swift")
    return 0


sys.exit(main())
