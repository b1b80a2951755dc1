#!/usr/bin/env bash
# The consumer-package check: the README's quick start, pasted into a new package that depends on a tagged copy of
# this repository by version (`from: "1.0.0"`), builds and prints what the README
# says it prints. The package also depends on the opt-in products (PrefsCommandLine, PrefsKitCompatibility), so their
# manifests resolve and they build as a dependency; a second file uses each.
#
#   Scripts/check-consumer-package.sh [--build-system native|swiftbuild]
#
# Copies the working tree's tracked and untracked-but-not-ignored files (so uncommitted changes are checked), builds
# from scratch (about a minute on 2 cores) and prints "consumer package check passed". .ci/run runs it after
# `swift test`; it is not a unit test because it builds the whole library a second time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_system=()
case "${1:-}" in
    "") ;;
    --build-system) build_system=(--build-system "$2") ;;
    *) echo "usage: $0 [--build-system native|swiftbuild]" >&2; exit 2 ;;
esac
work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

# A release of the working tree: its files in a new repository, tagged 1.0.0.
library="$work/prefs"
"$root/Scripts/copy-working-tree.sh" "$root" "$library"
git -C "$library" init -q
git -C "$library" add -A
git -C "$library" -c user.email=ci@prefs -c user.name=ci commit -qm release
git -C "$library" tag 1.0.0

# The README's first swift block (the quick start) and the block after "Output:".
block() { awk -v marker="$1" -v fence="$2" '
    index($0, marker) { found = 1; next }
    found && !inside && $0 == "```" fence { inside = 1; next }
    inside && /^```/ { exit }
    inside { print }' "$root/README.md"; }
app="$work/app"
mkdir -p "$app/Sources/App"
block "# Prefs" swift >"$app/Sources/App/main.swift"
block "Output:" "" >"$work/expected"
[ -s "$app/Sources/App/main.swift" ] && [ -s "$work/expected" ] || { echo "error: README quick start not found" >&2; exit 1; }
cat >"$app/Sources/App/OptIn.swift" <<'SWIFT'
import PrefsCommandLine
import PrefsKitCompatibility

// The opt-in products, used: PrefsKit's closure coding and the command engine's file location.
let hexCoding = PrefsCoding<UInt32, String>(encode: { String($0, radix: 16) }, decode: { UInt32($0, radix: 16) })
let location = PrefsFileLocation.userConfig(directory: "app", name: "prefs.json")
SWIFT
cat >"$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "App",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "file://$library", from: "1.0.0")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Prefs", package: "prefs"),
                .product(name: "PrefsCommandLine", package: "prefs"),
                .product(name: "PrefsKitCompatibility", package: "prefs"),
            ])
    ]
)
SWIFT
(cd "$app" && swift build ${build_system[@]+"${build_system[@]}"} >"$work/build.log" 2>&1) || {
    cat "$work/build.log"; echo "error: the consumer package did not build" >&2; exit 1; }
# Swift Build's partial link of each library target passes clang `-rdynamic`, which an `ld -r` link does not use: a
# warning of the toolchain's for every library target, even in a package with no flags (Docs/Contributing.md).
if grep -E "warning:" "$work/build.log" | grep -v "^warning: '.*': found .* file(s) which are unhandled" |
    grep -vF "clang: warning: argument unused during compilation: '-rdynamic' [-Wunused-command-line-argument]"; then
    echo "error: the consumer package built with warnings" >&2; exit 1
fi
(cd "$app" && swift run ${build_system[@]+"${build_system[@]}"} --quiet App) >"$work/output"
if ! diff -u "$work/expected" "$work/output"; then
    echo "error: the quick start printed something else than the README says" >&2; exit 1
fi
echo "consumer package check passed"
