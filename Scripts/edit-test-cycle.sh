#!/usr/bin/env bash
# Measures the edit–test cycle a contributor feels, as Docs/Performance.md reports it.
#
#   Scripts/edit-test-cycle.sh [--rev REV] [--runs N] [--filter SUITE]
#
# In a fresh clone of REV (default HEAD) with a new, empty HOME and XDG_CACHE_HOME: one `swift build --build-tests`
# to warm the build, then N times (default 3): change the body of one function of PrefsCore
# (`LayeredPrefsStorage.layerSource(forKey:)`, a new body each time; its signature and the module's interface stay
# the same), then time `swift build --build-tests` and `swift test --skip-build --filter SUITE` (default
# `LayeredStorageTests`, which calls it). Prints each run's wall and CPU time, the median, and the steps the
# incremental build ran (SwiftPM's `Compiling`, `Emitting`, `Linking` lines), which say what dominates. Hold the
# machine alone while it runs (`flock -o /path/to/build.lock Scripts/edit-test-cycle.sh`).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rev=HEAD
runs=3
filter=LayeredStorageTests
while [ $# -gt 0 ]; do
    case "$1" in
        --rev) rev=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --filter) filter=$2; shift 2 ;;
        *) echo "usage: $0 [--rev REV] [--runs N] [--filter SUITE]" >&2; exit 2 ;;
    esac
done

work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-edit-cycle.XXXXXX")
trap 'rm -rf "$work"' EXIT
git -c advice.detachedHead=false clone --quiet "$repo" "$work/prefs"
git -C "$work/prefs" -c advice.detachedHead=false checkout --quiet "$(git -C "$repo" rev-parse "$rev")"
mkdir -p "$work/home/cache"
export HOME="$work/home" XDG_CACHE_HOME="$work/home/cache"
cd "$work/prefs"
echo "Prefs at $(git log -1 --format='%h %s' | cut -c1-80)"
echo "$(swift --version 2>/dev/null | head -1); $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"

# timed LABEL COMMAND...: runs COMMAND, appends "wall cpu" to $work/LABEL, keeps its output in $work/LABEL.log.
timed() {
    local label=$1 start end
    shift
    start=$(date +%s.%N)
    if ! /usr/bin/time -f '%U %S' -o "$work/times" "$@" >"$work/$label.log" 2>&1; then
        grep -E 'error:|recorded an issue' "$work/$label.log" | head -20
        echo "$label failed"
        exit 1
    fi
    end=$(date +%s.%N)
    read -r user system <"$work/times"
    awk -v s="$start" -v e="$end" -v u="$user" -v y="$system" 'BEGIN { printf "%.1f %.1f\n", e - s, u + y }' \
        >>"$work/$label"
}

timed warm-up swift build --build-tests
echo "  warm-up build: $(tail -1 "$work/warm-up" | awk '{ print $1 " s wall, " $2 " s CPU" }')"
file=Sources/PrefsCore/Storage/Layers/LayeredPrefsStorage.swift
line='        sources.withLock { $0[key] } ?? .declaredDefault'
grep -qF "$line" "$file" || { echo "the function to edit is not in $file"; exit 1; }
for run in $(seq "$runs"); do
    # A new body each run: the same result, another constant.
    sed -i "s/^        sources.withLock { \$0\[key\] } ?? .*\$/        sources.withLock { \$0[key] } ?? (key.count < -$run ? .argument : .declaredDefault)/" "$file"
    timed build swift build --build-tests
    timed test swift test --skip-build --filter "$filter"
    echo "  run $run: build $(tail -1 "$work/build" | awk '{ print $1 " s wall, " $2 " s CPU" }');" \
        "test $(tail -1 "$work/test" | awk '{ print $1 " s wall, " $2 " s CPU" }')"
done
for label in build test; do
    sort -n "$work/$label" | awk -v label="$label" '
        { wall[NR] = $1; cpu[NR] = $2 }
        END { m = int((NR + 1) / 2); printf "%-6s median %.1f s wall (%.1f–%.1f), %.1f s CPU\n", label, wall[m], wall[1], wall[NR], cpu[m] }'
done
echo "steps of the last incremental build:"
grep -E '^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Linking|Write)' "$work/build.log" | sed 's/^/  /'
echo "the test run's summary:"
grep -E 'Test run with|Executed' "$work/test.log" | sed 's/^/  /'
