#!/usr/bin/env bash
# PrefsKit's own test files, compiled against PrefsKitCompatibility with only their import lines changed: the check
# that PrefsKit code moves to Prefs by changing its import (Docs/MigratingFromPrefsKit.md).
#
#   Scripts/check-prefskit-tests.sh PREFSKIT [--run]
#
# PREFSKIT is a checkout of github.com/orchetect/PrefsKit: a work tree, or a git directory (its HEAD is read). The
# script copies its `Tests/PrefsKitCoreTests` and `Tests/PrefsKitTypesTests` into a new package that depends on a copy
# of this working tree, replaces each `import PrefsKit…` / `@testable import PrefsKit…` line with
# `import PrefsKitCompatibility` / `@testable import PrefsKitCompatibility` and changes nothing else, then builds the tests (`--run` also runs them, with a
# temporary HOME so that UserDefaults suites land there). One file is left out, and said so: `MacroTests.swift`
# expands PrefsKit's macro implementation module directly, with swift-syntax's test support, which no package
# without that dependency can compile.
#
# Not run by .ci/run: PrefsKit's sources are not part of this repository. Prints the compiler's errors per file; when
# some files do not compile, builds (and with `--run` runs) the others without them, and exits 1. Ends with
# "PrefsKit tests check passed" when every file compiled (and every test passed).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: $0 PREFSKIT [--run]" >&2; exit 2; }
source=$1
run=${2:-}
work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-prefskit-tests.XXXXXX")
trap 'rm -rf "$work"' EXIT

# PrefsKit's test directories, from a work tree or from a git directory.
upstream="$work/upstream"
mkdir -p "$upstream"
if [ -d "$source/Tests" ]; then
    cp -R "$source/Tests" "$upstream/"
    revision=$(git -C "$source" rev-parse --short HEAD 2>/dev/null || echo "work tree")
else
    git --git-dir="$source" archive HEAD Tests | tar -x -C "$upstream"
    revision=$(git --git-dir="$source" rev-parse --short HEAD)
fi

library="$work/prefs"
"$root/Scripts/copy-working-tree.sh" "$root" "$library"

package="$work/check"
files=0
for target in PrefsKitCoreTests PrefsKitTypesTests; do
    mkdir -p "$package/Tests/$target"
    (cd "$upstream/Tests/$target" && find . -name '*.swift' ! -name MacroTests.swift -print0) |
        while IFS= read -r -d '' file; do
            mkdir -p "$package/Tests/$target/$(dirname "$file")"
            sed -E 's/^(@testable )?import PrefsKit(Core|Types)?$/\1import PrefsKitCompatibility/' \
                "$upstream/Tests/$target/$file" >"$package/Tests/$target/$file"
        done
    files=$((files + $(find "$package/Tests/$target" -name '*.swift' | wc -l)))
done
# Only import lines changed: every other line is PrefsKit's.
changed=$(cd "$package/Tests" && find . -name '*.swift' -print0 |
    while IFS= read -r -d '' file; do diff "$upstream/Tests/$file" "$file" || true; done |
    grep -E '^[<>]' | grep -vE '^[<>] (@testable )?import PrefsKit' || true)
[ -z "$changed" ] || { echo "error: lines other than imports changed:"; echo "$changed"; exit 1; }

cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "PrefsKitTestsCheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$library")],
    targets: [
        .testTarget(
            name: "PrefsKitCoreTests",
            dependencies: [.product(name: "PrefsKitCompatibility", package: "prefs")]),
        .testTarget(
            name: "PrefsKitTypesTests",
            dependencies: [.product(name: "PrefsKitCompatibility", package: "prefs")]),
    ]
)
SWIFT

echo "PrefsKit $revision: $files test files (MacroTests.swift left out), imports changed to PrefsKitCompatibility"
failed=0
if ! (cd "$package" && swift build --build-tests >"$work/build.log" 2>&1); then
    grep -E '^/.*: error: ' "$work/build.log" | sed -E "s|^$package/Tests/||" | sort -u | tee "$work/errors" | head -80
    failed=$(cut -d: -f1 "$work/errors" | sort -u | wc -l)
    [ "$failed" -gt 0 ] || { tail -40 "$work/build.log"; exit 1; }
    echo "error: $failed of $files PrefsKit test files did not compile ($(wc -l <"$work/errors") errors);" \
        "the others are built and run without them" >&2
    cut -d: -f1 "$work/errors" | sort -u | while IFS= read -r file; do rm "$package/Tests/$file"; done
    (cd "$package" && swift build --build-tests >"$work/build.log" 2>&1) || { tail -40 "$work/build.log"; exit 1; }
fi
if [ "$run" = "--run" ]; then
    mkdir -p "$work/home"
    (cd "$package" && HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" swift test --skip-build \
        >"$work/test.log" 2>&1) || failed=$((failed + 1))
    # Each failing test once (its issues are in the log above it), then the totals.
    grep -E '✘ Test .* failed after' "$work/test.log" | grep -v '✘ Test run with' | sed -E 's/ failed after.*//; s/^✘ Test //' | sort -u |
        sed 's/^/failed: /'
    grep -E 'Test run with|Executed' "$work/test.log" | tail -2
fi
[ "$failed" -eq 0 ] || exit 1
echo "PrefsKit tests check passed"
