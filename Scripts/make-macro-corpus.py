#!/usr/bin/env python3
"""Writes Tests/Fixtures/MacroCorpus/: Swift files whose macro expansions record what the macro plugin generates.

Each file is one standalone `main.swift` (top-level code allowed), meant to be type-checked on its own with
`swiftc -typecheck -I <Prefs modules> -load-plugin-executable …`; only the macro expansion requests matter, so type
errors in a file are acceptable (an `import` of a module that does not exist is not: it stops the compiler before any
expansion, so such imports are rewritten, see `neutralised_imports`).

A file is `Tests/Fixtures/MacroCorpus/<origin>/<NNN>-<slug>.swift`, and starts with `// corpus: <where it came from>`
and the imports it needs (`import Prefs`, then `import PrefsKitCompatibility`, `import Foundation`… when it uses
their names). The origins:

- tests: every `@PrefsSchema` declaration in Tests/ (but Tests/PrefsMacrosTests), found by brace matching and
  dedented, with the small types it uses that are declared beside it; and the whole `main.swift` sources that the
  compile tests keep in string literals.
- demo: the same for Sources/PrefsDemo, Sources/PrefsBench and Sources/PrefsTestHelper.
- macro-tests: the sources the expansion tests of Tests/PrefsMacrosTests expand (`assertDiagnostics`,
  `assertExpansion`, `expand`, with `inSchema` reproduced). Those are the tests of the previous plugin (which used the toolchain's syntax library): once they are gone
  from the working tree, they are read from the newest commit that has them.
- docs: the Swift blocks of README.md and Docs/*.md that use the macros, grouped as DocumentationSamples groups them
  (`continued` blocks join the one before; a `fragment` goes in the body of a schema class).
- seed: the code of the reference documents in ../shared/seeds that uses the macros (PrefsKit's README has no fences:
  its code is found by brace matching).
- adversarial: cases written here, each exercising what a reader of declarations has to cope with.

Output is deterministic: inputs are read in sorted order, numbering is stable, identical sources are kept once.

Usage: Scripts/make-macro-corpus.py [--seeds DIR] [--check]
  --seeds DIR  the reference documents (default: ../shared/seeds beside the repository)
  --check      write nothing; exit 1 when the corpus on disk differs from what would be written
"""
import argparse
import os
import re
import subprocess
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join("Tests", "Fixtures", "MacroCorpus")
ORIGINS = ["tests", "macro-tests", "docs", "demo", "seed", "adversarial"]
SCRIPT = "Scripts/make-macro-corpus.py"

MACROS = [
    "PrefsSchema", "Pref", "RawRepresentablePref", "JSONDataCodablePref", "JSONStringCodablePref", "RawPref",
    "Setting", "SettingsGroup", "OnPrefChange",
]
MACRO_RE = re.compile(r"@(?:Prefs\.|PrefsKitCompatibility\.)?(?:%s)\b" % "|".join(MACROS))

skipped = []  # (origin, where, why)


def note_skip(origin, where, why):
    skipped.append((origin, where, why))


# ---------------------------------------------------------------------------------------------------------------------
# A Swift lexer: enough to find declarations and string literals. Comments and string literals (with their
# interpolations, nested strings and comments inside) are single tokens, so braces in them are never counted.
# ---------------------------------------------------------------------------------------------------------------------

class Token:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def __repr__(self):
        return "%s(%r)" % (self.kind, self.text)


def _is_ident_start(c):
    return c == "_" or c.isalpha() or (ord(c) > 0x7F and unicodedata.category(c) in ("So", "Sk", "Mn", "Lo"))


def _is_ident_char(c):
    return _is_ident_start(c) or c.isdigit() or (ord(c) > 0x7F and unicodedata.category(c) in ("Mc", "Mn", "Nd"))


def _string_opening(src, i):
    """(hashes, multi-line) when a string literal starts at i, else None."""
    j = i
    while j < len(src) and src[j] == "#":
        j += 1
    if j < len(src) and src[j] == '"':
        return j - i, src.startswith('"""', j)
    return None


def skip_comment(src, i):
    """The end of the comment starting at i (`//` or a nested `/* */`)."""
    if src.startswith("//", i):
        j = src.find("\n", i)
        return len(src) if j < 0 else j
    depth, j = 0, i
    while j < len(src):
        if src.startswith("/*", j):
            depth += 1
            j += 2
        elif src.startswith("*/", j):
            depth -= 1
            j += 2
            if depth == 0:
                return j
        else:
            j += 1
    return len(src)


def skip_string(src, i):
    """The end of the string literal starting at i. A single-line literal ends at the end of its line if unclosed."""
    hashes, multi = _string_opening(src, i)
    j = i + hashes + (3 if multi else 1)
    close = ('"""' if multi else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(src)
    while j < n:
        if src.startswith(escape, j):
            k = j + len(escape)
            if k < n and src[k] == "(":
                j = skip_interpolation(src, k + 1)
            else:
                j = k + 1
            continue
        if src.startswith(close, j):
            return j + len(close)
        if not multi and src[j] == "\n":
            return j
        j += 1
    return n


def skip_interpolation(src, i):
    """The end of an interpolation whose `(` is just before i (after its `)`)."""
    depth, j, n = 1, i, len(src)
    while j < n:
        c = src[j]
        if src.startswith("//", j) or src.startswith("/*", j):
            j = skip_comment(src, j)
        elif (c == '"' or c == "#") and _string_opening(src, j):
            j = skip_string(src, j)
        elif c == "(":
            depth += 1
            j += 1
        elif c == ")":
            depth -= 1
            j += 1
            if depth == 0:
                return j
        else:
            j += 1
    return n


def lex(src):
    tokens, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if c in " \t\r\n\f\v":
            j = i
            while j < n and src[j] in " \t\r\n\f\v":
                j += 1
            kind = "ws"
        elif src.startswith("//", i) or src.startswith("/*", i):
            j = skip_comment(src, i)
            kind = "comment"
        elif (c == '"' or c == "#") and _string_opening(src, i):
            j = skip_string(src, i)
            kind = "string"
        elif c == "@" and i + 1 < n and _is_ident_start(src[i + 1]):
            j = i + 2
            while j < n and _is_ident_char(src[j]):
                j += 1
            kind = "attr"
        elif c == "`":
            j = src.find("`", i + 1)
            j = n if j < 0 else j + 1
            kind = "ident"
        elif _is_ident_start(c) or (c == "$" and i + 1 < n and (_is_ident_char(src[i + 1]))):
            j = i + 1
            while j < n and _is_ident_char(src[j]):
                j += 1
            kind = "ident"
        elif c == "#" and i + 1 < n and _is_ident_start(src[i + 1]):
            j = i + 2
            while j < n and _is_ident_char(src[j]):
                j += 1
            kind = "directive"
        elif c.isdigit():
            j = i + 1
            while j < n and (_is_ident_char(src[j]) or src[j] == "."
                             and j + 1 < n and src[j + 1].isdigit()):
                j += 1
            kind = "number"
        else:
            j = i + 1
            kind = "punct"
        tokens.append(Token(kind, src[i:j], i, j))
        i = j
    return tokens


def significant(tokens):
    """Indices of the tokens that are neither whitespace nor comments."""
    return [k for k, t in enumerate(tokens) if t.kind not in ("ws", "comment")]


def matching(tokens, k, open_, close):
    """The index of the token closing the `open_` token at k (strings and comments are single tokens)."""
    depth = 0
    for m in range(k, len(tokens)):
        t = tokens[m]
        if t.kind == "punct":
            if t.text == open_:
                depth += 1
            elif t.text == close:
                depth -= 1
                if depth == 0:
                    return m
    return None


def matching_back(tokens, k, open_, close):
    """The index of the token opening the `close` token at k."""
    depth = 0
    for m in range(k, -1, -1):
        t = tokens[m]
        if t.kind == "punct":
            if t.text == close:
                depth += 1
            elif t.text == open_:
                depth -= 1
                if depth == 0:
                    return m
    return None


def line_of(src, offset):
    return src.count("\n", 0, offset) + 1


def line_start(src, offset):
    return src.rfind("\n", 0, offset) + 1


# ---------------------------------------------------------------------------------------------------------------------
# String literals: their value, as Swift reads them.
# ---------------------------------------------------------------------------------------------------------------------

SIMPLE_ESCAPES = {"0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", '"': '"', "'": "'"}


class Interpolated(Exception):
    pass


def unescape(text, hashes):
    escape = "\\" + "#" * hashes
    out, i = [], 0
    while i < len(text):
        if text.startswith(escape, i):
            k = i + len(escape)
            c = text[k] if k < len(text) else ""
            if c == "(":
                raise Interpolated()
            if c in SIMPLE_ESCAPES:
                out.append(SIMPLE_ESCAPES[c])
                i = k + 1
            elif c == "u" and text.startswith("{", k + 1):
                end = text.index("}", k)
                out.append(chr(int(text[k + 2:end], 16)))
                i = end + 1
            elif c in " \t\r\n":
                # A line continuation (multi-line literals): the backslash, spaces and the line break vanish.
                m = k
                while m < len(text) and text[m] in " \t":
                    m += 1
                if m < len(text) and text[m] == "\r":
                    m += 1
                if m < len(text) and text[m] == "\n":
                    m += 1
                i = m
            else:
                raise ValueError("unknown escape \\%s" % c)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def literal_parts(token_text):
    """(hashes, multi-line, raw content between the delimiters) of a string literal token."""
    hashes = len(token_text) - len(token_text.lstrip("#"))
    body = token_text[hashes:]
    multi = body.startswith('"""')
    q = 3 if multi else 1
    content = body[q:len(body) - q - hashes] if hashes else body[q:len(body) - q]
    return hashes, multi, content


def strip_multiline_indentation(content):
    """A multi-line literal's lines, without the opening and closing lines and the closing line's indentation."""
    lines = content.split("\n")
    # The content starts after the line break that follows the opening delimiter.
    lines = lines[1:]
    indentation = lines[-1]
    assert indentation.strip() == "", "closing delimiter not on its own line"
    lines = lines[:-1]
    out = []
    for line in lines:
        if line.startswith(indentation):
            out.append(line[len(indentation):])
        elif line.strip() == "":
            out.append("")
        else:
            raise ValueError("line less indented than the closing delimiter")
    return "\n".join(out)


def string_value(token_text, placeholders=()):
    """The value of a string literal token; `Interpolated` when it interpolates (unless the interpolation is one of
    `placeholders`, kept as written)."""
    hashes, multi, content = literal_parts(token_text)
    if multi:
        content = strip_multiline_indentation(content)
    pieces = [content]
    for p in placeholders:
        pieces = [x for piece in pieces for x in _split_keep(piece, p)]
    out = []
    for piece in pieces:
        out.append(piece if piece in placeholders else unescape(piece, hashes))
    return "".join(out)


def _split_keep(text, sep):
    parts = text.split(sep)
    out = []
    for k, part in enumerate(parts):
        if k:
            out.append(sep)
        out.append(part)
    return out


# ---------------------------------------------------------------------------------------------------------------------
# Declarations.
# ---------------------------------------------------------------------------------------------------------------------

DECL_KEYWORDS = {"class", "struct", "enum", "actor", "protocol", "extension"}
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "indirect",
    "static", "dynamic", "required", "convenience", "override", "unowned", "weak", "lazy", "mutating",
}
NOT_TYPE_NAMES = {"func", "var", "let", "subscript", "init", "deinit", "case", "typealias", "associatedtype"}


def attribute_start_back(tokens, sig, p):
    """Given sig[p] the first attribute/modifier of a declaration, walk back over earlier attributes and modifiers
    (an attribute's argument list included); returns the new position in sig."""
    while p > 0:
        prev = tokens[sig[p - 1]]
        if prev.kind == "attr" or (prev.kind == "ident" and prev.text in MODIFIERS):
            p -= 1
            continue
        if prev.kind == "punct" and prev.text == ")":
            opener = matching_back(tokens, sig[p - 1], "(", ")")
            if opener is None:
                break
            q = sig.index(opener)
            # `private(set)` or `@attr(...)`: the token before `(` must touch it.
            if q > 0 and sig[q - 1] == opener - 1 and (
                    tokens[sig[q - 1]].kind == "attr" or tokens[sig[q - 1]].text in MODIFIERS):
                p = q - 1
                continue
        break
    return p


def doc_comment_start(tokens, src, k):
    """The offset where the doc comments right above the token at index k begin (k's own offset when none)."""
    start = tokens[k].start
    m = k - 1
    while m >= 0:
        t = tokens[m]
        if t.kind == "ws":
            if t.text.count("\n") > 1:
                break
            m -= 1
            continue
        if t.kind == "comment" and (t.text.startswith("///") or t.text.startswith("/**")):
            # Only a comment that starts its line.
            if src[line_start(src, t.start):t.start].strip() == "":
                start = t.start
                m -= 1
                continue
        break
    return start


def declaration_at(tokens, sig, p, src):
    """The declaration whose attribute or keyword is sig[p]: (start offset incl. doc comments, end offset, keyword,
    name, body open index, body close index) or None."""
    first = attribute_start_back(tokens, sig, p)
    # Forward to the keyword.
    q = p
    while q < len(sig):
        t = tokens[sig[q]]
        if t.kind == "ident" and t.text in DECL_KEYWORDS:
            if q + 1 < len(sig) and tokens[sig[q + 1]].kind == "ident" and tokens[sig[q + 1]].text not in NOT_TYPE_NAMES:
                break
            return None
        if t.kind == "attr" or (t.kind == "ident" and t.text in MODIFIERS):
            q += 1
            continue
        if t.kind == "punct" and t.text == "(":
            close = matching(tokens, sig[q], "(", ")")
            if close is None:
                return None
            q = sig.index(close) + 1
            continue
        return None
    else:
        return None
    keyword = tokens[sig[q]].text
    name = tokens[sig[q + 1]].text
    # The body: the first `{` after the keyword, outside parentheses.
    r = q + 2
    depth = 0
    while r < len(sig):
        t = tokens[sig[r]]
        if t.kind == "punct" and t.text in "([":
            depth += 1
        elif t.kind == "punct" and t.text in ")]":
            depth -= 1
        elif t.kind == "punct" and t.text == "{" and depth == 0:
            break
        elif t.kind == "punct" and t.text in ";}" and depth == 0:
            return None
        r += 1
    else:
        return None
    close = matching(tokens, sig[r], "{", "}")
    if close is None:
        return None
    start = doc_comment_start(tokens, src, sig[first])
    return start, tokens[close].end, keyword, name, sig[r], close


def dedented(src, start, end):
    """src[start:end], from the start of start's line, without the first line's indentation on every line."""
    ls = line_start(src, start)
    prefix = src[ls:start]
    if prefix.strip() != "":
        prefix = " " * len(prefix)
    text = prefix + src[start:end]
    indent = len(prefix) - len(prefix.lstrip(" \t"))
    lines = text.split("\n")
    out = []
    for line in lines:
        lead = len(line) - len(line.lstrip(" \t"))
        out.append(line[min(indent, lead):])
    return "\n".join(out)


class TypeDecl:
    def __init__(self, path, src, start, end, keyword, name, attrs, depth, body_text):
        self.path, self.src, self.start, self.end = path, src, start, end
        self.keyword, self.name, self.attrs, self.depth = keyword, name, attrs, depth
        self.text = dedented(src, start, end)
        self.line = line_of(src, start)
        self.body_text = body_text


def type_declarations(path, src, tokens):
    """Every type declaration of a file (any nesting), with the attributes written on it."""
    sig = significant(tokens)
    decls = []
    brace_depth = []
    depth = 0
    for p, k in enumerate(sig):
        t = tokens[k]
        if t.kind == "punct" and t.text == "{":
            depth += 1
        elif t.kind == "punct" and t.text == "}":
            depth -= 1
        brace_depth.append(depth)
    for p, k in enumerate(sig):
        t = tokens[k]
        if t.kind == "ident" and t.text in DECL_KEYWORDS and p + 1 < len(sig):
            nxt = tokens[sig[p + 1]]
            if nxt.kind != "ident" or nxt.text in NOT_TYPE_NAMES:
                continue
            # `class` as a modifier (`class func`) is excluded above; the keyword must start the declaration.
            first = attribute_start_back(tokens, sig, p)
            if first > 0:
                before = tokens[sig[first - 1]]
                if before.kind == "punct" and before.text in (".", ":", ","):
                    continue
                if before.kind == "ident" and before.text in ("any", "some", "is", "as"):
                    continue
            d = declaration_at(tokens, sig, first, src)
            if d is None:
                continue
            start, end, keyword, name, body_open, body_close = d
            attrs = [tokens[sig[x]].text for x in range(first, p) if tokens[sig[x]].kind == "attr"]
            decls.append(TypeDecl(path, src, start, end, keyword, name, attrs,
                                  brace_depth[p], src[tokens[body_open].end:tokens[body_close].start]))
    return decls


def identifiers(text):
    """The names `text` refers to unqualified (not `x.name`, nor `Module::name`)."""
    tokens = [t for t in lex(text) if t.kind not in ("ws", "comment")]
    names = set()
    for k, t in enumerate(tokens):
        if t.kind != "ident":
            continue
        before = tokens[k - 1].text if k > 0 else ""
        if before == "." or (before == ":" and k > 1 and tokens[k - 2].text == ":"):
            continue
        names.add(t.text.strip("`"))
    return names


# ---------------------------------------------------------------------------------------------------------------------
# Imports a file needs.
# ---------------------------------------------------------------------------------------------------------------------

FOUNDATION_NAMES = {
    "URL", "Date", "Data", "UUID", "Locale", "TimeZone", "Calendar", "DateComponents", "DateFormatter",
    "ISO8601DateFormatter", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder",
    "PropertyListSerialization", "JSONSerialization", "UserDefaults", "FileManager", "ProcessInfo", "NSNumber",
    "NSString", "NSArray", "NSDictionary", "NSNull", "NSObject", "NSLock", "NSRecursiveLock", "CGFloat", "CGSize",
    "CGPoint", "CGRect", "TimeInterval", "IndexSet", "CharacterSet", "NSRegularExpression", "Measurement",
    "Decimal", "Bundle", "NotificationCenter", "Notification", "URLComponents", "URLQueryItem", "AttributedString",
    "Foundation", "NSError", "CocoaError", "Thread", "DispatchQueue", "OperationQueue", "NumberFormatter",
    "NSURL", "NSData", "NSDate", "Timer", "RunLoop", "Progress", "NSCoding", "NSSecureCoding", "FileHandle",
}


def public_names(module):
    """Top-level public type names declared by a module of this package, and the static members it declares."""
    types, statics = set(), set()
    base = os.path.join(ROOT, "Sources", module)
    for path in sorted(walk_swift(base)):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for m in re.finditer(r"^public (?:final |nonisolated )*(?:struct|class|enum|protocol|typealias|actor) (\w+)",
                             text, re.M):
            types.add(m.group(1))
        for m in re.finditer(r"^\s+public static (?:var|func|let) (\w+)", text, re.M):
            statics.add(m.group(1))
    return types, statics


def walk_swift(base):
    out = []
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".swift"):
                out.append(os.path.join(dirpath, name))
    return sorted(out)


MODULE_NAMES = {}


def load_module_names():
    core_types, core_statics = public_names("PrefsCore")
    for module in ["PrefsKitCompatibility", "PrefsMigrations", "PrefsSearch", "PrefsCommandLine"]:
        types, statics = public_names(module)
        # Only the static members a module adds (PrefsKit's codings, `.urlString`…), not those PrefsCore has too.
        statics = statics - core_statics if module == "PrefsKitCompatibility" else set()
        MODULE_NAMES[module] = (types - core_types, statics)


def needed_imports(body):
    tokens = lex(body)
    names = {t.text for t in tokens if t.kind == "ident"}
    members = set()
    for a, b in zip(tokens, tokens[1:]):
        if a.kind == "punct" and a.text == "." and b.kind == "ident":
            members.add(b.text)
    attrs = {t.text for t in tokens if t.kind == "attr"}
    imports = ["Prefs"]
    compat_types, compat_statics = MODULE_NAMES["PrefsKitCompatibility"]
    if "@RawPref" in attrs or names & compat_types or members & compat_statics or "PrefsKitCompatibility" in names:
        imports.append("PrefsKitCompatibility")
    for module in ["PrefsMigrations", "PrefsSearch", "PrefsCommandLine"]:
        if names & MODULE_NAMES[module][0]:
            imports.append(module)
    if names & FOUNDATION_NAMES:
        imports.append("Foundation")
    return imports


# Modules a corpus file may import; any other import (PrefsKit, SwiftUI…) would stop the compiler before it expands
# anything, so the line is rewritten.
AVAILABLE_MODULES = {
    "Prefs", "PrefsCore", "PrefsKitCompatibility", "PrefsMigrations", "PrefsSearch", "PrefsCommandLine",
    "Foundation", "Dispatch", "Observation", "Synchronization", "Swift", "_Concurrency",
}


def neutralised_imports(body, origin, where):
    out = []
    for line in body.split("\n"):
        m = re.match(r"^(\s*)(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)", line)
        if m and m.group(2) not in AVAILABLE_MODULES:
            module = m.group(2)
            if module == "PrefsKit":
                out.append(m.group(1) + "import PrefsKitCompatibility  // corpus: was '%s'" % line.strip())
            else:
                out.append(m.group(1) + "// corpus: not available to the corpus: %s" % line.strip())
            note_skip(origin, where, "rewrote '%s' (the module is not available; a missing module stops the "
                                     "compiler before expansion)" % line.strip())
        else:
            out.append(line)
    return "\n".join(out)


def render(where, body, newline="\n"):
    """The file: the corpus line, the imports, the body (ending with one line break)."""
    lines = ["// corpus: " + where]
    lines += ["import " + m for m in needed_imports(body)]
    lines.append("")
    text = "\n".join(lines) + "\n" + body.rstrip("\n").rstrip("\r") + "\n"
    if newline != "\n":
        text = text.replace("\r\n", "\n").replace("\n", newline)
    return text


def slugify(text, limit=64):
    # camelCase → words.
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", text)
    text = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1-\2", text)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()
    if len(text) > limit:
        text = text[:limit].rstrip("-")
    return text or "case"


class Case:
    def __init__(self, origin, slug, where, body, newline="\n"):
        self.origin, self.slug, self.where, self.body, self.newline = origin, slugify(slug), where, body, newline

    def text(self):
        return render(self.where, self.body, self.newline)


def rel(path):
    return os.path.relpath(path, ROOT)


def read(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


# ---------------------------------------------------------------------------------------------------------------------
# tests, demo: the schema declarations of the test targets and the demo, and whole sources kept in string literals.
# ---------------------------------------------------------------------------------------------------------------------

HELPER_MAX_LINES = 60
HELPER_MAX_COUNT = 6


def is_schema(decl):
    return any(a in ("@PrefsSchema", "@Prefs.PrefsSchema") for a in decl.attrs)


def is_helper(decl):
    return (not is_schema(decl) and "@Suite" not in decl.attrs and "@Test" not in decl.text
            and decl.text.count("\n") < HELPER_MAX_LINES and not MACRO_RE.search(decl.text)
            and decl.keyword in ("enum", "struct", "class", "actor", "protocol"))


def target_of(path):
    parts = rel(path).split(os.sep)
    return "/".join(parts[:2])


def extract_declarations(origin, files):
    """The schema classes of `files` (with the helper types they use), and the whole sources in string literals."""
    per_file = []
    target_helpers = {}  # target → name → [TypeDecl] (declared at a file's top level)
    for path in files:
        src = read(path)
        tokens = lex(src)
        decls = type_declarations(path, src, tokens)
        per_file.append((path, src, tokens, decls))
        for d in decls:
            if d.depth == 0 and is_helper(d):
                target_helpers.setdefault(target_of(path), {}).setdefault(d.name, []).append(d)
    cases, seen = [], {}
    by_path = {path: decls for path, _, _, decls in per_file}
    for path, src, tokens, decls in per_file:
        for schema in [d for d in decls if is_schema(d)]:
            where = "%s:%d" % (rel(path), schema.line)
            if schema.text in seen:
                note_skip(origin, where, "identical to %s (kept once)" % seen[schema.text])
                continue
            seen[schema.text] = where
            helpers = helpers_of(schema, decls, target_helpers.get(target_of(path), {}), by_path)
            body = schema.text
            for h in helpers:
                body += "\n\n// corpus: declared beside it, %s:%d\n%s" % (rel(h.path), h.line, h.text)
            stem = os.path.splitext(os.path.basename(path))[0]
            outer = [d for d in decls if d is not schema and d.start <= schema.start and schema.end <= d.end]
            name = schema.name if not outer else "%s-%s" % (max(outer, key=lambda d: d.start).name, schema.name)
            cases.append(Case(origin, "%s-%s" % (stem, name), where, body))
        for k, t in enumerate(tokens):
            if t.kind != "string" or not literal_parts(t.text)[1] or not MACRO_RE.search(t.text):
                continue
            where = "%s:%d" % (rel(path), line_of(src, t.start))
            if "```" in t.text:
                note_skip(origin, where, "a string literal of Markdown, not Swift")
                continue
            try:
                value = string_value(t.text)
            except Interpolated:
                note_skip(origin, where, "a source in a string literal that interpolates (\\(…)): not one text")
                continue
            if value in seen:
                note_skip(origin, where, "identical to %s (kept once)" % seen[value])
                continue
            seen[value] = where
            stem = os.path.splitext(os.path.basename(path))[0]
            cases.append(Case(origin, "%s-source-string" % stem, where + " (a whole source in a string literal)",
                              neutralised_imports(value, origin, where)))
    return cases


def helpers_of(schema, decls, target_level, by_path):
    """The small types declared beside `schema` (same file, else the same target's top level) that it uses,
    transitively, in source order."""
    inside = lambda d, outer: d.path == outer.path and outer.start <= d.start and d.end <= outer.end
    own = {d.name for d in decls if inside(d, schema)}
    chosen = []
    pending = sorted(identifiers(schema.text) - own - {schema.name})
    names_done = set()
    while pending and len(chosen) < HELPER_MAX_COUNT:
        name = pending.pop(0)
        if name in names_done:
            continue
        names_done.add(name)
        local = [d for d in decls if d.name == name and is_helper(d) and not inside(d, schema)
                 and not inside(schema, d)]
        if local:
            pick = min(local, key=lambda d: (abs(d.start - schema.start), d.start))
        elif len(target_level.get(name, [])) == 1 and target_level[name][0].path != schema.path:
            pick = target_level[name][0]
        else:
            continue
        if any(c is pick for c in chosen):
            continue
        # With the extensions of it declared at the top level of its file (conformances, members it is used with).
        extensions = [d for d in by_path[pick.path] if d.keyword == "extension" and d.name == name
                      and d.depth == 0 and d.text.count("\n") < HELPER_MAX_LINES and "@Test" not in d.text
                      and not MACRO_RE.search(d.text)]
        for d in [pick] + extensions:
            chosen.append(d)
            sub_own = {x.name for x in decls if inside(x, d) and x is not d}
            pending = sorted(set(pending) | (identifiers(d.text) - sub_own - names_done - {schema.name}))
    return sorted(chosen, key=lambda d: (d.path, d.start))


# ---------------------------------------------------------------------------------------------------------------------
# macro-tests: the sources the expansion tests expand.
# ---------------------------------------------------------------------------------------------------------------------

CALLS = ("assertDiagnostics", "assertExpansion", "expand")


MACRO_TESTS = "Tests/PrefsMacrosTests"


def git(*args):
    return subprocess.run(["git", "-C", ROOT] + list(args), check=True, capture_output=True, text=True).stdout


def macro_test_sources():
    """[(path relative to the repository, text)] of the expansion tests, sorted, and where they were read from.

    They are the previous plugin's tests (the ones that define `inSchema`): read from the working tree while it
    has them, else from the newest commit of HEAD's history that has them, so that the corpus can be regenerated after
    the tests were replaced."""
    files = [(rel(p), read(p)) for p in walk_swift(os.path.join(ROOT, MACRO_TESTS))]
    if any("func inSchema(" in text for _, text in files):
        return files, "the working tree"
    for commit in git("rev-list", "HEAD", "--", MACRO_TESTS).split():
        names = sorted(n for n in git("ls-tree", "-r", "--name-only", commit, "--", MACRO_TESTS + "/").split("\n")
                       if n.endswith(".swift"))
        texts = [(n, git("show", "%s:%s" % (commit, n))) for n in names]
        if any("func inSchema(" in text for _, text in texts):
            return texts, "commit %s" % commit[:12]
    raise SystemExit("error: no expansion tests (a file defining func inSchema) in %s or its history" % MACRO_TESTS)


def in_schema_template(sources):
    """`inSchema`'s text, with `\\(member)` where the member goes."""
    for path, src in sources:
        tokens = lex(src)
        sig = significant(tokens)
        for p, k in enumerate(sig):
            if tokens[k].text == "func" and tokens[sig[p + 1]].text == "inSchema":
                for m in sig[p:]:
                    if tokens[m].kind == "string":
                        return string_value(tokens[m].text, placeholders=("\\(member)",))
    raise SystemExit("error: no func inSchema in %s" % MACRO_TESTS)


def extract_macro_tests():
    sources, read_from = macro_test_sources()
    template = in_schema_template(sources)
    origin = "macro-tests"
    cases, seen = [], {}
    for path, src in sources:
        tokens = lex(src)
        sig = significant(tokens)
        function = None
        for p, k in enumerate(sig):
            t = tokens[k]
            if t.text == "func" and p + 1 < len(sig):
                function = tokens[sig[p + 1]].text
                continue
            if t.kind != "ident" or t.text not in CALLS or p + 1 >= len(sig):
                continue
            if tokens[sig[p + 1]].text != "(" or (p > 0 and tokens[sig[p - 1]].text in ("func", ".")):
                continue
            close = matching(tokens, sig[p + 1], "(", ")")
            # The first argument: up to the first comma at depth 0.
            arg, q = [], p + 2
            depth = 0
            while sig[q] < close:
                x = tokens[sig[q]]
                if x.kind == "punct" and x.text in "([{":
                    depth += 1
                elif x.kind == "punct" and x.text in ")]}":
                    depth -= 1
                elif x.kind == "punct" and x.text == "," and depth == 0:
                    break
                arg.append(sig[q])
                q += 1
            for text, line, how in first_argument_sources(src, tokens, sig, p, arg, template, path):
                where = "%s:%d" % (path, line)
                if text is None:
                    note_skip(origin, where, how)
                    continue
                if text in seen:
                    note_skip(origin, where, "identical to %s (kept once)" % seen[text])
                    continue
                seen[text] = where
                if how:
                    where += " " + how
                cases.append(Case(origin, function or t.text, where, text))
    # A test that passes several sources gets its sources numbered in its slug.
    counts = {}
    for c in cases:
        counts[c.slug] = counts.get(c.slug, 0) + 1
    index = {}
    for c in cases:
        if counts[c.slug] > 1:
            index[c.slug] = index.get(c.slug, 0) + 1
            c.slug = slugify("%s-%d" % (c.slug, index[c.slug]), limit=68)
    return cases, read_from


def first_argument_sources(src, tokens, sig, p, arg, template, path):
    """[(source or None, line, note)] for a call's first argument (token indices `arg`)."""
    texts = [tokens[k].text for k in arg]
    kinds = [tokens[k].kind for k in arg]
    line = line_of(src, tokens[arg[0]].start) if arg else line_of(src, tokens[sig[p]].start)

    def value(k):
        return string_value(tokens[k].text)

    def wrap(member):
        return template.replace("\\(member)", member)

    try:
        if kinds == ["string"]:
            return [(value(arg[0]), line, "")]
        if all(kinds[i] == "string" if i % 2 == 0 else texts[i] == "+" for i in range(len(arg))) and len(arg) > 1:
            return [("".join(value(k) for k in arg[::2]), line, "")]
        if len(arg) >= 4 and texts[0] == "inSchema" and texts[1] == "(" and texts[-1] == ")":
            inner = arg[2:-1]
            inner_kinds = kinds[2:-1]
            if all(k == "string" if i % 2 == 0 else tokens[inner[i]].text == "+" for i, k in enumerate(inner_kinds)):
                return [(wrap("".join(value(k) for k in inner[::2])), line, "(inSchema)")]
            if inner_kinds == ["ident"]:
                return loop_members(src, tokens, sig, p, tokens[inner[0]].text, wrap)
    except Interpolated:
        return [(None, line, "the source interpolates (\\(…)), so it is not one text: '%s'"
                 % " ".join(x.strip() for x in texts)[:100])]
    if texts in (["source"], ["text"], ["member"]):
        return []  # a variable: the calls that build it are found on their own
    return [(None, line, "first argument is not a string literal: '%s'" % "".join(texts)[:100])]


def loop_members(src, tokens, sig, p, name, wrap):
    """The string literals of the `for <name> in [ … ]` loop around sig[p]."""
    for q in range(p - 1, -1, -1):
        if (tokens[sig[q]].text == "for" and tokens[sig[q + 1]].text == name and tokens[sig[q + 2]].text == "in"
                and tokens[sig[q + 3]].text == "["):
            close = matching(tokens, sig[q + 3], "[", "]")
            out = []
            for k in range(sig[q + 3] + 1, close):
                if tokens[k].kind == "string":
                    try:
                        out.append((wrap(string_value(tokens[k].text)), line_of(src, tokens[k].start),
                                    "(inSchema, for %s in […])" % name))
                    except Interpolated:
                        out.append((None, line_of(src, tokens[k].start), "interpolating member"))
            return out
    return [(None, line_of(src, tokens[sig[p]].start), "inSchema(%s): no loop over literals found" % name)]


# ---------------------------------------------------------------------------------------------------------------------
# docs, seed: Swift blocks of Markdown pages, grouped as Tests/PrefsDemoTests/Compiler/DocumentationSamples.swift
# groups them; unfenced code of the seed text files.
# ---------------------------------------------------------------------------------------------------------------------

def markdown_swift_blocks(text):
    """[(kind, first code line, [lines])] with `continued` blocks joined to the block before."""
    blocks = []
    state, fence, kind, continued, code, start = "text", None, None, False, [], 0
    for number, line in enumerate(text.split("\n"), 1):
        trimmed = line.strip()
        if state == "text":
            if not trimmed.startswith("```"):
                continue
            if not trimmed.startswith("```swift"):
                state, fence = "other", re.match(r"`+", trimmed).group(0)
                continue
            words = trimmed[len("```swift"):].split()
            continued = bool(words) and words[-1] == "continued"
            if continued:
                words = words[:-1]
            kind = words[0] if words else "program"
            state, code, start = "swift", [], number + 1
        elif state == "other":
            if trimmed == fence:
                state = "text"
        else:
            if trimmed != "```":
                code.append(line)
                continue
            state = "text"
            indentation = len(line) - len(line.lstrip(" "))
            lines = [c[min(indentation, len(c) - len(c.lstrip(" "))):] for c in code]
            if continued and blocks and blocks[-1][0] == kind:
                blocks[-1][2].extend(lines)
            else:
                blocks.append((kind, start, lines))
    return blocks


def fragment_file(lines):
    """A `swift fragment` as DocumentationSamples compiles it: in the body of a schema class."""
    imports = []
    while lines and lines[0].startswith("import "):
        imports.append(lines.pop(0))
    declares = lambda name: any(re.search(r"\bvar %s\b" % name, l) for l in lines)
    header = ["@PrefsSchema final class FragmentSchema {"]
    if not declares("storage"):
        header.append("    @Storage var storage = .dictionary")
    if not declares("storageMode"):
        header.append("    @StorageMode var storageMode = .cachedReadStorageWrite")
    body = ["" if l == "" else "    " + l for l in lines]
    return "\n".join(imports + ([""] if imports else []) + header + body + ["}"])


def extract_markdown(origin, paths, display, stem=None):
    cases = []
    for path in paths:
        text = read(path).replace("\r\n", "\n")
        name = stem or os.path.splitext(os.path.basename(path))[0]
        for kind, start, lines in markdown_swift_blocks(text):
            body = "\n".join(lines)
            where = "%s:%d" % (display(path), start)
            if not MACRO_RE.search(body):
                continue
            if kind == "fragment":
                body = fragment_file(list(lines))
                where += " (a 'swift fragment' block, in the schema class DocumentationSamples wraps it in)"
            elif kind != "program":
                note_skip(origin, where, "a 'swift %s' block (not a source that is compiled)" % kind)
                continue
            body = neutralised_imports(body, origin, where)
            cases.append(Case(origin, "%s-%s" % (name, first_type_name(body) or "block"), where, body))
    return cases


def first_type_name(body):
    """The name of the first schema class of `body` and of its first preference; else the first type's name."""
    m = re.search(r"@PrefsSchema\b[^{]*?\b(?:class|struct|enum|actor)\s+([A-Za-z_]\w*)", body)
    if not m:
        m = re.search(r"\b(?:class|struct|enum|actor)\s+([A-Za-z_]\w*)", body)
    name = m.group(1) if m else None
    pref = re.search(r"@(?:%s)\b[^\n]*?\bvar\s+(`?[^\s:`]+)" % "|".join(MACROS[1:6]), body)
    if pref:
        name = "%s-%s" % (name, pref.group(1).strip("`")) if name else pref.group(1).strip("`")
    return name


CODE_START = re.compile(r"^(?:import \w+|@\w+|(?:(?:public|private|final|open)\s+)*(?:class|struct|enum|extension|protocol)\s+\w)")
DECL_WORD = re.compile(r"\b(?:var|let|func|class|struct|enum|extension|import|protocol)\b")


def is_code_start(lines, k):
    """Whether line k starts code: a declaration, an import, or an attribute above one (a line of attributes alone,
    followed by a blank line, is a heading of the text: `@JSONDataCodablePref / @JSONStringCodablePref`)."""
    line = lines[k].strip()
    if not CODE_START.match(line) or line.startswith("•"):
        return False
    if line.startswith("@") and not DECL_WORD.search(line) and "{" not in line:
        return k + 1 < len(lines) and lines[k + 1].strip() != "" and is_code_start(lines, k + 1)
    return True


def unfenced_code_blocks(text):
    """Code in a text without fences (a README saved as text): runs of lines that start with a declaration, an
    attribute or an import, continued while braces are open, and joined across blank lines to the next such run."""
    lines = text.split("\n")
    blocks, i = [], 0
    while i < len(lines):
        if not is_code_start(lines, i):
            i += 1
            continue
        start, depth, j = i, 0, i
        while j < len(lines):
            depth += brace_balance(lines[j])
            j += 1
            if depth > 0:
                continue
            # Blank (or blank-looking) lines, then another code start: the same block.
            k = j
            while k < len(lines) and lines[k].strip() == "":
                k += 1
            if k < len(lines) and is_code_start(lines, k):
                j = k
                continue
            break
        block = lines[start:j]
        while block and block[-1].strip() == "":
            block.pop()
        if DECL_WORD.search("\n".join(block)):
            indent = min(len(l) - len(l.lstrip()) for l in block if l.strip())
            blocks.append((start + 1, [l[indent:] if l.strip() else "" for l in block]))
        i = j
    return blocks


def brace_balance(line):
    depth = 0
    for t in lex(line):
        if t.kind == "punct" and t.text == "{":
            depth += 1
        elif t.kind == "punct" and t.text == "}":
            depth -= 1
    return depth


def extract_seeds(seeds):
    origin = "seed"
    display = lambda p: "../shared/seeds/" + os.path.basename(p)
    paths = sorted(os.path.join(seeds, n) for n in os.listdir(seeds) if n.endswith((".md", ".txt")))
    cases = []
    for path in paths:
        text = read(path).replace("\r\n", "\n")
        if "```" in text:
            cases += extract_markdown(origin, [path], display, seed_name(seeds, path))
            continue
        stem = os.path.splitext(os.path.basename(path))[0]
        for start, lines in unfenced_code_blocks(text):
            body = "\n".join(lines)
            if not MACRO_RE.search(body):
                continue
            where = "%s:%d (unfenced code in a text)" % (display(path), start)
            body = neutralised_imports(body, origin, where)
            cases.append(Case(origin, "%s-%s" % (seed_name(seeds, path), first_type_name(body) or "block"), where, body))
    return cases


def seed_name(seeds, path):
    """The system a seed file describes, from the table of the seeds' README (`| file | system | … |`)."""
    name = os.path.basename(path)
    readme = os.path.join(seeds, "README.md")
    if os.path.exists(readme):
        for line in read(readme).split("\n"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 2 and cells[0] == name:
                return cells[1].split("(")[0].strip()
    return os.path.splitext(name)[0]


# ---------------------------------------------------------------------------------------------------------------------
# Adversarial cases: see the section below `main` (ADVERSARIAL).
# ---------------------------------------------------------------------------------------------------------------------

ADVERSARIAL = []  # Case, in the order written


def adversarial(slug, body, newline="\n"):
    """Registers an adversarial case, named by what it exercises. Its corpus line names the case, not a line of this
    script: a line number would change every file (and the byte offsets the compiler reports in them) whenever the
    script is edited above it."""
    where = "adversarial, %s, case '%s'" % (SCRIPT, slugify(slug))
    ADVERSARIAL.append(Case("adversarial", slug, where, _adv_body(body), newline=newline))


def collect(seeds):
    load_module_names()
    tests = sorted(p for p in walk_swift(os.path.join(ROOT, "Tests"))
                   if not rel(p).startswith(MACRO_TESTS + "/")
                   and not rel(p).startswith(OUT + os.sep))
    # The demo's schemas, then the benchmark's and the test helper's (in PrefsDemo until issue 36), in the order the
    # goldens were recorded in.
    demo = [p for module in ("PrefsBench", "PrefsDemo", "PrefsTestHelper")
            for p in walk_swift(os.path.join(ROOT, "Sources", module))]
    cases = {o: [] for o in ORIGINS}
    cases["tests"] = extract_declarations("tests", tests)
    cases["demo"] = extract_declarations("demo", demo)
    cases["macro-tests"], read_from = extract_macro_tests()
    print("note: macro-tests: the expansion tests were read from %s" % read_from)
    pages = [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(ROOT, "Docs", n) for n in os.listdir(os.path.join(ROOT, "Docs")) if n.endswith(".md"))
    cases["docs"] = extract_markdown("docs", pages, rel)
    cases["seed"] = extract_seeds(seeds)
    define_adversarial()
    seen = {}
    for c in ADVERSARIAL:
        text = c.text()
        body = text.split("\n", 1)[1]
        if body in seen:
            raise SystemExit("error: adversarial cases %s and %s are identical" % (seen[body], c.slug))
        seen[body] = c.slug
    cases["adversarial"] = list(ADVERSARIAL)
    return cases


def files_of(cases):
    files = {}
    for origin in ORIGINS:
        used = {}
        for number, case in enumerate(cases[origin], 1):
            # Slugs are distinct within an origin: a repeated one gets -2, -3….
            used[case.slug] = used.get(case.slug, 0) + 1
            slug = case.slug if used[case.slug] == 1 else "%s-%d" % (case.slug, used[case.slug])
            name = "%03d-%s.swift" % (number, slug)
            files[os.path.join(OUT, origin, name)] = case.text()
    return files


README = """# Macro corpus

Swift sources whose macro expansions record what the macro plugin (`Sources/PrefsMacros`) generates, so that a
replacement plugin can be compared with it declaration by declaration. Each file is a standalone `main.swift` (top-level
code allowed) to type-check on its own against the Prefs modules with the plugin loaded; only the macro expansion
requests matter, and type errors in a file are expected in many of them.

Generated: do not edit. Regenerate with

    python3 Scripts/make-macro-corpus.py

(`--check` only compares). The first line of each file says where it came from. The folders are the origins:

| origin | files | what |
| --- | --- | --- |
%(rows)s

The script's docstring says how each origin is found; it reads `../shared/seeds` beside the repository (`--seeds`),
and the previous plugin's expansion tests from git history once they are gone from the working tree.

The files are deliberately not formatted, and some do not parse: keep this folder out of `swift format lint`.
"""

ORIGIN_TEXT = {
    "tests": "`@PrefsSchema` declarations of Tests/ (not PrefsMacrosTests), with the small types beside them they use; "
             "whole sources the compile tests keep in string literals",
    "macro-tests": "the sources Tests/PrefsMacrosTests expands (`inSchema` reproduced)",
    "docs": "Swift blocks of README.md and Docs/*.md that use the macros",
    "demo": "`@PrefsSchema` declarations of Sources/PrefsDemo",
    "seed": "code of the reference documents (PrefsKit's README) that uses the macros",
    "adversarial": "cases written by the script: every syntactic form a reader of declarations meets",
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", default=os.path.join(os.path.dirname(ROOT), "shared", "seeds"))
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if not os.path.isdir(args.seeds):
        raise SystemExit("error: no seeds directory at %s (pass --seeds DIR)" % args.seeds)
    cases = collect(args.seeds)
    files = files_of(cases)
    rows = "\n".join("| `%s/` | %d | %s |" % (o, len(cases[o]), ORIGIN_TEXT[o]) for o in ORIGINS)
    files[os.path.join(OUT, "README.md")] = README % {"rows": rows}

    existing = {}
    out_dir = os.path.join(ROOT, OUT)
    if os.path.isdir(out_dir):
        for dirpath, _, filenames in os.walk(out_dir):
            for name in filenames:
                path = os.path.join(dirpath, name)
                existing[rel(path)] = path
    if args.check:
        stale = sorted(set(existing) ^ set(files))
        changed = sorted(p for p in files if p in existing and read(existing[p]) != files[p])
        for p in stale + changed:
            print("differs: %s" % p)
        return 1 if stale or changed else 0
    for p in sorted(set(existing) - set(files)):
        os.remove(existing[p])
    for p, text in sorted(files.items()):
        full = os.path.join(ROOT, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    for origin, where, why in skipped:
        print("note: %s: %s: %s" % (origin, where, why))
    total = 0
    for o in ORIGINS:
        print("%-12s %4d" % (o, len(cases[o])))
        total += len(cases[o])
    print("%-12s %4d" % ("total", total))
    return 0


# =====================================================================================================================
# ADVERSARIAL: cases written here. Each body is a whole file but its corpus line and imports; `%STORE%` on a line of
# its own stands for the two storage declarations (`@Storage var storage = .dictionary`, `@StorageMode var storageMode =
# .cachedReadStorageWrite`) at that indentation, and `~~~` at the end of a line for three trailing spaces.
# =====================================================================================================================

def _adv_body(body):
    body = body.lstrip("\n").replace("~~~\n", "   \n")
    return re.sub(r"^([ \t]*)%STORE%([ \t]*)$",
                  lambda m: "%s@Storage var storage = .dictionary%s\n%s@StorageMode var storageMode = "
                  ".cachedReadStorageWrite%s" % (m.group(1), m.group(2), m.group(1), m.group(2)), body, flags=re.M)


def define_adversarial():
    for part in (_adv_arguments, _adv_names, _adv_types, _adv_initialisers, _adv_trivia, _adv_whitespace,
                 _adv_modifiers, _adv_if_config, _adv_nested, _adv_strings, _adv_settings, _adv_hooks,
                 _adv_generics, _adv_placement, _adv_misuse, _adv_storage, _adv_huge, _adv_mixed):
        part()


def _adv_arguments():
    adversarial("pref-argument-forms-every-label-and-order", r'''
enum Keys {
    static let launches = "app.launches"
}

@PrefsSchema final class ArgumentForms {
    %STORE%
    static let prefix = "p."

    @Pref var bare: Int = 0
    @Pref() var emptyParentheses: Int = 0
    @Pref(key: "k.literal") var literalKey: Int = 0
    @Pref(key: Keys.launches) var memberKey: Int = 0
    @Pref(key: "a" + "." + "b") var concatenatedKey: Int = 0
    @Pref(key: ArgumentForms.prefix + "x") var qualifiedKey: Int = 0
    @Pref(key: Self.prefix + "y") var selfKey: Int = 0
    @Pref(legacyKeys: []) var emptyLegacyKeys: Int = 0
    @Pref(key: "new", legacyKeys: ["old", "older"]) var legacy: Int = 0
    @Pref(legacyKeys: ["first"], key: "second") var swappedOrder: Int = 0
    @Pref(key: "trailing",) var trailingComma: Int = 0
    @Pref(coding: .urlString) var urlCoding: URL?
    @Pref(key: "u", coding: URLStringPrefsCoding()) var urlCodingValue: URL = URL(string: "https://example.com")!
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var closures: URL?
    @Pref(key: "all", legacyKeys: ["b"], encode: { (u: URL) in u.path }, decode: { (s: String) in URL(filePath: s) }) var everything: URL?
    @Pref(decode: { URL(string: $0) }, encode: { $0.absoluteString }) var decodeFirst: URL?
}
''')
    adversarial("pref-arguments-across-lines-with-comments-and-trailing-commas", r'''
@PrefsSchema final class SpreadArguments {
    %STORE%

    @Pref(
        key: "spread.key",  // the key
        legacyKeys: [
            "spread.old",  // 2023
            "spread.older",  /* 2022 */
        ],
    )
    var spread: Int = 0

    @Pref(key:
        "label.then.newline")
    var labelThenNewline: String = ""

    @Pref(
        // only a comment before the label
        key /* between label and colon */ : /* after colon */ "k2"
    ) var commentsAroundColon: Bool = false

    @Pref(encode: {
        // a closure body on its own lines
        let text = $0.absoluteString
        return text
    }, decode: {
        URL(string: $0)
    })
    var multilineClosures: URL?

    @Pref(
        key: "x"
    )
    @Setting(
        title: "X",
        range: 0...10,
    )
    var settingSpread: Int = 1
}
''')
    adversarial("coding-macros-key-and-legacy-keys-forms", r'''
enum Theme: String, Codable, Sendable { case system, light, dark }
struct Window: Codable, Sendable { var width = 800, height = 600 }

@PrefsSchema final class CodingMacros {
    %STORE%

    @RawRepresentablePref var theme: Theme = .system
    @RawRepresentablePref() var emptyParentheses: Theme = .light
    @RawRepresentablePref(key: "ui.theme") var keyed: Theme?
    @RawRepresentablePref(legacyKeys: ["colour"]) var legacy: Theme = Theme.dark
    @RawRepresentablePref(key: "t", legacyKeys: ["t1", "t0"]) var both: Theme = .init(rawValue: "dark")!
    @JSONDataCodablePref var window: Window?
    @JSONDataCodablePref(key: "w.data") var windowData: Window = Window()
    @JSONDataCodablePref(legacyKeys: ["frame"]) var frames: [Window] = []
    @JSONStringCodablePref var text: Window?
    @JSONStringCodablePref(key: "w.text", legacyKeys: ["w"]) var keyedText: [String: Window] = [:]
    @JSONStringCodablePref var url: URL?
    @JSONStringCodablePref var themes: Set<Theme> = [.dark]
    @RawRepresentablePref var themeList: [Theme] = [.light, .dark]
}
''')
    for macro, coding in (("RawRepresentablePref", "RawRepresentableCoding"), ("JSONDataCodablePref", "JSONDataCoding"),
                          ("JSONStringCodablePref", "JSONStringCoding")):
        adversarial("instantiated-coding-macros-imply-their-coding-%s" % macro, r'''
// PrefMacroExpansionTests.codingMacrosImplyTheirCoding, with macro: "%s" (expects %s).
enum Theme: String, Codable, Sendable { case system, light, dark }
struct Window: Codable, Sendable { var width = 0 }

@PrefsSchema final class AppPrefs {
    @%s var theme: Theme = .system
    @%s(key: "w") var window: Window?
}
''' % (macro, coding, macro, macro))
    adversarial("module-qualified-attribute-names", r'''
@Prefs.PrefsSchema final class Qualified {
    %STORE%
    @Prefs.Pref var a: Int = 0
    @Prefs.Pref(key: "b") @Prefs.Setting(title: "B") var b: Int = 1
    @Prefs.RawRepresentablePref var c: Theme = .dark
    @Prefs.JSONDataCodablePref var d: [Int]?
    @Prefs.JSONStringCodablePref var e: [String: Int] = [:]
    @PrefsKitCompatibility.RawPref var f: [Any] = []
    @Prefs.OnPrefChange("a") func changed() {}
}

@Prefs.PrefsSchema @Prefs.SettingsGroup("g", title: "G") final class QualifiedGroup {
    @Prefs.Storage var storage = .dictionary
    @Prefs.StorageMode var storageMode = .storageOnly
    @Prefs.Pref @Prefs.Setting(group: "g") var g: Bool = false
}

enum Theme: String { case light, dark }
''')
    adversarial("raw-pref-any-arrays-and-dictionaries", r'''
@PrefsSchema final class RawValues {
    %STORE%

    @RawPref var array: [Any] = []
    @RawPref var optionalArray: [Any]?
    @RawPref var dictionary: [String: Any] = [:]
    @RawPref var optionalDictionary: [String: Any]?
    @RawPref(key: "raw.mixed") var mixed: [Any] = ["a", 1, 2.5, true, ["x", ["y"]], ["k": 1]]
    @RawPref(legacyKeys: ["oldRaw"]) var legacy: [String: Any] = ["nested": ["a": [1, 2, 3]], "flag": false]
    @RawPref(key: "k", legacyKeys: ["a", "b"]) var both: [Any]? = nil
    @RawPref var spelledArray: Array<Any> = []
    @RawPref var spelledDictionary: Dictionary<String, Any>?
    @RawPref var withComment: /* raw */ [Any] /* list */ = [/* empty */]
    @RawPref var multiline: [String: Any] = [
        "a": 1,
        "b": [
            "c": "d",
        ],
    ]
}
''')
    adversarial("raw-pref-misuse-types-and-arguments", r'''
@PrefsSchema final class RawMisuse {
    %STORE%

    @RawPref var notAny: Int = 0
    @RawPref var anyScalar: Any = 1
    @RawPref var list: [Any]
    @RawPref(coding: .x) var coded: [Any]?
    @RawPref(encode: { $0 }, decode: { $0 }) var closures: [Any] = []
    @RawPref var optionalWithDefault: [String: Any]? = [:]
    @RawPref let constant: [Any] = []
    @RawPref var untyped = [Any]()
    @RawPref var intKeyed: [Int: Any] = [:]
    @RawPref var anyObjects: [AnyObject] = []
}
''')
    adversarial("coding-argument-forms", r'''
struct Frame: Codable, Sendable { var x = 0 }
struct Device: Codable, Sendable { var name = "" }

func makeCoding(_ build: () -> Int) -> URLStringPrefsCoding { URLStringPrefsCoding() }

@PrefsSchema final class Codings {
    %STORE%
    static let sharedCoding = URLStringPrefsCoding()

    @Pref(coding: .urlString) var a: URL?
    @Pref(coding: .iso8601DateString) var b: Date?
    @Pref(coding: .base64DataString()) var c: Data = Data()
    @Pref(coding: URLStringPrefsCoding()) var d: URL?
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>()) var e: Frame?
    @Pref(coding: JSONDataCodablePrefsCoding<Frame>().base64DataString()) var f: Frame?
    @Pref(coding: [Device].jsonStringArrayPrefsCoding) var g: [Device] = []
    @Pref(coding: Self.sharedCoding) var h: URL?
    @Pref(coding: Codings.sharedCoding) var i: URL?
    @Pref(coding: makeCoding { 42 }) var j: URL?
    @Pref(coding: .boolAsInteger()) var k: Bool = false
    @Pref(coding: .intAsString) var l: Int = 0
    @Pref(coding: (.urlString)) var m: URL?
    @Pref(coding: true ? .urlString : .urlString) var n: URL?
}
''')
    adversarial("encode-decode-closure-forms", r'''
@PrefsSchema final class ClosureForms {
    %STORE%

    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var shorthand: URL?
    @Pref(encode: { url in url.absoluteString }, decode: { text in URL(string: text) }) var named: URL?
    @Pref(encode: { (url: URL) -> String in url.absoluteString }, decode: { (text: String) -> URL? in URL(string: text) }) var typed: URL?
    @Pref(encode: { (url: URL) -> String? in
        guard url.isFileURL else { return url.absoluteString }
        return url.path
    }, decode: { (text: String) -> URL? in
        if text.hasPrefix("/") { return URL(filePath: text) }
        return URL(string: text)
    }) var multiStatement: URL?
    @Pref(encode: String.init(describing:), decode: Int.init) var functionReferences: Int = 0
    @Pref(encode: \.absoluteString, decode: URL.init(string:)) var keyPathAndInitialiser: URL?
    @Pref(encode: { [prefix = "x"] in prefix + $0 }, decode: { String($0.dropFirst()) }) var captureList: String = ""
    @Pref(encode: { @Sendable in $0.sorted() }, decode: { (stored: [String]) in Set(stored) }) var sendable: Set<String> = []
    @Pref(encode: { $0 }, decode: { $0 }) var identity: Int = 0
    @Pref(encode: { _ in "" }, decode: { _ in nil }) var ignoring: URL?
}
''')
    adversarial("attribute-arguments-unusual-expressions", r'''
@PrefsSchema(title: Bundle.main.bundleIdentifier ?? "App")
@SettingsGroup(Group.path, title: NSLocalizedString("Group", comment: ""))
final class UnusualArguments {
    %STORE%
    enum Group { static let path = "group" }

    @Pref(key: (("parenthesised"))) var parenthesised: Int = 0
    @Pref(key: ["a", "b"].joined(separator: ".")) var joined: Int = 0
    @Pref(key: String(describing: UnusualArguments.self) + ".c") var described: Int = 0
    @Pref(key: #function) var function: Int = 0
    @Pref(key: "\(1 + 1)") var interpolated: Int = 0
    @Pref(key: { "closure" }()) var calledClosure: Int = 0
    @Pref(key: true ? "t" : "f") var ternary: Int = 0
    @Pref(key: "k" as String) var cast: Int = 0
    @Pref(legacyKeys: Array(["x"])) var legacyCall: Int = 0
    @Pref(legacyKeys: ["a"] + ["b"]) var legacySum: Int = 0
    @Setting(title: .init("Title")) @Pref var titleInit: Int = 0
}
''')


def _adv_names():
    adversarial("backticked-keyword-names-with-hooks-and-settings", r'''
@PrefsSchema final class Keywords {
    %STORE%

    @Pref var `default`: Int = 0
    @Pref var `class`: String?
    @Pref var `func`: Bool = false
    @Pref(key: "var") var `var`: Int = 1
    @Pref var `init`: Double = 0
    @Pref var `Type`: String = "t"
    @Pref var `protocol`: [String] = []
    @Pref var `self`: Int = 0
    @Pref var `Self`: Int = 0
    @Pref var `notAKeyword`: Int = 0
    @RawRepresentablePref var `enum`: Theme = .dark
    @Pref @Setting(title: "Default", range: 0...10) var `repeat`: Int = 2

    @OnPrefChange("default", "class") func `switch`(_ change: PrefsChange) {}
    @OnPrefChange("`var`") func backtickedName() {}
}

enum Theme: String { case light, dark }
''')
    adversarial("unicode-property-names-and-keys", r'''
@PrefsSchema final class Unicode {
    %STORE%

    /// Größe der Schrift.
    @Pref var größe: Double = 14
    @Pref var 名前: String?
    @Pref(key: "名前.別") var 別名: String = "名"
    @Pref var café: Bool = true
    @Pref var café2: Bool = false
    @Pref var Ωmega: Int = 0
    @Pref var πr²: Double = 3.14
    @Pref var 🐶: Int = 1
    @Pref var emoji🙂Inside: String = "🙂"
    @Pref var naïve_ünïcödé: [String: Int] = ["ключ": 1]
    @Pref var привет: String = "мир"
    @Pref var مرحبا: Int = 0
    @Pref @Setting(title: "Größe", group: "ä") var ß: Int = 0

    @OnPrefChange("größe", "名前", "🐶") func geändert() {}
}
''')
    adversarial("names-close-to-generated-members", r'''
@PrefsSchema final class CloseNames {
    %STORE%

    var _$pref_manual: Int = 0
    var _$descriptor_manual = 0
    @Pref var manual: Int = 0
    @Pref var pref_a: Int = 0
    @Pref var descriptor_a: Int = 0
    @Pref var a: Int = 0
    @Pref var prefs: Int = 0
    @Pref var _prefs: Int = 0
    @Pref var description: String = ""
    @Pref var key: String = "key"
    @Pref var keys: [String] = []
    @Pref var value: Int = 0
    @Pref var newValue: Int = 0
    @Pref var oldValue: Int = 0
    @Pref var change: Int = 0
    @Pref var changes: Int = 0
    @Pref var observationRegistrar: Int = 0
    @Pref var storageValue: Int = 0
    @Pref var settingsMetadata: Int = 0
    @Pref var prefsDescription: Int = 0
    @Pref var writing: Int = 0
}
''')
    adversarial("names-with-underscores-digits-and-great-length", r'''
@PrefsSchema final class OddNames {
    %STORE%

    @Pref var _a: Int = 0
    @Pref var __b: Int = 0
    @Pref var a1: Int = 0
    @Pref var a_1_b: Int = 0
    @Pref var URL: String = ""
    @Pref var x0y0: Int = 0
    @Pref var _: Int = 0
    @Pref var aVeryLongPropertyNameThatKeepsGoingAndGoingBecauseSomeCodebasesReallyDoNameThingsLikeThisInTheirPreferencesClassesToBeAsDescriptiveAsPossibleAboutWhatTheSettingControlsAndWhyItExistsAtAll: Bool = false
    @Pref var ALLCAPS: Int = 0
    @Pref var camelCaseWithACRONYMInside: Int = 0
}
''')


def _adv_types():
    adversarial("optional-spellings", r'''
@PrefsSchema final class Optionals {
    %STORE%

    @Pref var a: Int?
    @Pref var b: Optional<Int>
    @Pref var c: Swift.Optional<Int>
    @Pref var d: [Int]?
    @Pref var e: Int??
    @Pref var f: Optional<Optional<Int>>
    @Pref var g: (Int)?
    @Pref var h: Int? = nil
    @Pref var i: Optional<[String: Int]> = .none
    @Pref var j: [Int?] = []
    @Pref var k: [Int?]?
    @Pref var l: Int?/* comment touching */
    @Pref var m: Optional<Int> = Optional.none
    @Pref var n: String?
        = nil
}
''')
    adversarial("generic-collection-types", r'''
@PrefsSchema final class Collections {
    %STORE%

    @Pref var a: [String: [Int]] = [:]
    @Pref var b: Dictionary<String, Set<Int>> = [:]
    @Pref var c: Array<Array<String>> = [[]]
    @Pref var d: Set<String> = ["x"]
    @Pref var e: [String: [String: [Bool]]] = ["a": ["b": [true]]]
    @Pref var f: ClosedRange<Int> = 0...10
    @Pref var g: Range<Double> = 0.0..<1.0
    @Pref var h: ContiguousArray<Int> = []
    @Pref var i: [[String]]?
    @Pref var j: Dictionary<String, Array<Dictionary<String, Int>>>?
    @Pref var k: Swift.Array<Swift.String> = []
    @Pref var l: [Int] = Array(repeating: 0, count: 3)
    @Pref var m: Set<Set<Int>> = []
}
''')
    adversarial("tuple-and-function-types", r'''
@PrefsSchema final class TuplesAndClosures {
    %STORE%

    @Pref var pair: (Int, String) = (0, "")
    @Pref var labelled: (x: Int, y: Int)?
    @Pref var unit: () = ()
    @Pref var void: Void = ()
    @Pref var callback: (@Sendable (Int) -> Void)?
    @Pref var transform: ((Int) -> String)? = nil
    @Pref var producer: @Sendable () async throws -> Int = { 0 }
    @Pref var thunk: (() -> Void)?
    @Pref var curried: (Int) -> (Int) -> Int = { a in { b in a + b } }
    @Pref var nestedTuple: ((Int, Int), (String, [Int]))?
    @Pref var single: (Int) = 1
    @Pref var typedThrows: (() throws(CancellationError) -> Void)?
}
''')
    adversarial("opaque-and-existential-types", r'''
protocol Named { var name: String { get } }
struct Item: Named, Codable, Sendable { var name = "" }

@PrefsSchema final class Existentials {
    %STORE%

    @Pref var opaque: some Sequence = [1, 2]
    @Pref var composition: any Codable & Sendable = 1
    @Pref var error: (any Error)?
    @Pref var sequence: any Sequence<Int> = [1]
    @Pref var anything: Any = 0
    @Pref var object: AnyObject?
    @Pref var storage: any PrefsStorage = DictionaryPrefsStorage()
    @Pref var named: any Named = Item()
    @Pref var names: [any Named] = []
    @Pref var anyHashable: AnyHashable = 1
    @JSONStringCodablePref var codable: (any Codable)?
}
''')
    adversarial("qualified-nested-and-meta-types", r'''
enum Outer {
    struct Inner: Codable, Sendable { var v = 0 }
    enum Kind: String { case a, b }
}
struct Box<T> { struct Inner: Codable, Sendable { var v = 0 } }

@PrefsSchema final class Qualified {
    %STORE%
    enum Local: String { case x, y }

    @Pref var url: Foundation.URL?
    @Pref var int: Swift.Int = 0
    @Pref var mixed: Prefs.AnyPrefsArray = []
    @JSONDataCodablePref var inner: Outer.Inner?
    @RawRepresentablePref var kind: Outer.Kind = .a
    @RawRepresentablePref var local: Self.Local = .x
    @RawRepresentablePref var localQualified: Qualified.Local = Qualified.Local.y
    @JSONDataCodablePref var generic: Box<Int>.Inner?
    @Pref var metatype: Int.Type = Int.self
    @Pref var existentialMeta: (any Codable.Type)?
    @Pref var data: Foundation.Data = Foundation.Data()
}
''')
    adversarial("implicitly-unwrapped-and-never-types", r'''
@PrefsSchema final class Unwrapped {
    %STORE%

    @Pref var a: Int!
    @Pref var b: String! = "x"
    @Pref var c: [Int]!
    @Pref var d: Never?
    @Pref var e: Never
    @Pref var f: Int! = nil
    @RawRepresentablePref var g: Theme!
    @JSONStringCodablePref var h: [String]!
}

enum Theme: String { case light }
''')
    adversarial("types-with-whitespace-comments-and-line-breaks-inside", r'''
@PrefsSchema final class SpacedTypes {
    %STORE%

    @Pref var a: [ String : Int ] = [:]
    @Pref var b: Optional< Int >
    @Pref var c: Dictionary<String,Int> = [:]
    @Pref var d: Dictionary</* key */ String, /* value */ Int> = [:]
    @Pref var e: Dictionary<
        String,
        [Int]
    > = [:]
    @Pref var f: [
        Int
    ] = []
    @Pref var g: (
        x: Int,
        y: Int
    ) = (0, 0)
    @Pref var h:Int=0
    @Pref var i :Int = 0
    @Pref var j
        : Int
        = 0
}
''')
    adversarial("foundation-types-with-defaults", r'''
@PrefsSchema final class FoundationTypes {
    %STORE%

    @Pref var date: Date = Date(timeIntervalSince1970: 0)
    @Pref var data: Data = Data([0x01, 0x02])
    @Pref var url: URL = URL(filePath: "/tmp")
    @Pref var uuid: UUID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    @Pref var float: CGFloat = 1.5
    @Pref var size: CGSize = CGSize(width: 1, height: 2)
    @Pref var point: CGPoint = .zero
    @Pref var rect: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)
    @Pref var decimal: Decimal = 1.25
    @Pref var interval: TimeInterval = 60
    @Pref var locale: Locale = .current
    @Pref var dates: [Date] = []
    @Pref var urls: [String: URL]?
}
''')
    adversarial("integer-widths-and-number-literal-forms", r'''
@PrefsSchema final class Numbers {
    %STORE%

    @Pref var i8: Int8 = -128
    @Pref var i16: Int16 = 0x7FFF
    @Pref var i32: Int32 = -2_147_483_648
    @Pref var i64: Int64 = 0b1010
    @Pref var u8: UInt8 = 0o17
    @Pref var u16: UInt16 = 8080
    @Pref var u32: UInt32 = 1_000
    @Pref var u64: UInt64 = 18_446_744_073_709_551_615
    @Pref var i128: Int128 = 170141183460469231731687303715884105727
    @Pref var u128: UInt128 = 0
    @Pref var f: Float = 1e3
    @Pref var d: Double = -0.0
    @Pref var inf: Double = .infinity
    @Pref var nan: Double = Double.nan
    @Pref var hexFloat: Double = 0x1p-2
    @Pref var negative: Int = -1
    @Pref var parenthesised: Int = (-(1))
}
''')
    adversarial("codable-structs-and-raw-representable-collections", r'''
enum Theme: String, Codable, CaseIterable, Sendable { case system, light, dark }
enum Level: Int, Sendable { case low = 1, high = 3 }
struct Frame: Codable, Hashable, Sendable {
    var x = 0.0, y = 0.0
    var tags: [String] = []
}
indirect enum Tree: Codable, Sendable { case leaf(Int), node(Tree, Tree) }

@PrefsSchema final class CodableCollections {
    %STORE%

    @RawRepresentablePref var themes: [Theme] = Theme.allCases
    @RawRepresentablePref var themeSet: Set<Theme> = []
    @RawRepresentablePref var themeMap: [String: Theme] = ["a": .dark]
    @RawRepresentablePref var level: Level = .low
    @RawRepresentablePref var levels: [Level]?
    @JSONDataCodablePref var frame: Frame = Frame()
    @JSONDataCodablePref var frames: Set<Frame> = []
    @JSONStringCodablePref var tree: Tree = .node(.leaf(1), .leaf(2))
    @JSONStringCodablePref var optionalFrames: [String: [Frame]]?
    @Pref var codableThroughPref: Frame = Frame()
}
''')

    adversarial("module-selectors-in-types-arguments-and-initialisers", r'''
// Module selectors (`Module::name`), as Tests/PrefsTests/Coding/URLStringCodingTests.swift writes them.
struct URLStringPrefsCoding {}

@PrefsSchema final class Selectors {
    %STORE%

    @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding.urlString) var feed: URL?
    @Pref(coding: PrefsKitCompatibility::URLStringPrefsCoding()) var homepage: URL = URL(filePath: "/")
    @Pref var count: Swift::Int = Swift::Int.zero
    @Pref var names: Swift::Array<Swift::String> = []
    @Pref var date: Foundation::Date?
    @JSONDataCodablePref var nested: [Swift::String: Swift::Optional<Swift::Int>] = [:]
    @Pref(key: Swift::String("k")) var key: Int = 0
}
''')

def _adv_initialisers():
    adversarial("initialiser-immediately-called-multiline-closure", r'''
@PrefsSchema final class CalledClosures {
    %STORE%

    @Pref var table: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, name) in ["a", "b", "c"].enumerated() {
            table[name] = index  // } a brace in a comment
        }
        return table
    }()
    @Pref var text: String = { () -> String in
        let parts = ["{", "}"]
        return parts.joined()
    }()
    @Pref(key: "nested") var nested: Int = { { { 1 }() }() }()
    @Pref var afterClosure: Int = 0
}
''')
    adversarial("initialiser-trailing-closures", r'''
func make(_ count: Int = 1, _ build: (Int) -> Int) -> [Int] { (0..<count).map(build) }
func pick<T>(_ first: () -> T, or second: () -> T) -> T { first() }

@PrefsSchema final class TrailingClosures {
    %STORE%

    @Pref var made: [Int] = make { $0 * 2 }
    @Pref var madeWithArgument: [Int] = make(3) { index in
        index + 1
    }
    @Pref var mapped: [Int] = [1, 2, 3].map { $0 + 1 }
    @Pref var chained: [String] = [3, 1, 2].sorted { $0 > $1 }.map { "\($0)" }
    @Pref var multiple: Int = pick { 1 } or: { 2 }
    @Pref var multipleAcrossLines: Int = pick {
        1
    } or: {
        2
    }
    @Pref var filtered: Set<Int> = Set((0..<10).filter { $0.isMultiple(of: 2) })
}
''')
    adversarial("initialiser-ternaries-and-operators", r'''
let flag = true
let fallback: Int? = nil

@PrefsSchema final class Operators {
    %STORE%

    @Pref var ternary: Int = flag ? 1 : 2
    @Pref var nested: String = flag ? (fallback == nil ? "a" : "b") : "c"
    @Pref var coalesced: Int = fallback ?? 3
    @RawRepresentablePref var theme: Theme = flag ? .dark : .light
    @Pref var negated: Bool = !flag
    @Pref var bits: Int = 1 << 3 | 1 & ~0
    @Pref var range: ClosedRange<Int> = 2...5
    @Pref var concatenated: String = "a" + "b" + "\u{1F600}"
    @Pref var arithmetic: Double = (1 + 2) * 3 / 4 - 5
    @Pref var comparison: Bool = 1 < 2 && 3 >= 2 || false
    @Pref var casted: Int = 1 as Int
    @Pref var forced: Int = Int("1")!
    @Pref var tried: Int = (try? Int("2", format: .number)) ?? 0
    @Pref var isCheck: Bool = 1 is Int
}

enum Theme: String { case light, dark }
''')
    adversarial("initialiser-continued-on-next-line-member-and-operators", r'''
enum Theme: String { case light, dark }

@PrefsSchema final class Continued {
    %STORE%

    @Pref var interval: Duration = Duration
        .seconds(5)
    @Pref var list: [Int] = [3, 1, 2]
        .sorted()
    @Pref var total: Int = 1
        + 2
        + 3
    @Pref var both: Bool = true
        && false
    @RawRepresentablePref var theme: Theme =
        .dark
    @Pref var chain: String = "a,b"
        .split(separator: ",")
        .map(String.init)
        .joined(separator: ";")
    @Pref var ternary: Int = true
        ? 1
        : 2
    @Pref var coalesced: Int = Int("x")
        ?? 0
    @Pref var afterAll: Int = 0
}
''')
    adversarial("initialiser-if-and-switch-expressions", r'''
let mode = 2

@PrefsSchema final class Expressions {
    %STORE%

    @Pref var fromIf: Int = if mode > 1 { 1 } else { 2 }
    @Pref var fromSwitch: String = switch mode {
    case 1: "one"
    case 2: "two"
    default: "many"
    }
    @Pref var multilineIf: Double =
        if mode == 0 {
            0.5
        } else if mode == 1 {
            1.5
        } else {
            2.5
        }
    @Pref var after: Int = 0
}
''')
    adversarial("initialiser-strings-and-comments-containing-braces", r'''
@PrefsSchema final class Braces {
    %STORE%

    @Pref var a: String = "}"
    @Pref var b: String = "{"
    @Pref var c: String = #"}"{"#
    @Pref var d: String = "\(1) } \("{")"
    @Pref var e: String = /* } */ "x" // {
    @Pref var f: String = """
        }
        {{
        """
    @Pref var g: [String] = ["]", "[", ")", "("]
    @Pref var h: Character = "}"
    @Pref var i: String = "\\" // a lone backslash
    @Pref var j: String = "\"}\""
}
''')
    adversarial("initialiser-macros-key-paths-and-regex-literals", r'''
@PrefsSchema final class Literals {
    %STORE%

    @Pref var file: String = #file
    @Pref var line: Int = #line
    @Pref var column: Int = #column
    @Pref var function: String = #function
    @Pref var fileID: String = #fileID
    @Pref var pattern: String = #/a+(b|c)*/#.regex.description
    @Pref var keyPath: String = "\(\String.count)"
    @Pref var color: Int = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) == nil ? 0 : 1
    @Pref var stringified: String = #stringify(1 + 1)
}
''')
    adversarial("initialiser-semicolons-and-several-prefs-on-one-line", r'''
@PrefsSchema final class Semicolons {
    @Storage var storage = .dictionary; @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0; @Pref var b: Int = 1; @Pref(key: "c") var c: Int = 2;
    @Pref var d: String = ";"; @Pref var e: [Int] = [1, 2]
    @Pref var f: Int = { let x = 1; return x }();
}
''')
    adversarial("initialiser-result-builder-and-nested-closures", r'''
@resultBuilder enum ListBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}
func list(@ListBuilder _ build: () -> [String]) -> [String] { build() }

@PrefsSchema final class Builders {
    %STORE%

    @Pref var items: [String] = list {
        "a"
        "b"
        "c"
    }
    @Pref var nested: [[Int]] = (0..<3).map { row in
        (0..<3).map { column in
            row * 3 + column
        }
    }
    @Pref var task: Int = withoutActuallyEscaping({ 1 }) { $0() }
}
''')
    adversarial("initialiser-referencing-self-statics-and-globals", r'''
let globalDefault = 7

@PrefsSchema final class References {
    %STORE%
    static let standard = 14.0
    static var computed: Int { 3 }
    enum Defaults { static let name = "n" }

    @Pref var a: Double = Self.standard
    @Pref var b: Double = References.standard
    @Pref var c: Int = Self.computed
    @Pref var d: String = Defaults.name
    @Pref var e: Int = globalDefault
    @Pref var f: Int = .zero
    @Pref var g: [Int] = .init()
    @Pref var h: String = .init(repeating: "x", count: 2)
    @Pref var i: Int = Int.max
    @Pref var j: Int = type(of: 1).max
}
''')


def _adv_trivia():
    adversarial("doc-comments-several-paragraphs-and-block-doc-comments", r'''
@PrefsSchema final class Documented {
    %STORE%

    /// The size of body text, in points.
    ///
    /// Applies to every note; headings scale with it.
    ///
    /// - Note: Zoom does not change it.
    /// - Important: A `code span`, *emphasis* and **strong**.
    ///
    ///     let indented = "code block"
    ///
    /// Last paragraph.
    @Pref @Setting(range: 10...24) var fontSize: Double = 14

    /**
     The user's name.

     Shown in the title bar.
     */
    @Pref var name: String?

    /** One-line block doc comment. */
    @Pref var short: Int = 0

    /**
    * Star-prefixed lines,
    * as some editors write them.
    *
    * Second paragraph.
    */
    @Pref var starred: Bool = false

    ///Without a space.
    ///
    ///
    ///Two blank lines above.
    @Pref var tight: Int = 0

    /// Doc comment
    // then a plain comment
    /// then doc again.
    @Pref var interleaved: Int = 0

    /// Separated from its declaration by a blank line.

    @Pref var separated: Int = 0
}
''')
    adversarial("nested-block-comments-in-every-position", r'''
/* /* nested */ at the top */
@PrefsSchema /* a */ final /* b */ class /* c */ NestedComments /* d */ {
    %STORE%

    /* /* nested */ before the attribute */ @Pref /* between attribute and var */ var /* between var and name */ a /* before colon */ : /* after colon */ Int /* before equals */ = /* after equals */ 0 /* at the end */
    @Pref(/* inside empty-ish */ key: /* /* nested in arguments */ */ "b" /* after argument */) var b: Int = 1
    @Pref var c: [/* element */ Int] = [/* nothing */]
    @Pref var d: Int = /* /* /* three deep */ */ */ 3
    @Pref var e: String = "/* not a comment */"
    @Pref var f: Int = 1 /* trailing block */ // and a line comment
}
''')
    adversarial("line-comments-in-every-position", r'''
@PrefsSchema // after the attribute
final class LineComments { // after the brace
    %STORE%

    @Pref // between attribute and var
    var a: Int = 0

    @Pref var // between var and name
        b: Int = 0

    @Pref var c // before the colon
        : Int = 0

    @Pref var d: // after the colon
        Int = 0

    @Pref var e: Int // before the equals
        = 0

    @Pref var f: Int = // after the equals
        0

    @Pref( // inside the argument list
        key: "g", // after an argument
        legacyKeys: [ // inside the array
            "h", // after an element
        ] // before the closing parenthesis
    ) // after the attribute
    var g: Int = 0 // at the end of the line

    @Pref @Setting( // settings
        title: "T" // title
    ) var h: Int = 0
} // after the class
''')
    adversarial("comments-between-stacked-attributes", r'''
@MainActor
// between attributes of the class
@PrefsSchema
/// a doc comment between attributes
@SettingsGroup("g")
/* a block */ public final class StackedComments {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite

    /// Doc above the first attribute.
    @Pref
    /// Doc between the attributes.
    @Setting(group: "g")
    // A plain comment between.
    /* And a block. */
    public var a: Int = 0

    @Setting(title: "B") // @Setting first
    /// Doc after @Setting.
    @Pref(key: "b")
    public var b: Bool = true
}
''')
    adversarial("doc-comments-with-quotes-backslashes-and-unicode", r'''
@PrefsSchema final class DocContent {
    %STORE%

    /// Has "double quotes", 'single quotes', a backslash \ and \n, \t and \(interpolation).
    @Pref var quotes: Int = 0

    /// Has a closing-comment marker */ and an opening one /* inside a line comment.
    @Pref var markers: Int = 0

    /// Emoji 🙂, CJK 名前, RTL مرحبا, combining é, and a zero-width joiner 👩‍👩‍👧.
    @Pref var unicode: Int = 0

    /// Has three quotes """ and a raw string #"x"#.
    @Pref var delimiters: Int = 0

    /// Trailing spaces after this sentence.~~~
    ///~~~
    /// A line of only spaces above.
    @Pref var spaces: Int = 0

    /// ```swift
    /// @Pref var example: Int = 0   // code in documentation
    /// ```
    @Pref var codeInDoc: Int = 0
}
''')
    adversarial("comments-inside-setting-and-group-arguments", r'''
@PrefsSchema(/* title */ title: /* value */ "Commented" /* end */)
@SettingsGroup(
    "appearance", // the path
    title: "Appearance", /* the title */
    icon: "paintbrush" // the icon
)
final class CommentedSettings {
    %STORE%

    @Pref
    @Setting(
        title: "Size", // title
        group: "appearance", // group
        range: 10 /* low */ ... /* high */ 24, // range
        step: 1, // step
        tags: [ // tags
            "text", // one
            "font", /* two */
        ],
        requiresRestart: /* really */ false
    )
    var size: Double = 14

    @RawRepresentablePref @Setting(options: [
        Theme.light: "Light", // light
        .dark: "Dark", /* dark */
    ]) var theme: Theme = .light

    @OnPrefChange(/* first */ "size", /* second */ "theme") func changed() {}
}

enum Theme: String { case light, dark }
''')


def _adv_whitespace():
    adversarial("no-spaces-anywhere", r'''
@PrefsSchema final class Tight{@Storage var storage = .dictionary;@StorageMode var storageMode = .cachedReadStorageWrite
@Pref(key:"k")var a:Int=0
@Pref(key:"k2",legacyKeys:["o","p"])var b:[String:Int]=[:]
@Pref var c:Int?
@RawRepresentablePref(key:"t")var t:Theme = .dark
@Pref@Setting(title:"D",range:0...9,step:1)var d:Int=1
@Pref(encode:{$0.absoluteString},decode:{URL(string:$0)})var e:URL?
@OnPrefChange("a","b")func f(){}}
enum Theme:String{case light,dark}
''')
    tabbed = r'''
@PrefsSchema final class Tabbed {
    %STORE%

    /// A tab-indented doc comment.
    @Pref var a: Int = 0
    @Pref(key: "b")	var b: Int	=	1
    @Pref	@Setting(title:	"C",	range:	0...1)	var	c:	Double	=	0.5
    @Pref var d: [String: Int] = [
        "x":	1,
        "y":	2,
    ]
    @OnPrefChange("a")	func	changed()	{}
}
'''
    adversarial("tab-indentation-and-tabs-between-tokens", _adv_body(tabbed).replace("    ", "\t"))
    crlf = r'''
/// A schema written with CRLF line endings.
@PrefsSchema final class Windows {
    %STORE%

    /// Doc comment line one.
    ///
    /// Paragraph two.
    @Pref(key: "crlf.a") var a: Int = 0
    @Pref
    var b: String = """
        multi-line
        string
        """
    @Pref var c: Int =
        1
        + 2
    @Pref @Setting(title: "D", range: 0...10) var d: Int = 3 // trailing comment
    @OnPrefChange("a") func changed() {}
}
'''
    adversarial("crlf-line-endings-with-multiline-strings-and-doc-comments", crlf, newline="\r\n")
    adversarial("crlf-line-endings-one-line-members-and-comments", r'''
@PrefsSchema @SettingsGroup("g", title: "G") final class WindowsCompact {
    %STORE%
    @Pref var a: Int = 0  // a
    /* block
       spanning lines */
    @Pref(key: "b", legacyKeys: ["old"]) @Setting(group: "g") var b: Bool = false
    @RawPref var raw: [Any] = []
}
''', newline="\r\n")
    adversarial("trailing-spaces-and-blank-lines-everywhere", r'''
@PrefsSchema final class Spacious {~~~
    %STORE%~~~
~~~


    @Pref~~~

    var a: Int = 0~~~


    @Pref(key: "b")~~~
~~~
    @Setting(title: "B")~~~


    var b: Int~~~
        =~~~
        1~~~
~~~
}~~~
''')
    adversarial("attribute-and-declaration-on-separate-lines", r'''
@PrefsSchema
final
class
Separate
{
    %STORE%

    @Pref
    var
    a
    :
    Int
    =
    0

    @Pref(
        key
        :
        "b"
    )
    public
    private(set)
    var
    b
    :
    String
    ?
}
''')
    adversarial("whole-schema-on-one-line", r'''
@PrefsSchema final class OneLine { @Storage var storage = .dictionary; @StorageMode var storageMode = .storageOnly; @Pref var a: Int = 0; @Pref(key: "b") var b: String?; @OnPrefChange("a") func changed() {} }
@PrefsSchema final class OneLineEmpty {}
@PrefsSchema final class OneLinePrefOnly { @Pref var a: Int = 0 }
''')
    adversarial("mixed-indentation-and-unusual-whitespace", "\n".join([
        "@PrefsSchema final class Mixed {",
        "  @Storage var storage = .dictionary",
        "\t@StorageMode var storageMode = .cachedReadStorageWrite",
        "        @Pref var a: Int = 0",
        " \t @Pref   var   b  :   Int   =   1",
        "@Pref var c: Int = 2",
        "\t\t\t@Pref(key:  \"d\"  ,  legacyKeys:  [  \"e\"  ]  )  var d: Int = 3",
        "    @Pref var e: Int = 4\r",
        "    @Pref var f: String = \"\"\"\n\t    tab then spaces\n\t    \"\"\"",
        "}",
        "",
    ]))


def _adv_modifiers():
    adversarial("access-modifiers-on-prefs-of-a-public-schema", r'''
@PrefsSchema public final class AccessLevels {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite

    public var plain = 1
    @Pref public var a: Int = 0
    @Pref public private(set) var b: Int = 0
    @Pref private(set) public var c: Int = 0
    @Pref internal var d: Int = 0
    @Pref fileprivate var e: Int = 0
    @Pref private var f: Int = 0
    @Pref package var g: Int = 0
    @Pref package private(set) var h: Int = 0
    @Pref internal(set) public var i: Int = 0
    @Pref fileprivate(set) var j: Int = 0
    @Pref open var k: Int = 0
    @Pref nonisolated var l: Int = 0
    @Pref nonisolated(unsafe) var m: Int = 0
    @Pref public nonisolated var n: Int = 0

    public init() {}
}
''')
    adversarial("main-actor-on-one-property-and-on-hooks", r'''
@PrefsSchema final class OneIsolated {
    %STORE%

    @Pref var plain: Int = 0
    @MainActor @Pref var isolated: Int = 0
    @Pref @MainActor var isolatedAfter: String = ""
    @MainActor
    @Pref(key: "ui.isolated") var isolatedOnItsOwnLine: Bool = false
    @MainActor @RawRepresentablePref var theme: Theme = .light
    @MainActor(unsafe) @Pref var unsafeIsolated: Int = 0
    @preconcurrency @MainActor @Pref var preconcurrency: Int = 0

    @OnPrefChange("plain") @MainActor func onMain() {}
    @MainActor @OnPrefChange("isolated") func onMainFirst(_ change: PrefsChange) {}
    @OnPrefChange("plain", "isolated") nonisolated func anywhere() {}
}

enum Theme: String { case light, dark }
''')
    adversarial("main-actor-public-schema-class", r'''
@MainActor @PrefsSchema public final class MainPrefs {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    @Pref public var a: Int = 0
    @Pref var b: String?
    @Pref nonisolated var c: Int = 0
    @OnPrefChange("a") func changed() {}
    public init() {}
}

@PrefsSchema @MainActor final class MainPrefsAttributeAfter {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema
@MainActor
final class MainPrefsOnLines {
    %STORE%
    @MainActor @Pref var doublyIsolated: Int = 0
}
''')
    adversarial("open-class-with-open-and-overridable-prefs", r'''
@PrefsSchema open class OpenPrefs {
    @Storage open var storage = .dictionary
    @StorageMode open var storageMode = .cachedReadStorageWrite
    @Pref open var a: Int = 0
    @Pref public var b: Int = 0
    @Pref final var c: Int = 0
    @Pref dynamic var d: Int = 0
    public init() {}
}

final class SubPrefs: OpenPrefs {
    @Pref override var a: Int = 1
}
''')
    adversarial("package-and-internal-schemas", r'''
@PrefsSchema package final class PackagePrefs {
    @Storage package var storage = .dictionary
    @StorageMode package var storageMode = .cachedReadStorageWrite
    @Pref package var a: Int = 0
    @Pref var b: Int = 0
    @OnPrefChange("a") package func changed() {}
}

@PrefsSchema internal final class InternalPrefs {
    %STORE%
    @Pref internal var a: Int = 0
}

@PrefsSchema fileprivate final class FilePrivatePrefs {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema private final class PrivatePrefs {
    %STORE%
    @Pref var a: Int = 0
}
''')
    adversarial("static-class-lazy-let-and-weak-misuse", r'''
@PrefsSchema class Misused {
    %STORE%

    @Pref static var a: Int = 0
    @Pref class var b: Int { 0 }
    @Pref lazy var c: Int = 0
    @Pref let d: Int = 0
    @Pref static let e: Int = 0
    @Pref weak var f: AnyObject?
    @Pref unowned var g: AnyObject
    @Pref final lazy var h: [Int] = []
    @Pref private static var i: String?
    @Pref nonisolated(unsafe) static var j: Int = 0
    @RawRepresentablePref static var k: Theme = .light
    @JSONDataCodablePref let l: [Int] = []
    @RawPref lazy var m: [Any] = []
}

enum Theme: String { case light }
''')
    for modifier in ("static", "class"):
        adversarial("instantiated-static-property-%s" % modifier, r'''
// PrefMacroDiagnosticsTests.staticProperty, with modifier: "%s".
@PrefsSchema final class P {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref %s var a: Int = 0
}
''' % (modifier, modifier))
    adversarial("other-attributes-on-prefs", r'''
@PrefsSchema final class OtherAttributes {
    %STORE%

    @available(*, deprecated, message: "use b") @Pref var a: Int = 0
    @available(macOS 15, iOS 18, *) @Pref var b: Int = 0
    @Pref @available(*, unavailable) var c: Int = 0
    @usableFromInline @Pref var d: Int = 0
    @available(*, deprecated) @Pref var e: Int = 0
    @objc @Pref var f: Int = 0
    @Pref @ObservationIgnored var g: Int = 0
    @discardableResult @OnPrefChange("a") func changed() -> Int { 0 }
    @inlinable @OnPrefChange("b") func inlinable() {}
    @available(*, deprecated) @OnPrefChange("b") func deprecatedHook() {}
}
''')
    adversarial("schema-class-modifiers-final-open-and-attributes", r'''
@PrefsSchema @available(macOS 15, *) final class AvailablePrefs {
    %STORE%
    @Pref var a: Int = 0
}

@available(*, deprecated, message: "old") @PrefsSchema final class DeprecatedPrefs {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema final public class FinalFirst {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    @Pref public var a: Int = 0
}

@PrefsSchema nonisolated final class NonisolatedClass {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema final class UncheckedSendable: @unchecked Sendable {
    %STORE%
    @Pref var a: Int = 0
}
''')


def _adv_if_config():
    adversarial("if-config-os-linux-prefs-in-both-branches", r'''
@PrefsSchema final class PlatformPrefs {
    %STORE%

    @Pref var everywhere: Int = 0
    #if os(Linux)
    /// Only on Linux.
    @Pref var linuxOnly: String = "xdg"
    @Pref(key: "shared.key") var shared: Int = 1
    #else
    /// Everywhere else.
    @Pref var elsewhere: String = "defaults"
    @Pref(key: "shared.key") var shared: Int = 2
    #endif
    @Pref var after: Bool = false

    @OnPrefChange("everywhere", "shared") func changed() {}
}
''')
    adversarial("if-config-blocks-without-prefs", r'''
@PrefsSchema final class HelpersInIfConfig {
    %STORE%
    @Pref var a: Int = 0

    #if DEBUG
    func debugDump() { print(a) }
    #endif

    #if os(macOS)
    static let platform = "mac"
    #elseif os(Linux)
    static let platform = "linux"
    #else
    static let platform = "other"
    #endif

    #if canImport(Darwin)
    #endif
}
''')
    adversarial("if-config-nested-and-elseif-with-prefs", r'''
@PrefsSchema final class NestedConditions {
    %STORE%

    #if DEBUG
        @Pref var debugLevel: Int = 3
        #if os(Linux)
            @Pref var debugLinux: Bool = true
        #elseif os(macOS)
            @Pref var debugMac: Bool = true
        #else
            @Pref var debugOther: Bool = true
        #endif
    #elseif canImport(Foundation)
        @Pref var releaseWithFoundation: Int = 1
    #else
        @Pref var releaseBare: Int = 0
    #endif

    #if compiler(>=6.0) && swift(>=5.9)
    @Pref var modern: Int = 0
    #endif

    #if !os(Windows) || targetEnvironment(simulator)
    @Pref var notWindows: Int = 0
    #endif
}
''')
    adversarial("if-config-around-attributes-storage-and-hooks", r'''
#if os(Linux)
@PrefsSchema
#endif
final class ConditionalSchema {
    #if os(Linux)
    @Storage var storage = .dictionary
    #else
    @Storage var storage = .userDefaults
    #endif
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref
    #if hasAttribute(MainActor)
    @MainActor
    #endif
    var a: Int = 0

    #if DEBUG
    @OnPrefChange("a") func debugChanged() {}
    #endif
}

@PrefsSchema
#if os(Linux)
@SettingsGroup("linux", title: "Linux")
#endif
final class ConditionalGroup {
    %STORE%
    @Pref @Setting(group: "linux") var a: Int = 0
}
''')
    adversarial("if-config-postfix-member-in-initialiser", r'''
enum Theme: String { case light, dark, linux }

@PrefsSchema final class PostfixConditions {
    %STORE%

    @RawRepresentablePref var theme: Theme = Theme
    #if os(Linux)
        .linux
    #else
        .dark
    #endif

    @Pref var list: [Int] = [3, 2, 1]
    #if DEBUG
        .sorted()
    #endif

    @Pref var after: Int = 0
}
''')
    adversarial("if-config-inactive-branches-with-odd-code", r'''
@PrefsSchema final class InactiveBranches {
    %STORE%

    #if compiler(>=99)
    @Pref var future: SomeFutureType = .someFutureSyntax
    @Pref(newArgument: 1) var futureArgument: Int = 0
    #endif

    #if false
    @Pref var neverCompiled: Int = 0
    @Pref var duplicate: Int = 0
    #endif
    @Pref var duplicate: Int = 1

    #if true
    @Pref var alwaysCompiled: Int = 0
    #endif
}
''')


def _adv_nested():
    adversarial("nested-enum-struct-class-inside-schema-body", r'''
@PrefsSchema final class WithNestedTypes {
    %STORE%

    enum Theme: String, Codable, Sendable {
        case light, dark
        var isDark: Bool { self == .dark }
    }
    struct Frame: Codable, Sendable {
        var width = 0
        struct Inner: Codable, Sendable { var v = 0 }
    }
    final class Cache {
        var items: [String] = []
        func clear() { items = [] }
    }
    typealias Tags = Set<String>

    @RawRepresentablePref var theme: Theme = .light
    @JSONDataCodablePref var frame: Frame = Frame()
    @JSONStringCodablePref var inner: Frame.Inner?
    @Pref var tags: Tags = []
    let cache = Cache()

    protocol Describing {}
    actor Counter { var n = 0 }
}
''')
    adversarial("nested-schema-class-with-its-own-prefs-schema", r'''
@PrefsSchema final class OuterPrefs {
    %STORE%
    @Pref var outer: Int = 0

    @PrefsSchema final class InnerPrefs {
        @Storage var storage = .dictionary
        @StorageMode var storageMode = .storageOnly
        @Pref var inner: Int = 0
        @Pref(key: "outer") var sameKeyAsOuter: Int = 0

        @PrefsSchema final class InnermostPrefs {
            %STORE%
            @Pref var innermost: String?
            @OnPrefChange("innermost") func changed() {}
        }
    }

    let inner = InnerPrefs()
    @OnPrefChange("outer") func outerChanged() {}
}
''')
    adversarial("schema-nested-in-namespaces-extensions-and-functions", r'''
enum Namespace {
    @PrefsSchema final class InEnum {
        %STORE%
        @Pref var a: Int = 0
    }
}

struct Container {
    @PrefsSchema final class InStruct {
        %STORE%
        @Pref var b: Int = 0
    }
}

extension Namespace {
    @PrefsSchema final class InExtension {
        %STORE%
        @Pref var c: Int = 0
    }
}

func makeLocal() -> Int {
    @PrefsSchema final class InFunction {
        %STORE%
        @Pref var d: Int = 0
    }
    return InFunction().d
}

let closure = {
    @PrefsSchema final class InClosure {
        %STORE%
        @Pref var e: Int = 0
    }
    return InClosure().e
}

do {
    @PrefsSchema final class InDo {
        %STORE%
        @Pref var f: Int = 0
    }
    print(InDo().f)
}
''')
    adversarial("nested-types-shadowing-schema-and-pref-type-names", r'''
struct Theme: Codable, Sendable { var name = "outer" }

@PrefsSchema final class Shadowing {
    %STORE%

    enum Theme: String { case light, dark }
    struct Shadowing: Codable, Sendable {}
    struct Int {}

    @RawRepresentablePref var theme: Theme = .light
    @JSONDataCodablePref var outerTheme: __Outer.Theme?
    @Pref var count: Swift.Int = 0
    @JSONStringCodablePref var nestedSelf: Shadowing.Shadowing?
}

typealias __Outer = Void
''')
    adversarial("schema-with-extensions-members-and-conformances-after", r'''
@PrefsSchema final class Extended {
    %STORE%
    @Pref var a: Int = 0
    @Pref var b: String?
}

extension Extended {
    var doubled: Int { a * 2 }
    func reset() { a = 0 }
    enum Helpers { static let x = 1 }
}

extension Extended: CustomStringConvertible {
    var description: String { "Extended(\(a))" }
}

extension Extended.Helpers {
    static let y = 2
}
''')


STRING_FORMS = [
    ("escapes", r'"%s\"q\\s\n\t\u{1F600}\0\r\'"'),
    ("interpolation", r'"\(Self.prefix).%s.\(1 + 1)"'),
    ("nested-interpolation", r'"%s\("in\("ner")")"'),
    ("raw-single-hash", r'#"%s "quoted" \n is no escape"#'),
    ("raw-double-hash", r'##"%s "# still inside"##'),
    ("raw-interpolation", r'#"%s.\#(Self.prefix).\(notInterpolated)"#'),
    ("empty", r'""'),
    ("unicode-direct", r'"%s·größe·名前·🙂·é·مرحبا"'),
    ("unicode-escapes", r'"\u{48}\u{0065}%s\u{10FFFF}\u{301}"'),
    ("concatenated", r'"%s" + "" + ".x"'),
    ("multiline", '"""\n        %s\n        """'),
    ("multiline-raw", '#"""\n        %s "quoted" \\n \\#("x")\n        """#'),
    ("multiline-continuation-and-escaped-delimiter", '"""\n        %s \\\n        continued \\"""\n\n          indented\n        """'),
]

STRING_TEMPLATE = r'''
@PrefsSchema(title: <<Strings Title>>)
@SettingsGroup(<<appearance>>, title: <<Appearance>>, icon: <<paintbrush>>)
final class StringForms {
    %STORE%
    static let prefix = "p"

    @Pref(key: <<ui.fontSize>>, legacyKeys: [<<fontSize>>, <<size>>])
    @Setting(title: <<Font Size>>, summary: <<Size of text>>, group: <<appearance>>, icon: <<textformat>>, tags: [<<text>>, <<font>>], range: 10...24)
    var fontSize: Double = 14

    @Pref(key: <<ui.name>>) var name: String = <<Anonymous>>
    @Pref @Setting(options: [<<light>>: <<Light>>, <<dark>>: <<Dark>>]) var theme: String = <<light>>
    @Pref var optional: String?
    @RawPref(key: <<raw>>) var raw: [String: Any] = [<<k>>: <<v>>]

    @OnPrefChange(<<fontSize>>, "name") func changed() {}
}
'''


def _adv_strings():
    for form, literal in STRING_FORMS:
        def lit(match, literal=literal):
            return literal % match.group(1) if "%s" in literal else literal
        body = re.sub(r"<<([^>]*)>>", lit, STRING_TEMPLATE)
        adversarial("string-form-%s-as-key-title-default-and-names" % form, body)


def _adv_settings():
    adversarial("setting-arguments-in-every-order", r'''
@PrefsSchema @SettingsGroup("g") final class SettingOrders {
    %STORE%

    @Pref @Setting(title: "A", group: "g", range: 0...10, step: 1, tags: ["t"]) var a: Int = 5
    @Pref @Setting(step: 1, range: 0...10, title: "B") var b: Int = 5
    @Pref @Setting(tags: ["x", "y"], group: "g", title: "C") var c: Int = 0
    @Pref @Setting(range: 0...1, title: "D", step: 0.25, group: "g") var d: Double = 0.5
    @Pref @Setting(group: "g", tags: [], range: 1...9, step: 2, title: "E") var e: Int = 3
    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"], title: "F", group: "g") var f: Theme = .dark
    @RawRepresentablePref @Setting(title: "G", options: [.light: "Light"], tags: ["theme"]) var g: Theme = .light
    @Setting(title: "H", range: 0...3) @Pref var h: Int = 1
    @Pref @Setting(summary: "S", title: "I", icon: "star", searchable: false, secret: true, requiresRestart: true) var i: String = ""
}

enum Theme: String { case light, dark }
''')
    adversarial("setting-range-forms", r'''
@PrefsSchema final class Ranges {
    %STORE%
    static let low = 1
    static let high = 9

    @Pref @Setting(range: 10...24) var closed: Double = 14
    @Pref @Setting(range: 10..<24) var halfOpen: Int = 10
    @Pref @Setting(range: ...24) var upTo: Int = 0
    @Pref @Setting(range: 10...) var from: Int = 10
    @Pref @Setting(range: -5...5) var negative: Int = -5
    @Pref @Setting(range: -5.5 ... -0.5) var negativeDoubles: Double = -1
    @Pref @Setting(range: 0.0...1.0) var unit: Double = 0.5
    @Pref @Setting(range: Self.low...Self.high) var statics: Int = 5
    @Pref @Setting(range: ClosedRange(uncheckedBounds: (1, 2))) var initialised: Int = 1
    @Pref @Setting(range: (1)...(2)) var parenthesised: Int = 1
    @Pref @Setting(range: 1 ... 2) var spaced: Int = 1
    @Pref @Setting(range: 0x10...0xFF) var hex: Int = 16
    @Pref @Setting(range: 1_000...9_999) var underscored: Int = 1_000
    @Pref @Setting(range: 1e-3...1e3) var exponent: Double = 1
    @Pref @Setting(range: 0...10) var optional: Int?
}
''')
    adversarial("setting-step-and-default-checks", r'''
@PrefsSchema final class Steps {
    %STORE%

    @Pref @Setting(range: 10...24, step: 2) var offStep: Double = 13
    @Pref @Setting(range: 10...24, step: 2) var onStep: Double = 14
    @Pref @Setting(step: 0.5) var stepOnly: Double = 0.25
    @Pref @Setting(step: 1e-3) var tinyStep: Double = 0.001
    @Pref @Setting(step: -1) var negativeStep: Int = 0
    @Pref @Setting(step: 0) var zeroStep: Int = 0
    @Pref @Setting(range: 10...24) var aboveRange: Double = 99
    @Pref @Setting(range: -5...5) var belowRange: Int = -6
    @Pref @Setting(range: 0...1, step: 0.1) var floating: Double = 0.7
    @Pref @Setting(range: 1...3) var negatedDefault: Int = -(-2)
    @Pref @Setting(range: 1...3) var computedDefault: Int = 1 + 1
}
''')
    adversarial("setting-options-dictionary-forms", r'''
enum Theme: String, CaseIterable { case system, light, dark }

@PrefsSchema final class Options {
    %STORE%
    static let themes: [Theme: String] = [.light: "Light"]

    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"]) var notAnOption: Theme = .system
    @RawRepresentablePref @Setting(options: [Theme.light: "Light", .dark: "Dark"]) var qualifiedDefault: Theme = Theme.dark
    @RawRepresentablePref @Setting(options: [.system: "System", .light: "Light",]) var trailingComma: Theme = .system
    @RawRepresentablePref @Setting(options: [
        .system: "System",
        .light: "Light",
        .dark: "Dark",
    ]) var multiline: Theme = .light
    @RawRepresentablePref @Setting(options: Self.themes) var nonLiteral: Theme = .light
    @RawRepresentablePref @Setting(options: [:]) var empty: Theme = .light
    @Pref @Setting(options: ["a": "A", "b": "B"]) var letters: String = "c"
    @Pref @Setting(options: [1: "One", 2: "Two"]) var numbers: Int = 2
    @Pref @Setting(options: [true: "On", false: "Off"]) var bools: Bool = true
    @Pref @Setting(options: ["light": "Light"]) var constantDefault: String = Defaults.theme
    @Pref @Setting(options: [1.5: "x"], range: 0...2) var optionsAndRange: Double = 1.5
}

enum Defaults { static let theme = "light" }
''')
    adversarial("setting-misuse-and-duplicates", r'''
final class NotASchema { @Setting(group: "a") var a: Int = 0 }

@PrefsSchema final class SettingMisuse {
    %STORE%

    @Setting(title: "No pref") var noPref: Int = 0
    @Pref @Setting(color: "red") var unknown: Int = 0
    @Pref @Setting("unlabelled") var unlabelled: Int = 0
    @Pref @Setting() var empty: Int = 0
    @Pref @Setting var bare: Int = 0
    @Pref @Setting(title: "A") @Setting(title: "B") var twice: Int = 0
    @Pref @Setting(range: "a"..."z") var stringRange: String = "m"
    @Pref @Setting(title: 42) var numberTitle: Int = 0
    @Setting(title: "On a method") func method() {}
}
''')
    adversarial("settings-group-forms-on-the-class", r'''
@PrefsSchema(title: "Groups")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
@SettingsGroup("appearance.text", title: "Text")
@SettingsGroup("network")
@SettingsGroup("network.proxy", title: "Proxy", icon: "network")
final class Groups {
    %STORE%

    @Pref @Setting(group: "appearance") var a: Int = 0
    @Pref @Setting(group: "appearance.text", title: "Size") var b: Double = 12
    @Pref @Setting(group: "network.proxy") var c: String?
    @Pref @Setting(group: "missing.group") var d: Int = 0
    @Pref @Setting(group: "") var e: Int = 0
}

@PrefsSchema @SettingsGroup("x") @SettingsGroup("x.y") final class GroupIDClash {
    %STORE%
    @Pref @Setting(group: "x") var y: Int = 0
}
''')
    adversarial("settings-group-misuse", r'''
@SettingsGroup(title: "A") @PrefsSchema final class NoPath {
    %STORE%
}

@PrefsSchema @SettingsGroup final class Bare {
    %STORE%
}

@PrefsSchema @SettingsGroup("a", "b") final class TwoUnlabelled {
    %STORE%
}

@PrefsSchema @SettingsGroup(path: "a", colour: "red") final class UnknownLabels {
    %STORE%
}

@PrefsSchema @SettingsGroup("dup") @SettingsGroup("dup") final class Duplicate {
    %STORE%
}

@SettingsGroup("plain") final class NotASchema {}

@SettingsGroup("s") struct AStruct {}

@PrefsSchema final class OnAProperty {
    %STORE%
    @SettingsGroup("p") @Pref var a: Int = 0
}
''')
    adversarial("prefs-schema-title-forms", r'''
@PrefsSchema(title: "X") final class Titled {
    %STORE%
}

@PrefsSchema(title: "") final class EmptyTitle {
    %STORE%
}

@PrefsSchema(title: "Quote \" and \\ and \n") final class EscapedTitle {
    %STORE%
}

@PrefsSchema(title: #"Raw "title""#) final class RawTitle {
    %STORE%
}

@PrefsSchema(title: """
    Multi
    line
    """) final class MultilineTitle {
    %STORE%
}

@PrefsSchema(title: "\(1)") final class InterpolatedTitle {
    %STORE%
}

@PrefsSchema(title: Titles.name) final class NonLiteralTitle {
    %STORE%
}

@PrefsSchema(name: "X") final class UnknownLabel {
    %STORE%
}

@PrefsSchema("X") final class Unlabelled {
    %STORE%
}

@PrefsSchema() final class EmptyParentheses {
    %STORE%
}

enum Titles { static let name = "N" }
''')


def _adv_hooks():
    adversarial("on-pref-change-methods-with-zero-one-two-parameters", r'''
@PrefsSchema final class HookParameters {
    %STORE%
    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") var accent: String = "blue"

    @OnPrefChange("theme") func none() {}
    @OnPrefChange("theme") func unlabelled(_ change: PrefsChange) {}
    @OnPrefChange("accent") func labelled(change: PrefsChange) {}
    @OnPrefChange("accent") func renamed(with c: PrefsChange) {}
    @OnPrefChange("theme", "accent") func two(_ a: PrefsChange, _ b: Int) {}
    @OnPrefChange("theme") func wrongType(_ value: String) {}
    @OnPrefChange("theme") func defaulted(_ change: PrefsChange? = nil) {}
    @OnPrefChange("theme") func variadic(_ changes: PrefsChange...) {}
    @OnPrefChange("theme") func inoutParameter(_ change: inout PrefsChange) {}
    @OnPrefChange("theme") func returning() -> Int { 0 }
    @OnPrefChange("theme") func generic<T>(_ t: T.Type = Never.self) {}
    @OnPrefChange("theme") func qualified(_ change: Prefs.PrefsChange) {}
}
''')
    adversarial("on-pref-change-static-async-throws-and-mutating", r'''
@PrefsSchema final class HookEffects {
    %STORE%
    @Pref var theme: String = "system"

    @OnPrefChange("theme") static func shared() {}
    @OnPrefChange("theme") class func classMethod() {}
    @OnPrefChange("theme") func asynchronous() async {}
    @OnPrefChange("theme") func throwing() throws {}
    @OnPrefChange("theme") func both() async throws {}
    @OnPrefChange("theme") func typedThrows() throws(CancellationError) {}
    @OnPrefChange("theme") func rethrowing(_ f: () throws -> Void = {}) rethrows {}
    @OnPrefChange("theme") nonisolated func nonisolatedHook() {}
    @OnPrefChange("theme") @Sendable func sendable() {}
}
''')
    adversarial("on-pref-change-in-extensions-and-outside-schemas", r'''
@PrefsSchema final class AppPrefs {
    %STORE%
    @Pref var theme: String = "system"
    @OnPrefChange("theme") func inBody() {}
}

extension AppPrefs {
    @OnPrefChange("theme") func inAnExtension() {}
    @OnPrefChange("theme") static func staticInExtension() {}
}

final class Window {
    @OnPrefChange("theme") func restyle() {}
}

struct View {
    @OnPrefChange("theme") func restyle() {}
}

@OnPrefChange("theme") func topLevel() {}
''')
    adversarial("on-pref-change-name-forms", r'''
@PrefsSchema final class HookNames {
    %STORE%
    static let name = "theme"
    @Pref var theme: String = "system"
    @Pref(key: "ui.accent") var accent: String = "blue"
    @Pref var `default`: Int = 0

    @OnPrefChange("theme", "theme") func duplicated() {}
    @OnPrefChange("ui.accent") func byKey() {}
    @OnPrefChange("accent",) func trailingComma() {}
    @OnPrefChange(#"theme"#) func raw() {}
    @OnPrefChange("\(name)") func interpolated() {}
    @OnPrefChange(Self.name) func nonLiteral() {}
    @OnPrefChange(names: "theme") func labelled() {}
    @OnPrefChange("them") func misspelt() {}
    @OnPrefChange("") func empty() {}
    @OnPrefChange("default") func keywordName() {}
    @OnPrefChange("""
        theme
        """) func multiline() {}
    @OnPrefChange func bare() {}
    @OnPrefChange() func emptyParentheses() {}
    @OnPrefChange(["theme"]) func array() {}
}
''')
    adversarial("on-pref-change-on-non-methods", r'''
@PrefsSchema final class HookTargets {
    %STORE%
    @Pref var theme: String = "system"

    @OnPrefChange("theme") var notAMethod = 0
    @OnPrefChange("theme") init() {}
    @OnPrefChange("theme") deinit {}
    @OnPrefChange("theme") subscript(i: Int) -> Int { i }
    @OnPrefChange("theme") struct Nested {}
    @OnPrefChange("theme") typealias Alias = Int
    @OnPrefChange("theme") @Pref var both: Int = 0
}
''')
    adversarial("on-pref-change-main-actor-mix-and-many-hooks", r'''
@MainActor @PrefsSchema final class ManyHooks {
    %STORE%
    @Pref var a: Int = 0
    @Pref var b: Int = 0
    @MainActor @Pref var c: Int = 0
    @Pref nonisolated var d: Int = 0

    @OnPrefChange("a") func h1() {}
    @OnPrefChange("a", "b") func h2(_ change: PrefsChange) {}
    @OnPrefChange("c") @MainActor func h3() {}
    @OnPrefChange("d") nonisolated func h4() {}
    @OnPrefChange("a", "b", "c", "d") func h5(change: PrefsChange) {}
    @OnPrefChange("b")
    @MainActor
    func h6() {}
    /// A documented hook.
    @OnPrefChange("a") private func h7() {}
    @OnPrefChange("a") fileprivate func h8() {}
    @OnPrefChange("a") public func h9() {}
}
''')
    adversarial("on-pref-change-in-schema-without-prefs-or-misused-prefs", r'''
@PrefsSchema final class NoPrefs {
    %STORE%
    @OnPrefChange("theme") func nothingToFollow() {}
}

@PrefsSchema final class MisusedPref {
    %STORE%
    @Pref let homepage: String = ""
    @Pref var missingDefault: Int
    @OnPrefChange("homepage", "missingDefault") func reload() {}
}
''')


def _adv_generics():
    adversarial("generic-schema-with-constraints-and-where-clause", r'''
@PrefsSchema final class Constrained<T: Codable & Sendable, U> where U: Hashable, U: Sendable {
    %STORE%
    @Pref var count: Int = 0
    @Pref var names: [String]?
    @OnPrefChange("count") func counted() {}
}

@PrefsSchema final class Variadic<each T> {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema final class ValueGeneric<let N: Int> {
    %STORE%
    @Pref var a: Int = N
}
''')
    adversarial("generic-schema-using-its-parameters-in-pref-types", r'''
@PrefsSchema final class Parameterised<Value: Codable & Sendable, Key: RawRepresentable & Sendable> where Key.RawValue == String {
    %STORE%

    @JSONDataCodablePref var value: Value?
    @JSONStringCodablePref var values: [Value] = []
    @RawRepresentablePref var key: Key?
    @Pref var plain: Int = 0
    @Pref var generic: T?
}

@PrefsSchema final class G<T> { @Pref var a: Int = 0 }
@PrefsSchema final class GG<T, U> { @Pref var a: [Int] = [] ; @Pref var b: Int? }
''')
    adversarial("schema-inheriting-a-superclass-and-protocols", r'''
class Base {
    var storage: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }
    var storageMode: PrefsStorageMode { .storageOnly }
}

@PrefsSchema final class FromSuperclass: Base {
    @Pref var a: Int = 0
}

protocol StoredInMemory {}
extension StoredInMemory {
    var storage: DictionaryPrefsStorage { DictionaryPrefsStorage() }
    var storageMode: PrefsStorageMode { .storageOnly }
}

@PrefsSchema final class FromProtocol: StoredInMemory {
    @Pref var b: Int = 0
}

@PrefsSchema final class FromBoth: Base, StoredInMemory, CustomStringConvertible {
    @Pref var c: Int = 0
    var description: String { "" }
}

@PrefsSchema final class SendableOnly: Sendable {}
''')
    adversarial("schema-subclassing-a-schema", r'''
@PrefsSchema class BasePrefs {
    %STORE%
    @Pref var a: Int = 0
    init() {}
}

@PrefsSchema final class DerivedPrefs: BasePrefs {
    @Pref var b: Int = 0
    @Pref(key: "a") var sameKey: Int = 0
}

final class PlainSubclass: BasePrefs {
    @Pref var c: Int = 0
}
''')
    adversarial("schema-with-explicit-conformances-it-also-gets", r'''
@PrefsSchema final class Explicit: PrefsSchema, Observable, Sendable {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema final class ExplicitUnchecked: @unchecked Sendable, Observation.Observable {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema final class ExplicitIdentifiable: Identifiable, Hashable {
    %STORE%
    @Pref var a: Int = 0
    var id: ObjectIdentifier { ObjectIdentifier(self) }
    static func == (l: ExplicitIdentifiable, r: ExplicitIdentifiable) -> Bool { l === r }
    func hash(into h: inout Hasher) { h.combine(id) }
}
''')
    adversarial("generic-schema-nested-in-generic-type-with-main-actor", r'''
struct Outer<Element> {
    @MainActor @PrefsSchema final class Inner<Extra> {
        %STORE%
        @Pref var a: Int = 0
        @MainActor @Pref var b: [String] = []
        @OnPrefChange("a") func changed() {}
    }
}

enum Namespace<T> {
    @PrefsSchema final class InGenericEnum {
        %STORE%
        @Pref var a: Int = 0
    }
}
''')


def _adv_placement():
    for keyword, kind in (("struct", "a struct"), ("enum", "an enum"), ("actor", "an actor"), ("protocol", "a protocol")):
        adversarial("instantiated-schema-requires-a-class-%s" % keyword, r'''
// PrefsSchemaMacroTests.schemaRequiresAClass, with keyword: "%s" (expects "not %s").
@PrefsSchema %s P {}
''' % (keyword, kind, keyword))
    adversarial("prefs-schema-on-a-struct-with-prefs", r'''
@PrefsSchema struct StructPrefs {
    %STORE%
    @Pref var a: Int = 0
    @Pref(key: "b") var b: String?
    @OnPrefChange("a") func changed() {}
}
''')
    adversarial("prefs-schema-on-an-enum-and-an-actor-with-prefs", r'''
@PrefsSchema enum EnumPrefs {
    case a
    @Pref static var b: Int = 0
}

@PrefsSchema actor ActorPrefs {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema distributed actor DistributedPrefs {}
''')
    adversarial("prefs-schema-on-a-protocol-and-an-extension", r'''
@PrefsSchema protocol ProtocolPrefs {
    @Pref var a: Int { get set }
}

final class Plain {}

@PrefsSchema extension Plain {
    @Pref var b: Int { 0 }
}

@PrefsSchema final class Real {
    %STORE%
}

@PrefsSchema extension Real {}
''')
    adversarial("prefs-schema-on-functions-variables-and-twice", r'''
@PrefsSchema func notAType() {}

@PrefsSchema var notATypeEither: Int = 0

@PrefsSchema @PrefsSchema final class Twice {
    %STORE%
    @Pref var a: Int = 0
}

@PrefsSchema typealias Alias = Int
''')
    adversarial("pref-macros-at-the-top-level", r'''
@Pref var launches: Int = 0
@Pref(key: "k") var keyed: String?
@RawRepresentablePref var theme: Theme = .light
@JSONDataCodablePref var frame: [Int]?
@JSONStringCodablePref var text: [String] = []
@RawPref var raw: [Any] = []
@Setting(title: "T") var setting: Int = 0
@Pref @Setting(range: 0...1) var both: Double = 0

print(launches, keyed ?? "", theme, frame ?? [], text, raw, setting, both)

enum Theme: String { case light }
''')
    adversarial("pref-macros-in-a-struct-an-enum-an-actor-and-a-protocol", r'''
struct Settings {
    @JSONDataCodablePref var frame: Frame?
    @Pref var launches: Int = 0
    @Pref static var shared: Int = 0
}

enum Constants {
    @Pref static var a: Int = 0
}

actor Worker {
    @Pref var count: Int = 0
}

protocol Describes {
    @Pref var a: Int { get }
}

struct Frame: Codable { var x = 0 }
''')
    adversarial("pref-macros-in-a-plain-class-and-an-extension-of-a-schema", r'''
final class Settings {
    @Pref var launches: Int = 0
    @RawRepresentablePref var theme: Theme = .light
    @Pref @Setting(title: "X") var x: Int = 0
}

class Base {
    @JSONStringCodablePref var codable: [Int]?
}

@PrefsSchema final class AppPrefs {
    %STORE%
    @Pref var inside: Int = 0
}

extension AppPrefs {
    @Pref var launches: Int = 0
    @RawPref var raw: [Any] = []
    @Setting(title: "Y") var y: Int { 0 }
}

enum Theme: String { case light }
''')
    adversarial("pref-macros-in-functions-closures-and-local-types", r'''
func configure() {
    @Pref var local: Int = 0
    print(local)
}

let closure = {
    @Pref var inClosure: Int = 0
    return inClosure
}

@PrefsSchema final class AppPrefs {
    %STORE%
    @Pref var a: Int = 0

    func method() {
        @Pref var localInMethod: Int = 0
        final class LocalInMethod {
            @Pref var b: Int = 0
        }
        _ = localInMethod
    }

    var computed: Int {
        @Pref var inGetter: Int = 0
        return inGetter
    }
}
''')


def _adv_misuse():
    adversarial("missing-type-annotations-and-defaults", r'''
@PrefsSchema final class Missing {
    %STORE%

    @Pref var noType = 0
    @Pref var noTypeNoDefault
    @Pref var noDefault: Int
    @Pref var noDefaultArray: [String]
    @RawRepresentablePref var noDefaultTheme: Theme
    @JSONDataCodablePref var noDefaultCodable: [Int]
    @Pref var inferredFromCall = String("x")
    @Pref(key: "k") var noTypeKeyed = "x"
    @Pref var optionalNoDefault: Int?
}

enum Theme: String { case light }
''')
    adversarial("optional-with-default-forms", r'''
@PrefsSchema final class OptionalDefaults {
    %STORE%

    @Pref var a: Int? = 0
    @Pref var b: Optional<Int> = nil
    @Pref var c: Int?? = nil
    @Pref var d: Int?? = 1
    @Pref var e: Int! = 0
    @Pref var f: String? = "x"
    @Pref(key: "user.name")
    var g: Optional<String> =
        "x"
    @RawRepresentablePref var h: Theme? = .light
    @JSONStringCodablePref var i: [Int]? = []
    @Pref var j: Int? = .some(1)
    @Pref var k: Int? = .none
    @RawPref var l: [Any]? = []
}

enum Theme: String { case light }
''')
    adversarial("unknown-and-unlabelled-argument-labels-everywhere", r'''
@PrefsSchema(name: "X") @SettingsGroup(path: "a") final class UnknownLabels {
    %STORE%

    @Pref(name: "x") var a: Int = 0
    @Pref("x") var b: Int = 0
    @Pref(keys: ["x"]) var c: Int = 0
    @Pref(key: "x", key: "y") var d: Int = 0
    @Pref(Key: "x") var e: Int = 0
    @Pref(default: 1) var f: Int = 0
    @RawRepresentablePref(coding: .x) var g: Theme = .light
    @JSONDataCodablePref(encode: { $0 }) var h: [Int]?
    @JSONStringCodablePref(decode: { $0 }, key: "i") var i: [Int]?
    @Pref @Setting(color: "red") var j: Int = 0
    @Pref @Setting(title: "x", unknown: 1, another: 2) var k: Int = 0
    @OnPrefChange(name: "a") func hook() {}
    @Pref(_: "x") var l: Int = 0
    @Pref(key:) var m: Int = 0
}

enum Theme: String { case light }
''')
    adversarial("encode-without-decode-and-mixed-codings", r'''
@PrefsSchema final class Codings {
    %STORE%

    @Pref(encode: { $0 }) var encodeOnly: Int = 0
    @Pref(decode: { $0 }) var decodeOnly: Int = 0
    @Pref(coding: .urlString, encode: { $0.absoluteString }) var codingAndEncode: URL?
    @Pref(coding: .urlString, encode: { $0.absoluteString }, decode: { URL(string: $0) }) var codingAndBoth: URL?
    @Pref(encode: { $0 }, encode: { $0 }) var encodeTwice: Int = 0
    @Pref(coding: .urlString, coding: .urlString) var codingTwice: URL?
    @Pref(key: "k", encode: { $0 }) var keyAndEncode: Int = 0
    @Pref(encode: nil, decode: nil) var nilClosures: Int = 0
}
''')
    adversarial("multiple-bindings-and-patterns", r'''
@PrefsSchema final class Bindings {
    %STORE%

    @Pref var a: Int = 0, b: Int = 1
    @Pref var c, d: Int
    @Pref var (x, y): (Int, Int) = (0, 0)
    @Pref var _: Int = 0
    @Pref var e: Int = 0, f = 1
    @Pref let g: Int = 0, h: Int = 1
}
''')
    adversarial("computed-and-observed-properties", r'''
@PrefsSchema final class Accessors {
    %STORE%
    private var backing = 0

    @Pref var computed: Int { 1 }
    @Pref var getSet: Int { get { backing } set { backing = newValue } }
    @Pref var observed: Int = 0 { didSet { print(oldValue) } }
    @Pref var willSetObserved: Int = 0 {
        willSet { print(newValue) }
    }
    @Pref var asyncGetter: Int { get async { 1 } }
    @Pref var throwingGetter: Int { get throws { 1 } }
    @Pref var readModify: Int {
        _read { yield backing }
        _modify { yield &backing }
    }
    @Pref var initAccessor: Int {
        @storageRestrictions(initializes: backing)
        init { backing = newValue }
        get { backing }
    }
}
''')
    adversarial("duplicate-keys-and-settings-ids", r'''
@PrefsSchema @SettingsGroup("a") @SettingsGroup("a.b") final class Duplicates {
    %STORE%

    @Pref var volume: Double = 1
    @Pref(key: "volume") var level: Double = 1
    @Pref(key: "ui.size") var size: Int = 1
    @RawRepresentablePref(key: "ui.size") var theme: Theme = .dark
    @Pref(key: "x") var x1: Int = 0
    @Pref(key: "x") var x2: Int = 0
    @Pref(key: "x") var x3: Int = 0
    @Pref(key: "legacy", legacyKeys: ["volume"]) var legacyCollides: Int = 0
    @Pref(key: prefix + "a") var computedA: Int = 1
    @Pref(key: prefix + "a") var computedB: Int = 1
    @Pref @Setting(group: "a") var b: Int = 0
}

let prefix = "p."
enum Theme: String { case dark }
''')
    adversarial("several-pref-macros-on-one-property", r'''
@PrefsSchema final class Stacked {
    %STORE%

    @Pref @Pref var twice: Int = 0
    @Pref @RawPref var prefAndRaw: [Any] = []
    @JSONDataCodablePref @JSONStringCodablePref var twoCodings: [Int]?
    @RawRepresentablePref @Pref(key: "k") var rawAndPref: Theme = .light
    @Pref(key: "a") @Pref(key: "b") var twoKeys: Int = 0
}

enum Theme: String { case light }
''')
    adversarial("pref-macros-on-non-variables", r'''
@PrefsSchema final class NotVariables {
    %STORE%

    @Pref func method() {}
    @Pref init() {}
    @Pref struct Nested {}
    @Pref typealias Alias = Int
    @Pref subscript(i: Int) -> Int { i }
    @RawPref enum Kind { case a }
    @JSONDataCodablePref class Inner {}
}

enum WithCases {
    @Pref case a
}
''')
    decode_forms = (("inferred", "{ Set($0) }"), ("spelled", "{ (stored: [String]) in Set(stored) }"))
    for name, decode in decode_forms:
        adversarial("instantiated-closure-coding-compile-test-%s" % name, r'''
// ClosureCodingCompileTests.source(decode: %s).
import Foundation
import Prefs

@PrefsSchema final class Clips {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref(encode: { $0.sorted() }, decode: %s) var kinds: Set<String> = []
}

print(Clips().kinds)
''' % (decode, decode))
    adversarial("types-storage-cannot-keep", r'''
struct Frame: Sendable { var x = 0 }
final class Reference {}
enum NoRaw { case a, b }

@PrefsSchema final class Unstorable {
    %STORE%

    @Pref var frame: Frame = Frame()
    @Pref var reference: Reference = Reference()
    @Pref var noRaw: NoRaw = .a
    @Pref var closure: () -> Void = {}
    @Pref var anyValue: Any = 1
    @Pref var intKeyed: [Int: String] = [:]
    @Pref var tuple: (Int, Int) = (1, 2)
    @RawRepresentablePref var notRaw: NoRaw = .a
    @JSONDataCodablePref var notCodable: Reference?
}
''')


def _adv_storage():
    adversarial("storage-and-mode-missing", r'''
@PrefsSchema final class NoStorageAtAll {
    @Pref var launches: Int = 0
}

@PrefsSchema final class OnlyMode {
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var launches: Int = 0
}

@PrefsSchema
public final class OnlyStorage {
    @Storage public var storage = .dictionary
}

@PrefsSchema final class EmptyBody {}
''')
    adversarial("storage-misnamed", r'''
@PrefsSchema final class Misnamed {
    @Storage var store = .dictionary
    @StorageMode var mode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class MisnamedStorageOnly {
    @Storage var backing = .userDefaults
    @StorageMode var storageMode = .storageOnly
}

@PrefsSchema final class Backticked {
    @Storage var `storage` = .dictionary
    @StorageMode var `storageMode` = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class Capitalised {
    @Storage var Storage = .dictionary
    @StorageMode var StorageMode = .storageOnly
}
''')
    adversarial("storage-with-explicit-types-and-initialisers", r'''
@PrefsSchema final class ExplicitTypes {
    @Storage var storage: DictionaryPrefsStorage = .init()
    @StorageMode var storageMode: PrefsStorageMode = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class ExplicitAny {
    @Storage var storage: AnyPrefsStorage = AnyPrefsStorage(DictionaryPrefsStorage())
    @StorageMode var storageMode: PrefsStorageMode = PrefsStorageMode.cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class Injected {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage, storageMode: PrefsStorageMode) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = storageMode
    }
    @Pref var a: Int = 0
}

@PrefsSchema final class Optional {
    @Storage var storage: DictionaryPrefsStorage?
    @StorageMode var storageMode: PrefsStorageMode?
}
''')
    adversarial("storage-as-plain-and-computed-properties", r'''
@PrefsSchema final class Plain {
    let storage: DictionaryPrefsStorage
    var storageMode: PrefsStorageMode { .storageOnly }
    init(storage: DictionaryPrefsStorage) { self.storage = storage }
    @Pref var a: Int = 0
}

@PrefsSchema final class Computed {
    var storage: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }
    let storageMode = PrefsStorageMode.cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class Lazy {
    lazy var storage = DictionaryPrefsStorage()
    static var storageMode: PrefsStorageMode = .storageOnly
}

@PrefsSchema final class Functions {
    func storage() -> DictionaryPrefsStorage { DictionaryPrefsStorage() }
    func storageMode() -> PrefsStorageMode { .storageOnly }
}
''')
    adversarial("storage-forms-and-modes", r'''
@PrefsSchema final class UserDefaultsPrefs {
    @Storage var storage = .userDefaults
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class FilePrefs {
    @Storage var storage = .jsonFile(URL(filePath: "/tmp/prefs.json"))
    @StorageMode var storageMode = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class SeededDictionary {
    @Storage var storage = .dictionary(["a": 1])
    @StorageMode var storageMode = PrefsStorageMode.cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema final class ClosureStorage {
    @Storage var storage = { DictionaryPrefsStorage() }()
    @StorageMode var storageMode = true ? .storageOnly : .cachedReadStorageWrite
    @Pref var a: Int = 0
}
''')
    adversarial("storage-duplicated-static-and-access-levels", r'''
@PrefsSchema final class Duplicated {
    @Storage var storage = .dictionary
    @Storage var storage2 = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @StorageMode var storageMode2 = .storageOnly
    @Pref var a: Int = 0
}

@PrefsSchema final class StaticStorage {
    @Storage static var storage = .dictionary
    @StorageMode static var storageMode = .cachedReadStorageWrite
    @Pref var a: Int = 0
}

@PrefsSchema public final class PrivateStorage {
    @Storage private var storage = .dictionary
    @StorageMode private(set) var storageMode = .cachedReadStorageWrite
    @Pref public var a: Int = 0
}

@PrefsSchema final class LetStorage {
    @Storage let storage = .dictionary
    @StorageMode let storageMode = .storageOnly
}
''')
    adversarial("storage-declared-after-prefs-and-with-comments", r'''
@PrefsSchema final class StorageLast {
    @Pref var a: Int = 0
    @Pref var b: String?

    /// The storage, declared last.
    @Storage // where values live
    var storage = .dictionary /* in memory */

    @StorageMode /* mode */ var /* name */ storageMode /* : */ = /* value */ .cachedReadStorageWrite
}

@PrefsSchema final class StorageAttributesOnOwnLines {
    @Storage
    var storage
        = .dictionary
    @StorageMode
    var storageMode
        = .storageOnly
    @Pref var a: Int = 0
}
''')
    adversarial("storage-from-protocol-extension-and-inheritance", r'''
protocol StoredInFile {}
extension StoredInFile {
    var storage: AnyPrefsStorage { AnyPrefsStorage(DictionaryPrefsStorage()) }
    var storageMode: PrefsStorageMode { .storageOnly }
}

@PrefsSchema final class AppPrefs: StoredInFile { @Pref var launches: Int = 0 }

@PrefsSchema final class ModeOnlyFromProtocol: StoredInFile {
    @Storage var storage = .dictionary
    @Pref var a: Int = 0
}
''')


def _adv_huge():
    # A schema of 250 preferences, of every macro and several types (deliberately over 300 lines).
    lines = ["@PrefsSchema @SettingsGroup(\"g\", title: \"G\") final class HugeSchema {", "    %STORE%", ""]
    kinds = [
        "@Pref var p%03d: Int = %d",
        "@Pref(key: \"huge.p%03d\") var p%03d: String = \"%d\"",
        "@Pref var p%03d: [String: [Int]]?",
        "@RawRepresentablePref var p%03d: Theme = .light",
        "@JSONStringCodablePref(legacyKeys: [\"old%03d\"]) var p%03d: [Double] = [%d]",
        "@Pref @Setting(title: \"P%03d\", group: \"g\", range: 0...1000) var p%03d: Int = %d",
        "/// Preference %03d.\n    @Pref var p%03d: Bool = %s",
        "@RawPref var p%03d: [Any] = [%d]",
    ]
    for i in range(250):
        pattern = kinds[i % len(kinds)]
        count = pattern.count("%")
        values = {1: (i,), 2: (i, i), 3: (i, i, i)}[count]
        if "%s" in pattern:
            values = (i, i, "true" if i % 2 else "false")
        lines.append("    " + pattern % values)
    lines.append("")
    lines.append("    @OnPrefChange(%s) func anyChanged() {}" % ", ".join('"p%03d"' % i for i in range(0, 250, 10)))
    lines.append("}")
    lines.append("")
    lines.append("enum Theme: String { case light, dark }")
    adversarial("huge-schema-of-250-preferences", "\n".join(lines) + "\n")

    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"]
    long_array = ", ".join('"%s-%03d"' % (words[i % len(words)], i) for i in range(220))
    long_string = " ".join("%s%d" % (words[i % len(words)], i) for i in range(400))
    long_sum = " + ".join(str(i) for i in range(700))
    adversarial("huge-initialisers-over-2000-characters", r'''
@PrefsSchema final class LongInitialisers {
    %STORE%

    @Pref var array: [String] = [''' + long_array + r''']
    @Pref var string: String = "''' + long_string + r'''"
    @Pref var sum: Int = ''' + long_sum + r'''
    @Pref(key: "''' + "k" * 2100 + r'''") var longKey: Int = 0
    @Pref var after: Int = 0
}
''')
    multiline_array = "\n".join('        "%s-%03d",' % (words[i % len(words)], i) for i in range(260))
    adversarial("huge-multiline-array-initialiser", r'''
@PrefsSchema final class LongMultilineArray {
    %STORE%

    /// A long list, one element a line.
    @Pref var list: [String] = [
''' + multiline_array + r'''
    ]
    @Pref var after: Int = 0
}
''')
    depth = 50
    # Arrays nest 12 deep: at 50, the compiler's type checker does not finish (it asks the plugin nothing first).
    array_depth = 12
    nested_type = "[" * array_depth + "Int" + "]" * array_depth
    nested_value = "[" * array_depth + "1" + "]" * array_depth
    adversarial("deeply-nested-12-levels-of-arrays", r'''
@PrefsSchema final class DeepArrays {
    %STORE%

    @Pref var deep: ''' + nested_type + " = " + nested_value + r'''
    @Pref var deepOptional: ''' + nested_type + r'''?
    @JSONStringCodablePref var deepCodable: ''' + nested_type + " = " + "[" * array_depth + "]" * array_depth + r'''
    @Pref var after: Int = 0
}
''')
    parens = "(" * depth + "1" + ")" * depth
    calls = "max(" * depth + "1" + ", 0)" * depth
    adversarial("deeply-nested-50-levels-of-parentheses-and-calls", r'''
@PrefsSchema final class DeepParentheses {
    %STORE%

    @Pref var parenthesised: Int = ''' + parens + r'''
    @Pref var calls: Int = ''' + calls + r'''
    @Pref(key: ''' + "(" * depth + '"deep.key"' + ")" * depth + r''') var deepKey: Int = 0
    @Pref var tupleType: ''' + "(" * depth + "Int" + ")" * depth + " = " + parens + r'''
    @Pref var after: Int = 0
}
''')
    mixed = ""
    for i in range(depth):
        mixed += ["[", "(", "{ ", "[\"k%d\": " % i][i % 4]
    mixed += "1"
    for i in reversed(range(depth)):
        mixed += ["]", ")", " }()", "]"][i % 4]
    dict_value = "[\"a\": " * depth + "0" + "]" * depth
    dict_type = "[String: " * depth + "Int" + "]" * depth
    adversarial("deeply-nested-50-levels-of-brackets-closures-and-dictionaries", r'''
@PrefsSchema final class DeepMixed {
    %STORE%

    @Pref var mixed: Any = ''' + mixed + r'''
    @Pref var dictionary: ''' + dict_type + " = " + dict_value + r'''
    @Pref var after: Int = 0
}
''')
    doc = "\n".join("    /// Line %d of a long doc comment, with `code`, \"quotes\" and a URL https://example.com/%d." % (i, i)
                    if i % 7 else "    ///" for i in range(120))
    adversarial("huge-doc-comment-of-120-lines", r'''
@PrefsSchema final class LongDoc {
    %STORE%

''' + doc + r'''
    @Pref @Setting(title: "Documented") var documented: Int = 0
}
''')
    options = ",\n".join('        "o%03d": "Option %d"' % (i, i) for i in range(200))
    adversarial("huge-setting-options-of-200-entries", r'''
@PrefsSchema final class ManyOptions {
    %STORE%

    @Pref @Setting(title: "Choice", options: [
''' + options + r'''
    ]) var choice: String = "o199"
    @Pref @Setting(options: [''' + ", ".join('"x%d": "X"' % i for i in range(150)) + r''']) var oneLine: String = "none"
}
''')
    attributes = " ".join('@available(macOS %d, *)' % (10 + i % 6) for i in range(40))
    adversarial("long-single-line-declaration-of-3000-characters", r'''
@PrefsSchema final class LongLine {
    %STORE%
    ''' + attributes + r''' @Pref(key: "''' + "segment." * 150 + r'''end", legacyKeys: [''' + ", ".join('"legacy%d"' % i for i in range(120)) + r''']) @Setting(title: "''' + "Long title " * 60 + r'''", tags: [''' + ", ".join('"t%d"' % i for i in range(60)) + r''']) var long: Int = 0
}
''')


def _adv_mixed():
    adversarial("kitchen-sink-editor-schema", r'''
import Foundation

/// Editor preferences.
///
/// Everything a text editor remembers.
@MainActor
@PrefsSchema(title: "Editor")
@SettingsGroup("appearance", title: "Appearance", icon: "paintbrush")
@SettingsGroup("appearance.text", title: "Text")
@SettingsGroup("files", title: "Files")
public final class EditorPrefs {
    @Storage public var storage = .jsonFile(URL(filePath: NSTemporaryDirectory() + "editor.json"))
    @StorageMode public var storageMode = .cachedReadStorageWrite

    public enum Theme: String, CaseIterable, Sendable { case system, light, dark }
    public struct Window: Codable, Sendable { var x = 0.0, y = 0.0, width = 800.0, height = 600.0 }

    /// Size of body text, in points.
    ///
    /// Headings scale with it.
    @Pref(key: "ui.fontSize", legacyKeys: ["fontSize"])
    @Setting(title: "Font Size", group: "appearance.text", range: 9...72, step: 1, tags: ["text", "font"])
    public var fontSize: Double = 13

    @RawRepresentablePref(key: "ui.theme")
    @Setting(title: "Theme", group: "appearance", options: [Theme.system: "System", .light: "Light", .dark: "Dark"])
    public var theme: Theme = .system

    @JSONDataCodablePref public private(set) var window: Window?
    @Pref(coding: .urlString) @Setting(group: "files", secret: false) public var lastOpened: URL?
    @Pref @Setting(group: "files", range: 0...50) public var recentLimit: Int = 10
    @Pref public var recent: [String] = []
    @MainActor @Pref var cursor: [String: Int] = [:]

    #if os(Linux)
    @Pref var xdgOpen: Bool = true
    #endif

    public init() {}

    @OnPrefChange("fontSize", "theme") func restyle(_ change: PrefsChange) {}
    @OnPrefChange("recentLimit") func trim() {
        if recent.count > recentLimit { recent.removeLast(recent.count - recentLimit) }
    }
}

let editor = EditorPrefs()
print(editor.fontSize, editor.$fontSize.key)
''')
    adversarial("kitchen-sink-network-schema-with-injected-storage", r'''
enum Proxy: String, Codable, Sendable { case none, system, manual }

@PrefsSchema(title: "Network")
@SettingsGroup("proxy", title: "Proxy")
final class NetworkPrefs: @unchecked Sendable {
    @Storage var storage: AnyPrefsStorage
    @StorageMode var storageMode: PrefsStorageMode

    init(storage: any PrefsStorage = DictionaryPrefsStorage(), mode: PrefsStorageMode = .storageOnly) {
        self.storage = AnyPrefsStorage(storage)
        self.storageMode = mode
    }

    @RawRepresentablePref @Setting(group: "proxy", options: [Proxy.none: "None", .system: "System", .manual: "Manual"])
    var proxy: Proxy = .system
    @Pref(key: "proxy.host") @Setting(group: "proxy") var host: String?
    @Pref(key: "proxy.port") @Setting(group: "proxy", range: 1...65535, requiresRestart: true) var port: Int = 8080
    @Pref(key: "proxy.password") @Setting(group: "proxy", secret: true, searchable: false) var password: String?
    @Pref(encode: { $0.map(\.absoluteString) }, decode: { (s: [String]) in s.compactMap(URL.init(string:)) })
    var mirrors: [URL] = []
    @Pref var timeout: Duration = .seconds(30)
    @Pref var retries: Int = 3, backoff: Double = 1.5

    @OnPrefChange("proxy", "host", "port") func reconnect() {}
}
''')
    adversarial("kitchen-sink-prefskit-style-migration", r'''
import Foundation
import PrefsKitCompatibility

@PrefsSchema final class Prefs {
    @Storage var storage = .userDefaults
    @StorageMode var storageMode = .cachedReadStorageWrite

    @Pref var foo: String?
    @Pref var bar: Int = 123
    @Pref var bool: Bool = false
    @Pref var array: [String]?
    @Pref var dict: [String: Int]?
    @Pref var mixed: AnyPrefsArray = []
    @Pref var mixedDictionary: AnyPrefsDictionary = [:]
    @RawRepresentablePref var fruit: Fruit?
    @JSONDataCodablePref var device: Device?
    @JSONStringCodablePref var deviceID: UUID?
    @Pref(encode: { $0.absoluteString }, decode: { URL(string: $0) }) var url: URL?
    @Pref(coding: .urlString) var home: URL?
    @Pref(coding: .iso8601DateString) var since: Date?
    @RawPref var legacy: [String: Any]?
    @MainActor @Pref var mainFoo: Int?

    func fruit(name: String) -> String? {
        storage.value(forKey: "fruit-\(name)")
    }
}

enum Fruit: String { case apple, banana, orange }
struct Device: Codable { var name: String; var manufacturer: String }
''')
    adversarial("kitchen-sink-everything-awkward-in-one-class", r'''
@PrefsSchema public final class Awkward<Tag>: @unchecked Sendable where Tag: Sendable {
    @Storage public var storage = .dictionary
    @StorageMode public var storageMode = .cachedReadStorageWrite
    public static var prefix: String { "awk." }

    /** Block doc. */ @Pref public var `default`: Int = 0 /* trailing */
    @Pref(key: "größe" /* unicode key */) private(set) var größe: [String: [Int]]? // line
    @Pref var closure: (@Sendable (Int) -> Void)?
    @Pref var tuple: (a: Int, b: String)? = nil
    @Pref(key: #"raw "key""#, legacyKeys: [##"a"#b"##, "\u{1F600}"]) var raw: Int = 1
    @Pref var deep: [[[[Int]]]] = [[[[1]]]]
    @Pref var ternary: Int = true
        ? 1
        : 0
    @Pref var chain: [Int] = [3, 2, 1]
        .sorted()
        .reversed()
        .map { $0 }
    #if os(Linux)
    @Pref var linux: Int = 0
    #else
    @Pref var other: Int = 0
    #endif
    @MainActor @Pref nonisolated(unsafe) var both: Int = 0
    @Pref lazy var lazy: Int = 0
    @Pref static var shared: Int = 0

    enum Inner { case a }
    @PrefsSchema final class Nested { @Pref var n: Int = 0 }

    @OnPrefChange("default", "größe") func changed(_ change: PrefsChange) {}
    @OnPrefChange("nope") static func wrong() async throws {}
}

extension Awkward {
    @Pref var inExtension: Int = 0
    @OnPrefChange("default") func hookInExtension() {}
}
''')
    adversarial("kitchen-sink-settings-tree-with-every-setting-argument", r'''
enum Quality: String, CaseIterable { case low, medium, high }

@PrefsSchema(title: "Media")
@SettingsGroup("playback", title: "Playback", icon: "play")
@SettingsGroup("playback.audio", title: "Audio", icon: "speaker")
@SettingsGroup("privacy", title: "Privacy")
final class MediaPrefs {
    %STORE%

    /// Volume.
    ///
    /// From silent to loud.
    @Pref @Setting(title: "Volume", summary: "How loud", group: "playback.audio", icon: "speaker.wave.3", tags: ["sound", "loud"], searchable: true, range: 0...1, step: 0.05, requiresRestart: false, secret: false)
    var volume: Double = 0.7

    @RawRepresentablePref @Setting(group: "playback", options: [Quality.low: "Low", .medium: "Medium", .high: "High"])
    var quality: Quality = .medium

    @Pref @Setting(group: "privacy", searchable: false) var history: [String] = []
    @Pref @Setting(group: "privacy", secret: true) var token: String?
    @Pref @Setting(title: "Autoplay") var autoplay: Bool = true
    @Pref @Setting(group: "playback", range: 0.5...2.0, step: 0.25) var speed: Double = 1.0
}
''')
    adversarial("kitchen-sink-top-level-code-around-schemas", r'''
import Foundation

let start = Date()

@PrefsSchema final class First {
    %STORE%
    @Pref var a: Int = 0
}

let first = First()
first.a += 1

@PrefsSchema final class Second {
    %STORE%
    @Pref var b: String = "\(first.a)"
}

func use(_ second: Second) -> String { second.b }

if first.a > 0 {
    @PrefsSchema final class InIf {
        %STORE%
        @Pref var c: Int = 0
    }
    print(InIf().c)
}

for index in 0..<2 {
    print(index, use(Second()))
}

print(Date().timeIntervalSince(start))
''')
    # Issue 37's first-hour mistakes: a default of another type than the property's, options keyed by strings for an
    # enum or a number (the plugin that replaced the recorded one reports these differently, on purpose).
    adversarial("first-hour-mistakes-defaults-and-option-keys", r'''
enum Theme: String { case light, dark }

@PrefsSchema final class EditorPrefs {
    %STORE%

    @Setting(title: "Tab width", range: 1...16, step: 1)
    @Pref var tabWidth: Int = 4.5
    @Pref var flag: Bool = 1
    @Pref var ratio: Double = 2
    @Pref var name: String = 3
    @Setting(title: "Theme", options: ["light": "Light", "dark": "Dark"])
    @RawRepresentablePref var theme: Theme = .light
    @Setting(title: "Optional theme", options: ["light": "Light", "dark mode": "Dark"])
    @RawRepresentablePref var optionalTheme: Theme?
    @Setting(title: "Size", options: ["small": "Small"])
    @Pref var size: Int = 1
    @Setting(title: "Label", options: ["a": "A"])
    @Pref var label: String = "a"
}
''')


if __name__ == "__main__":
    sys.exit(main())
