#!/usr/bin/env bash
# Shows that a stale or damaged shared module cache (see `sharedModuleCache` in Package.swift) never breaks a build.
#
#   Scripts/check-module-cache.sh
#
# In a clean clone of HEAD, with a private copy of the toolchain's `usr/lib/swift/host` (PREFS_SWIFT_HOST_LIBS) and a
# private cache directory (PREFS_MODULE_CACHE), it builds Prefs (the plugin expands PrefsDemo's macros), then:
#   1. stale: changes the copied SwiftSyntax interface (as a toolchain update in place would) and builds from clean;
#      the cached SwiftSyntax module must be rebuilt, not used;
#   2. damaged: overwrites every cached module (Swift and C) with garbage or truncates it, and builds from clean;
#   3. damaged, incremental: damages the cache again and builds without cleaning, then cleans and builds once more.
# Every build must succeed with no warning. Prints "module cache check passed" at the end; about 2 minutes on 2 cores.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-module-cache.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift_path=$(command -v swift)
host=$(cd "$(dirname "$(readlink -f "$swift_path")")/../lib/swift/host" && pwd)
[ -d "$host/SwiftSyntax.swiftmodule" ] || { echo "no SwiftSyntax.swiftmodule in $host" >&2; exit 1; }

# A copy of the host directory: interfaces copied (so they can be changed), everything else linked.
copy="$work/toolchain/usr/lib/swift/host"
mkdir -p "$copy"
for item in "$host"/*; do
    if [[ "$item" == *.swiftmodule ]]; then cp -R "$item" "$copy/"; else ln -s "$item" "$copy/"; fi
done
export PREFS_SWIFT_HOST_LIBS="$copy" PREFS_MODULE_CACHE="$work/cache"

git clone --quiet "$repo" "$work/prefs"
cd "$work/prefs"

step=0
build() { # build DESCRIPTION [clean]
    step=$((step + 1))
    [ "${2:-}" = clean ] && rm -rf .build
    local log="$work/build-$step.log"
    if ! swift build >"$log" 2>&1; then
        echo "FAILED: $1 (log: $log)"
        tail -30 "$log"
        trap - EXIT
        exit 1
    fi
    if grep -q "warning:" "$log"; then
        echo "FAILED: $1 built with warnings (log: $log)"
        grep "warning:" "$log" | head
        trap - EXIT
        exit 1
    fi
    echo "ok: $1"
}

cached_syntax_module() { find "$PREFS_MODULE_CACHE" -name 'SwiftSyntax-*.swiftmodule' | head -1; }

build "cold build, empty cache" clean
module=$(cached_syntax_module)
[ -n "$module" ] || { echo "FAILED: the cache holds no SwiftSyntax module"; exit 1; }
echo "   cache: $(find "$PREFS_MODULE_CACHE" -type f | wc -l) files, $(du -sh "$PREFS_MODULE_CACHE" | cut -f1)"

# 1. Stale: the interface the cached module was built from changes.
before=$(stat -c %Y.%s "$module" 2>/dev/null || stat -f %m.%z "$module")
interface=$(ls "$copy"/SwiftSyntax.swiftmodule/*.private.swiftinterface 2>/dev/null | head -1)
[ -n "$interface" ] || interface=$(ls "$copy"/SwiftSyntax.swiftmodule/*.swiftinterface | head -1)
sleep 1
printf '\n// changed after the cache was filled\n' >>"$interface"
build "clean build after the SwiftSyntax interface changed" clean
after=$(stat -c %Y.%s "$(cached_syntax_module)" 2>/dev/null || stat -f %m.%z "$(cached_syntax_module)")
[ "$before" != "$after" ] || { echo "FAILED: the stale SwiftSyntax module was used, not rebuilt"; exit 1; }
echo "   the cached SwiftSyntax module was rebuilt"

damage() {
    local count=0
    while IFS= read -r -d '' file; do
        case $((count % 3)) in
            0) printf 'garbage' >"$file" ;;
            1) : >"$file" ;;
            2) head -c "$(($(wc -c <"$file") / 2))" "$file" >"$file.half" && mv "$file.half" "$file" ;;
        esac
        count=$((count + 1))
    done < <(find "$PREFS_MODULE_CACHE" -type f \( -name '*.swiftmodule' -o -name '*.pcm' \) -print0)
    echo "   damaged $count cached modules (garbage, empty or cut in half)"
}

# 2. Damaged, clean build.
damage
build "clean build with every cached module damaged" clean

# 3. Damaged, incremental build (nothing to rebuild in .build), then clean.
damage
build "incremental build with every cached module damaged"
build "clean build after that" clean

echo "module cache check passed"
