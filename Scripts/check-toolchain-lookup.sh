#!/usr/bin/env bash
# The toolchain-lookup check (Docs/Architecture.md, "Finding them"): Package.swift must build the macros against the
# SwiftSyntax modules of the toolchain that evaluates it, whatever PATH says.
#
#   Scripts/check-toolchain-lookup.sh
#
# (a) A copy of the installed toolchain at another path (a tree of symbolic links, with real copies of the programs
#     and of the library that locate the toolchain: swift-driver, swift-package, lib/swift/pm/ManifestAPI), invoked by
#     absolute path with PATH=/usr/bin:/bin, builds the macro target with the copy's usr/lib/swift/host.
# (b) Decoys where the old lookup looked first (a `swift` on PATH whose ../lib/swift/host has SwiftSyntax.swiftmodule,
#     and /usr/lib/swift/host when it can be created) are not used.
# (c) The copy without SwiftSyntax.swiftmodule in its host directory stops with the manifest's one-sentence error,
#     although the installed toolchain has the modules.
# Every run uses a new HOME, TMPDIR and scratch path under one temporary directory, removed at the end (as is the
# /usr/lib/swift/host decoy). About a minute: (a) builds only PrefsMacros. .ci/run runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
installed=$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/../.." && pwd)  # the directory holding usr/
[ -f "$installed/usr/lib/swift/host/SwiftSyntax.swiftmodule" ] ||
    [ -d "$installed/usr/lib/swift/host/SwiftSyntax.swiftmodule" ] || {
    echo "error: $installed/usr/lib/swift/host has no SwiftSyntax.swiftmodule; nothing to check against" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-toolchain.XXXXXX")
system_decoy=""
cleanup() {
    rm -rf "$work"
    if [ -n "$system_decoy" ]; then rm -rf "$system_decoy"; rmdir /usr/lib/swift 2>/dev/null || true; fi
}
trap cleanup EXIT
fail() { echo "error: $*" >&2; exit 1; }

# The package: its tracked and untracked-but-not-ignored files.
package="$work/prefs"
"$root/Scripts/copy-working-tree.sh" "$root" "$package"

# The toolchain copy.
toolchain="$work/toolchain"
mkdir -p "$toolchain"
cp -rs "$installed/usr" "$toolchain/"
for file in "$installed"/usr/bin/*; do
    name=$(basename "$file")
    [ -d "$file" ] && continue
    rm -f "$toolchain/usr/bin/$name"
    if [ -L "$file" ]; then cp -P "$file" "$toolchain/usr/bin/$name"; else ln -s "$file" "$toolchain/usr/bin/$name"; fi
done
for name in swift-driver swift-package; do
    rm -f "$toolchain/usr/bin/$name"
    cp "$installed/usr/bin/$name" "$toolchain/usr/bin/$name"
done
rm -rf "$toolchain/usr/lib/swift/pm/ManifestAPI"
cp -r "$installed/usr/lib/swift/pm/ManifestAPI" "$toolchain/usr/lib/swift/pm/"

# Runs the copy's (or another) swift by absolute path, in the package, with a minimal environment of its own.
run() {
    local swift=$1 path=$2 name=$3; shift 3
    mkdir -p "$work/$name/home" "$work/$name/tmp"
    (cd "$package" && env -i HOME="$work/$name/home" TMPDIR="$work/$name/tmp" PATH="$path" \
        "$swift" "$@" --scratch-path "$work/$name/scratch" >"$work/$name.log" 2>&1)
}

echo "== (a) a toolchain copy at $toolchain, by absolute path, PATH=/usr/bin:/bin"
run "$toolchain/usr/bin/swift" /usr/bin:/bin a build --target PrefsMacros -v ||
    { tail -30 "$work/a.log"; fail "(a) the toolchain copy did not build PrefsMacros"; }
grep -q -- "-I $toolchain/usr/lib/swift/host " "$work/a.log" ||
    fail "(a) PrefsMacros was not compiled with -I $toolchain/usr/lib/swift/host"
grep -q "$installed/usr/lib/swift/host" "$work/a.log" &&
    fail "(a) the build used the installed toolchain's host directory, not the copy's"
echo "built with -I $toolchain/usr/lib/swift/host"

echo "== (b) decoys: a swift on PATH, and /usr/lib/swift/host"
decoy="$work/decoy"
mkdir -p "$decoy/bin" "$decoy/lib/swift/host/SwiftSyntax.swiftmodule"
printf '#!/bin/sh\necho decoy swift >&2\nexit 1\n' >"$decoy/bin/swift"
chmod +x "$decoy/bin/swift"
decoys=("$decoy/lib/swift/host")
if [ ! -e /usr/lib/swift/host ] && mkdir -p /usr/lib/swift/host/SwiftSyntax.swiftmodule 2>/dev/null; then
    system_decoy=/usr/lib/swift/host
    decoys+=(/usr/lib/swift/host)
else
    echo "note: /usr/lib/swift/host exists or cannot be created; only the PATH decoy is checked"
fi
run "$toolchain/usr/bin/swift" "$decoy/bin:/usr/bin:/bin" b package dump-package ||
    { cat "$work/b.log"; fail "(b) the manifest did not load with the decoys in place"; }
grep -q "\"$toolchain/usr/lib/swift/host\"" "$work/b.log" ||
    fail "(b) the manifest's flags do not name $toolchain/usr/lib/swift/host"
for path in "${decoys[@]}"; do
    grep -q "\"$path\"" "$work/b.log" && fail "(b) the manifest used the decoy $path"
done
echo "not used: ${decoys[*]}"

echo "== (c) the toolchain copy without SwiftSyntax.swiftmodule"
rm -rf "$toolchain/usr/lib/swift/host/SwiftSyntax.swiftmodule"
if run "$toolchain/usr/bin/swift" /usr/bin:/bin c package dump-package; then
    cat "$work/c.log"; fail "(c) the manifest loaded without the SwiftSyntax modules"
fi
sentence="error: Prefs builds its macros against the SwiftSyntax modules of the toolchain that builds it, and"
sentence+=" $toolchain/usr/lib/swift/host has no SwiftSyntax.swiftmodule: set PREFS_SWIFT_HOST_LIBS to that"
sentence+=" toolchain's usr/lib/swift/host directory."
grep -qxF "$sentence" "$work/c.log" || { cat "$work/c.log"; fail "(c) the one-sentence error is not there"; }
echo "$sentence"
echo "toolchain lookup check passed"
