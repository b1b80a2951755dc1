#!/usr/bin/env python3
"""Lists every integer conversion of a system value in Sources and Tests, and fails when one can trap.

A Swift integer conversion `T(x)` traps when `x` does not fit `T`. The C library's types differ between platforms
(`dev_t` is `Int32` on Apple platforms and `UInt` on Linux; `mode_t` is `UInt16` and `UInt32`), so a conversion that
cannot fail on Linux may trap on a Mac: `UInt64(info.st_dev)` does for a device number with its top bit set.

The script finds the conversions `T(x)` (one unlabelled argument) where `T` is a Swift integer type, `Double` or
`Float`, or a system type (`dev_t`, `mode_t`, …), and `x` involves a system value:
- a field of a system structure: `stat` (`.st_dev`, `.st_size`, …), `timespec` (`.tv_sec`, `.tv_nsec`), `dirent`,
  `rlimit`, `kevent`;
- the result of a system call whose type is a system type (`getpid()`, `lseek(…)`, `read(…)` …), or `errno`;
- a constant of the C library (`S_IFMT`, `O_CLOEXEC`, `IN_IGNORED`, …), whose value is known;
- a name the same file declares with a system type (`let device: dev_t`).
It also lists every conversion to a system type, whatever its argument, and the conversions that cannot trap by
construction (`truncatingIfNeeded:`, `bitPattern:`, `clamping:`, `exactly:`) of such values.

For each it prints the place, the source's type on Apple platforms and on Linux, the destination, and whether it can
trap. The platforms considered: Apple's 64-bit ones (macOS, iOS, tvOS, visionOS, watchOS on arm64), watchOS on
arm64_32 (where `Int` is 32 bits), and 64-bit Linux (glibc; x86_64 and aarch64). An argument the script cannot type
(a name of the app's own given to a system type) is assumed to be any integer: such a conversion can trap unless it
uses a non-trapping initialiser. Exits 1 when any conversion can trap, 0 otherwise.

    python3 Scripts/audit-system-integer-conversions.py [--quiet]

`--quiet` prints only the conversions that can trap and the summary line. Python 3 standard library only.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ["Sources", "Tests"]

# Swift integer types: (signed, bits); "Int"/"UInt" take the platform's word size.
SWIFT_INTEGERS = {
    "Int8": (True, 8), "Int16": (True, 16), "Int32": (True, 32), "Int64": (True, 64),
    "UInt8": (False, 8), "UInt16": (False, 16), "UInt32": (False, 32), "UInt64": (False, 64),
    "Int": (True, None), "UInt": (False, None),
}
FLOATS = {"Double", "Float"}

# The platforms: name, the family whose type column applies, and the word size.
PLATFORMS = [("Apple 64-bit", "darwin", 64), ("watchOS arm64_32", "darwin", 32), ("Linux 64-bit", "linux", 64)]

FAMILY_NAMES = {"darwin": "Apple platforms", "linux": "Linux"}

# System types as Swift imports them: (Apple platforms, Linux glibc 64-bit).
SYSTEM_TYPES = {
    "dev_t": ("Int32", "UInt"), "ino_t": ("UInt64", "UInt"), "mode_t": ("UInt16", "UInt32"),
    "nlink_t": ("UInt16", "UInt"), "uid_t": ("UInt32", "UInt32"), "gid_t": ("UInt32", "UInt32"),
    "id_t": ("UInt32", "UInt32"), "off_t": ("Int64", "Int"), "pid_t": ("Int32", "Int32"),
    "time_t": ("Int", "Int"), "suseconds_t": ("Int32", "Int"), "useconds_t": ("UInt32", "UInt32"),
    "ssize_t": ("Int", "Int"), "size_t": ("Int", "Int"), "blksize_t": ("Int32", "Int"),
    "blkcnt_t": ("Int64", "Int"), "socklen_t": ("UInt32", "UInt32"), "rlim_t": ("UInt64", "UInt"),
    "clock_t": ("UInt", "Int"), "fflags_t": ("UInt32", "UInt32"),
}

# Fields of system structures and their system type (or Swift type where the field has none).
FIELDS = {
    "st_dev": "dev_t", "st_ino": "ino_t", "st_mode": "mode_t", "st_nlink": "nlink_t", "st_uid": "uid_t",
    "st_gid": "gid_t", "st_rdev": "dev_t", "st_size": "off_t", "st_blksize": "blksize_t", "st_blocks": "blkcnt_t",
    "st_flags": ("UInt32", None), "st_gen": ("UInt32", None),
    "tv_sec": "time_t", "tv_nsec": ("Int", "Int"), "tv_usec": "suseconds_t",
    "d_ino": "ino_t", "d_type": ("UInt8", "UInt8"), "d_reclen": ("UInt16", "UInt16"),
    "rlim_cur": "rlim_t", "rlim_max": "rlim_t",
    # kevent (Apple platforms only)
    "ident": ("UInt", None), "fflags": ("UInt32", None), "filter": ("Int16", None),
}
# Fields whose names are common words: only counted after a receiver that is evidently a kevent.
KEVENT_FIELDS = {"ident", "fflags", "filter"}

# System calls returning a system type.
FUNCTIONS = {
    "getpid": "pid_t", "getppid": "pid_t", "getuid": "uid_t", "geteuid": "uid_t", "getgid": "gid_t",
    "getegid": "gid_t", "read": "ssize_t", "write": "ssize_t", "pread": "ssize_t", "pwrite": "ssize_t",
    "recv": "ssize_t", "send": "ssize_t", "readlink": "ssize_t", "lseek": "off_t", "time": "time_t",
    "sysconf": ("Int", "Int"),
}

# Constants of the C library: their type and value. (`IN_*` exist on Linux only; the others have these values on
# both.)
CONSTANTS = {
    "S_IFMT": ("mode_t", 0o170000), "S_IFDIR": ("mode_t", 0o040000), "S_IFREG": ("mode_t", 0o100000),
    "S_IFLNK": ("mode_t", 0o120000), "S_IFIFO": ("mode_t", 0o010000),
    "IN_ACCESS": ((None, "Int32"), 0x1), "IN_MODIFY": ((None, "Int32"), 0x2),
    "IN_ATTRIB": ((None, "Int32"), 0x4), "IN_CLOSE_WRITE": ((None, "Int32"), 0x8),
    "IN_MOVED_FROM": ((None, "Int32"), 0x40), "IN_MOVED_TO": ((None, "Int32"), 0x80),
    "IN_CREATE": ((None, "Int32"), 0x100), "IN_DELETE": ((None, "Int32"), 0x200),
    "IN_DELETE_SELF": ((None, "Int32"), 0x400), "IN_MOVE_SELF": ((None, "Int32"), 0x800),
    "IN_UNMOUNT": ((None, "Int32"), 0x2000), "IN_Q_OVERFLOW": ((None, "Int32"), 0x4000),
    "IN_IGNORED": ((None, "Int32"), 0x8000), "IN_ONLYDIR": ((None, "Int32"), 0x01000000),
    "IN_DONT_FOLLOW": ((None, "Int32"), 0x02000000), "IN_EXCL_UNLINK": ((None, "Int32"), 0x04000000),
    "IN_MASK_ADD": ((None, "Int32"), 0x20000000), "IN_ISDIR": ((None, "Int32"), 0x40000000),
    "IN_NONBLOCK": ((None, "Int"), 0o4000), "IN_CLOEXEC": ((None, "Int"), 0o2000000),
}
ERRNO = ("Int32", "Int32")

NON_TRAPPING_LABELS = {"truncatingIfNeeded", "bitPattern", "clamping", "exactly"}


def strip_comments_and_strings(text):
    """`text` with comments and string contents replaced by spaces (newlines kept); interpolations stay code."""
    out = []
    i, n = 0, len(text)
    # Stack of contexts: "code" (with the depth of parentheses of an interpolation) or a string delimiter.
    stack = [["code", 0]]
    while i < n:
        context = stack[-1]
        c = text[i]
        if context[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                out.append(" " * (end - i))
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append(re.sub(r"[^\n]", " ", text[i:j]))
                i = j
                continue
            raw = re.match(r'(#+)("""|")', text[i:])
            if raw:
                closing = raw.group(2) + raw.group(1)
                end = text.find(closing, i + len(raw.group(0)))
                end = n if end < 0 else end + len(closing)
                out.append(re.sub(r"[^\n]", " ", text[i:end]))
                i = end
                continue
            if text.startswith('"""', i):
                stack.append(['"""', 0])
                out.append("   ")
                i += 3
                continue
            if c == '"':
                stack.append(['"', 0])
                out.append(" ")
                i += 1
                continue
            if c == "(" and len(stack) > 1:
                context[1] += 1
            elif c == ")" and len(stack) > 1:
                if context[1] == 0:
                    stack.pop()
                    out.append(" ")
                    i += 1
                    continue
                context[1] -= 1
            out.append(c)
            i += 1
            continue
        # Inside a string.
        delimiter = context[0]
        if text.startswith("\\(", i):
            stack.append(["code", 0])
            out.append("  ")
            i += 2
            continue
        if c == "\\":
            out.append("  " if i + 1 < n and text[i + 1] != "\n" else " ")
            i += 2 if i + 1 < n and text[i + 1] != "\n" else 1
            continue
        if text.startswith(delimiter, i):
            stack.pop()
            out.append(" " * len(delimiter))
            i += len(delimiter)
            continue
        out.append("\n" if c == "\n" else " ")
        i += 1
    return "".join(out)


def matching_paren(text, start):
    """The index of the `)` closing the `(` at `start`, or -1."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] in "([{":
            depth += 1
        elif text[index] in ")]}":
            depth -= 1
            if depth == 0:
                return index
    return -1


def top_level_commas(argument):
    depth = 0
    for c in argument:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            return True
    return False


def resolve(type_spec, family):
    """A type specification (a system type name or a (darwin, linux) pair) as a Swift type for `family`."""
    if isinstance(type_spec, str):
        if type_spec in SYSTEM_TYPES:
            return SYSTEM_TYPES[type_spec][0 if family == "darwin" else 1]
        return type_spec
    return type_spec[0 if family == "darwin" else 1]


def integer_range(swift_type, word):
    signed, bits = SWIFT_INTEGERS[swift_type]
    bits = bits or word
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def describe(type_spec):
    """`dev_t: Int32 on Apple platforms, UInt on Linux`."""
    darwin, linux = resolve(type_spec, "darwin"), resolve(type_spec, "linux")
    name = type_spec if isinstance(type_spec, str) and type_spec in SYSTEM_TYPES else None
    if linux is None:
        where = f"{darwin} on Apple platforms (none on Linux)"
    elif darwin is None:
        where = f"{linux} on Linux (none on Apple platforms)"
    elif darwin == linux:
        where = f"{darwin} on Apple platforms and Linux"
    else:
        where = f"{darwin} on Apple platforms, {linux} on Linux"
    return f"{name}: {where}" if name else where


def traps(source_spec, destination, value=None, families=("darwin", "linux")):
    """The platforms where converting a value of `source_spec` (or the constant `value`) to `destination` traps,
    among those of `families`."""
    found = []
    for platform, family, word in PLATFORMS:
        if family not in families:
            continue
        target = resolve(destination, family) if destination in SYSTEM_TYPES else destination
        if target in FLOATS:
            continue
        low, high = integer_range(target, word)
        if value is not None:
            if not low <= value <= high:
                found.append(platform)
            continue
        source = resolve(source_spec, family) if source_spec is not None else None
        if source is None and source_spec is not None:
            continue  # the type does not exist on this platform
        if source is None:
            found.append(platform)  # an argument of unknown type may be any integer
            continue
        if source in FLOATS:
            found.append(platform)
            continue
        source_low, source_high = integer_range(source, word)
        if source_low < low or source_high > high:
            found.append(platform)
    return found


class FileTypes:
    """The system-typed names a file declares."""

    def __init__(self, code):
        names = "|".join(SYSTEM_TYPES)
        self.declared = {
            match.group(1): match.group(2)
            for match in re.finditer(r"\b(\w+)\s*:\s*(" + names + r")\b(?!\s*[.(])", code)
        }


def atoms(argument, file_types):
    """The system values in `argument`: (text, type specification, known value or None)."""
    found = []
    for match in re.finditer(r"\.\s*(\w+)\b", argument):
        field = match.group(1)
        if field in FIELDS and (field not in KEVENT_FIELDS or re.search(r"event\w*\s*$", argument[: match.start()])):
            found.append((match.group(0).strip(), FIELDS[field], None))
    for match in re.finditer(r"(?<![.\w])(\w+)\s*\(", argument):
        if match.group(1) in FUNCTIONS:
            found.append((match.group(1) + "()", FUNCTIONS[match.group(1)], None))
    for match in re.finditer(r"(?<![.\w])(\w+)\b(?!\s*[:(])", argument):
        name = match.group(1)
        if name in CONSTANTS:
            found.append((name, CONSTANTS[name][0], CONSTANTS[name][1]))
        elif name == "errno":
            found.append((name, ERRNO, None))
        elif name in file_types.declared:
            found.append((name, file_types.declared[name], None))
    return found


def constant_value(argument):
    """The value of an argument made only of known constants, integer literals and `|`, `&`, `+`; else None."""
    expression = argument
    for name, (_, value) in CONSTANTS.items():
        expression = re.sub(r"(?<![.\w])" + name + r"\b", str(value), expression)
    if not re.fullmatch(r"[\s0-9a-fA-FxXoObB|&+()]*", expression) or not expression.strip():
        return None
    try:
        return eval("(" + expression + ")", {"__builtins__": {}})  # digits and operators only, checked above
    except (SyntaxError, ValueError):
        return None


def audit(path):
    text = path.read_text(encoding="utf-8")
    code = strip_comments_and_strings(text)
    file_types = FileTypes(code)
    destinations = "|".join(list(SWIFT_INTEGERS) + sorted(FLOATS) + list(SYSTEM_TYPES))
    findings = []
    for match in re.finditer(r"(?<![.\w])(" + destinations + r")\s*\(", code):
        destination = match.group(1)
        open_index = match.end() - 1
        close_index = matching_paren(code, open_index)
        if close_index < 0:
            continue
        argument = code[open_index + 1 : close_index].strip()
        if not argument or top_level_commas(argument):
            continue
        label = re.match(r"(\w+)\s*:(?!:)", argument)
        if label and label.group(1) not in NON_TRAPPING_LABELS:
            continue
        value_text = argument[label.end() :].strip() if label else argument
        found = atoms(value_text, file_types)
        literal = re.fullmatch(r"-?(0[xob])?[0-9a-fA-F_]+", value_text)
        if not found and destination not in SYSTEM_TYPES:
            continue
        line = code.count("\n", 0, match.start()) + 1
        written = " ".join(text[match.start() : close_index + 1].split())
        if label:
            verdict, source = f"cannot trap ({label.group(1)}:)", describe(found[0][1]) if found else "any integer"
            trapping = []
        elif literal:
            value = int(value_text.replace("_", ""), 0)
            trapping = traps(None, destination, value)
            source = f"the literal {value_text}"
        elif found and all(known is not None for _, _, known in found) and constant_value(value_text) is not None:
            value = constant_value(value_text)
            families = [f for f in ("darwin", "linux") if all(resolve(spec, f) for _, spec, _ in found)]
            trapping = traps(None, destination, value, families)
            names = ", ".join(sorted({text_of for text_of, _, _ in found}))
            where = "" if len(families) == 2 else ", on " + " and ".join(FAMILY_NAMES[f] for f in families) + " only"
            source = f"constants ({names}) = {value:#x}{where}"
        elif found:
            text_of, spec, _ = found[0]
            trapping = traps(spec, destination)
            source = f"{text_of} ({describe(spec)})"
        else:
            trapping = traps(None, destination)
            source = "a value of the app's own type (assumed any integer)"
        if not label:
            verdict = "CAN TRAP on " + ", ".join(trapping) if trapping else "cannot trap"
        target = describe(destination) if destination in SYSTEM_TYPES else destination
        findings.append((f"{path.relative_to(ROOT)}:{line}", written, source, target, verdict, bool(trapping)))
    return findings


def main(arguments):
    quiet = "--quiet" in arguments
    findings = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            findings += audit(path)
    trapping = [finding for finding in findings if finding[5]]
    for place, written, source, target, verdict, can_trap in findings:
        if quiet and not can_trap:
            continue
        print(f"{place}: {written}\n    from {source}\n    to {target}: {verdict}")
    print(
        f"{len(findings)} conversions of system values, {len(trapping)} can trap"
        + ("" if trapping else " (Apple 64-bit, watchOS arm64_32, Linux 64-bit)"))
    return 1 if trapping else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
