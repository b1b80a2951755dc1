#!/usr/bin/env bash
# Measures Prefs' build and test times as a newcomer's machine sees them, as Docs/Performance.md reports them.
#
#   Scripts/build-times.sh [--rev REV] [--runs N] [build] [tests] [test] [client]
#
#   build   clean `swift build` in a fresh clone
#   tests   clean `swift build --build-tests` in a fresh clone
#   test    `swift test` in a fresh clone (the README's test command; it runs every test)
#   client  a new package with a five-line schema that depends on the Prefs product by version (a tagged copy of the
#           clone): clean `swift build`
#
# Every run starts from nothing: a new clone (or `.build` removed), a new empty HOME and an empty XDG_CACHE_HOME,
# so no SwiftPM cache and no module cache of any kind is reused. Each measurement runs N times (default 3) and the
# median is printed with the range. With no measurement named, runs `build`, `tests`, `test` and `client`. REV
# (default HEAD) is what gets cloned, so uncommitted changes are not measured and any older commit can be measured
# the same way (`--rev c8f8f31`). Each figure is wall time, CPU time (user + system, all processes) and the largest
# resident size of one process. Hold the machine alone while this runs (on a shared machine, e.g.
# `flock -o /path/to/build.lock Scripts/build-times.sh`): other builds change wall times.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rev=HEAD
runs=3
what=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rev) rev=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        build | tests | test | client) what+=("$1"); shift ;;
        *) echo "usage: $0 [--rev REV] [--runs N] [build] [tests] [test] [client]" >&2; exit 2 ;;
    esac
done
[ ${#what[@]} -gt 0 ] || what=(build tests test client)

work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-build-times.XXXXXX")
trap 'rm -rf "$work"' EXIT
git -c advice.detachedHead=false clone --quiet "$repo" "$work/prefs"
git -C "$work/prefs" -c advice.detachedHead=false checkout --quiet "$(git -C "$repo" rev-parse "$rev")"
commit=$(git -C "$work/prefs" log -1 --format='%h %s' | cut -c1-80)
cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//' || sysctl -n machdep.cpu.brand_string)
echo "Prefs at $commit"
echo "$(swift --version 2>/dev/null | head -1); $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores ($cpu)"

# measure LABEL DIRECTORY COMMAND...: runs COMMAND in DIRECTORY with a new empty HOME and XDG_CACHE_HOME; appends
# "wall cpu rss" to $work/LABEL.
measure() {
    local label=$1 directory=$2
    shift 2
    local home
    home=$(mktemp -d "$work/home.XXXXXX")
    mkdir -p "$home/cache"
    local log="$work/last.log" times="$work/times" start end status=0
    start=$(date +%s.%N)
    if [ -x /usr/bin/time ] && /usr/bin/time -f '' true 2>/dev/null; then
        (cd "$directory" && HOME="$home" XDG_CACHE_HOME="$home/cache" /usr/bin/time -f '%U %S %M' -o "$times" "$@") \
            >"$log" 2>&1 || status=$?
    else
        (cd "$directory" && HOME="$home" XDG_CACHE_HOME="$home/cache" "$@") >"$log" 2>&1 || status=$?
        echo "0 0 0" >"$times"
    fi
    end=$(date +%s.%N)
    if [ "$status" -ne 0 ]; then
        echo "$label: FAILED with status $status"
        # The failing tests' issues and the compiler's errors first (a long test log's tail may not hold them).
        grep -E 'recorded an issue|error:' "$log" | grep -v 'known issue' | head -20 || true
        tail -20 "$log"
        exit 1
    fi
    read -r user system rss <"$times"
    awk -v s="$start" -v e="$end" -v u="$user" -v y="$system" -v r="$rss" \
        'BEGIN { printf "%.1f %.1f %d\n", e - s, u + y, r / 1024 }' >>"$work/$label"
    printf '  %-28s run %d: %s s wall, %s s CPU, %s MiB\n' "$label" "$(wc -l <"$work/$label")" \
        $(tail -1 "$work/$label")
}

# summary LABEL: the median wall time of LABEL's runs, with the range and the median CPU time.
summary() {
    sort -n "$work/$1" | awk -v label="$1" '
        { wall[NR] = $1; cpu[NR] = $2; rss[NR] = $3 }
        END { m = int((NR + 1) / 2);
              printf "%-28s median %6.1f s wall (%.1f to %.1f), %6.1f s CPU, %5d MiB, %d runs\n",
                     label, wall[m], wall[1], wall[NR], cpu[m], rss[m], NR }'
}

fresh_clone() {
    rm -rf "$work/run"
    git -c advice.detachedHead=false clone --quiet "$work/prefs" "$work/run"
}

make_client() {
    local library="$work/prefs-release" client="$work/client"
    rm -rf "$library" "$client"
    git -c advice.detachedHead=false clone --quiet "$work/prefs" "$library"
    git -C "$library" tag 1.0.0
    mkdir -p "$client/Sources/Client"
    cat >"$client/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Client",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "file://$library", from: "1.0.0")],
    targets: [.executableTarget(name: "Client", dependencies: [.product(name: "Prefs", package: "prefs-release")])]
)
SWIFT
    cat >"$client/Sources/Client/main.swift" <<'SWIFT'
import Prefs

@PrefsSchema final class ClientPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var launches: Int = 0
}

let prefs = ClientPrefs()
prefs.launches += 1
print(prefs.launches)
SWIFT
}

labels=()
for item in "${what[@]}"; do
    for _ in $(seq "$runs"); do
        case "$item" in
            build) fresh_clone; measure "swift build" "$work/run" swift build ;;
            tests) fresh_clone; measure "swift build --build-tests" "$work/run" swift build --build-tests ;;
            test) fresh_clone; measure "swift test (fresh clone)" "$work/run" swift test ;;
            client) make_client; measure "client: swift build" "$work/client" swift build ;;
        esac
    done
    case "$item" in
        build) labels+=("swift build") ;;
        tests) labels+=("swift build --build-tests") ;;
        test) labels+=("swift test (fresh clone)") ;;
        client) labels+=("client: swift build") ;;
    esac
done

echo
echo "Summary (Prefs at $commit; new HOME and empty XDG_CACHE_HOME each run):"
for label in "${labels[@]}"; do summary "$label"; done
