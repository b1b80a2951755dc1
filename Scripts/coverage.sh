#!/usr/bin/env bash
# Line coverage of every source target, as Docs/Contributing.md records it.
#
#   Scripts/coverage.sh [--scratch-path DIR] [--no-run]
#
# Runs `swift test --enable-code-coverage` (every test, as the README's `swift test` runs them) in a build directory
# of its own (default `.build-coverage`, so the instrumented build does not replace the everyday one in `.build`),
# then reads the profile SwiftPM merged (`default.profdata`, next to the JSON `swift test --show-codecov-path` names)
# with the toolchain's `llvm-cov` and prints, per target of Sources, the lines executed out of the executable lines.
# The test binary and the package's executables are all read, because the end-to-end tests run `PrefsDemo`,
# `PrefsBench` and `PrefsTestHelper` as child processes (each writes its own profile, which SwiftPM merges). The macro
# plugin's sources count through the expansion tests, which compile them (`Tests/PrefsMacrosTests/PrefsMacros`).
# `--no-run` reports on the last run's profiles. Prints `TOTAL` last; exits 1 when a test failed (after the figures).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-coverage
run=1
while [ $# -gt 0 ]; do
    case "$1" in
        --scratch-path) scratch=$2; shift 2 ;;
        --no-run) run=0; shift ;;
        *) echo "usage: $0 [--scratch-path DIR] [--no-run]" >&2; exit 2 ;;
    esac
done

codecov=$(dirname "$(swift test --show-codecov-path --scratch-path "$scratch")")
bin=$(swift build --show-bin-path --scratch-path "$scratch")
tools=$(dirname "$(readlink -f "$(command -v swift)")")
llvm_cov="$tools/llvm-cov" llvm_profdata="$tools/llvm-profdata"
if [ ! -x "$llvm_cov" ]; then # Apple platforms
    llvm_cov=$(xcrun --find llvm-cov) llvm_profdata=$(xcrun --find llvm-profdata)
fi

status=0
if [ "$run" -eq 1 ]; then
    rm -f "$codecov"/*.profraw # one profile per process; none from an earlier run
    log=$(mktemp "${TMPDIR:-/tmp}/prefs-coverage.XXXXXX")
    trap 'rm -f "$log"' EXIT
    swift test --enable-code-coverage --scratch-path "$scratch" >"$log" 2>&1 || status=$?
    # The instrumented macro plugin, which the compile tests' `swiftc` runs from the package root, writes its profile
    # there (the compiler does not pass LLVM_PROFILE_FILE on). The expansion tests already count the plugin's lines
    # (compiled into the test binary under another module name, so these counts would not match them): dropped.
    rm -f default.profraw
    if [ "$status" -ne 0 ]; then
        grep -E 'recorded an issue|error:' "$log" | grep -v 'known issue' | head -20 || true
        tail -5 "$log"
    fi
fi

# SwiftPM merges the profiles only when every test passed; merged here, the figures exist either way.
profile="$codecov/prefs-coverage.profdata"
"$llvm_profdata" merge -sparse "$codecov"/*.profraw -o "$profile"
tests="$bin/PrefsPackageTests.xctest"
[ -d "$tests" ] && tests="$tests/Contents/MacOS/PrefsPackageTests" # Apple platforms: a bundle
objects=()
for executable in PrefsDemo PrefsBench PrefsTestHelper; do
    [ -x "$bin/$executable" ] && objects+=(-object "$bin/$executable")
done

"$llvm_cov" export -summary-only -instr-profile "$profile" "$tests" "${objects[@]}" | python3 -c '
import json, os, sys

root = os.getcwd() + "/"
targets = {}
for entry in json.load(sys.stdin)["data"][0]["files"]:
    path = entry["filename"].removeprefix(root)
    if path.startswith("Tests/PrefsMacrosTests/PrefsMacros/"):
        target = "PrefsMacros"  # the plugin sources the expansion tests compile
    elif path.startswith("Sources/"):
        target = path.split("/")[1]
    else:
        continue
    lines = entry["summary"]["lines"]
    covered, count = targets.get(target, (0, 0))
    targets[target] = (covered + lines["covered"], count + lines["count"])

def row(name, covered, count):
    print(f"{name:<24} {covered:>7,} / {count:>7,} lines  {100 * covered / max(count, 1):5.1f} %")

for name in sorted(targets):
    row(name, *targets[name])
row("TOTAL", sum(c for c, _ in targets.values()), sum(n for _, n in targets.values()))
'
if [ "$status" -ne 0 ]; then
    echo "swift test --enable-code-coverage failed (status $status); the figures are of that run"
    exit 1
fi
