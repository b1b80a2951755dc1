#!/usr/bin/env bash
# Measures Prefs' build times from a clean clone, as Docs/Performance.md reports them.
#
#   Scripts/build-times.sh [--rev REV] [--runs N] [build] [tests] [test] [client]
#
#   build   clean `swift build`: cold (a new HOME, so no cache of any kind: a machine that has never built Prefs),
#           then warm (`rm -rf .build` only, so the toolchain module cache in ~/.cache/prefs is kept), N times each
#   tests   clean `swift build --build-tests`, cold and warm, N times each
#   test    `swift test` in a fresh clone, cold and warm, once each (it runs every test, so it takes minutes)
#   client  a new package with a five-line schema that depends on Prefs by version (a tagged copy of the clone):
#           clean `swift build`, cold and warm, N times each
#
# With no measurement named, runs `build` and `client`. REV (default HEAD) is what gets cloned, so uncommitted changes
# are not measured; any older commit can be measured the same way (`--rev 9edf27b`). Each figure is wall time, CPU
# time (user + system, all processes) and the largest resident size of one process. Runs alternate cold and warm so
# both see the same machine. On a machine shared with other builds, hold it alone while this runs, e.g.
# `flock -o /path/to/build.lock Scripts/build-times.sh`.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rev=HEAD
runs=2
what=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rev) rev=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        build | tests | test | client) what+=("$1"); shift ;;
        *) echo "usage: $0 [--rev REV] [--runs N] [build] [tests] [test] [client]" >&2; exit 2 ;;
    esac
done
[ ${#what[@]} -gt 0 ] || what=(build client)

work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-build-times.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone --quiet "$repo" "$work/prefs"
git -C "$work/prefs" checkout --quiet "$(git -C "$repo" rev-parse "$rev")"
commit=$(git -C "$work/prefs" log -1 --format='%h %s' | cut -c1-80)
echo "Prefs at $commit; $(swift --version 2>/dev/null | head -1); $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores"

home_number=0
# A new, empty HOME: no SwiftPM caches, no toolchain module cache.
new_home() {
    home_number=$((home_number + 1))
    home="$work/home-$home_number"
    mkdir -p "$home"
}

# measure LABEL DIRECTORY COMMAND...: runs COMMAND in DIRECTORY after `rm -rf .build`, with HOME=$home.
measure() {
    local label=$1 directory=$2
    shift 2
    rm -rf "$directory/.build"
    local log="$work/$label.log" times="$work/times"
    local start end status=0
    start=$(date +%s.%N)
    if [ -x /usr/bin/time ] && /usr/bin/time -f '' true 2>/dev/null; then
        (cd "$directory" && HOME="$home" /usr/bin/time -f '%U %S %M' -o "$times" "$@") >"$log" 2>&1 || status=$?
    else
        (cd "$directory" && HOME="$home" "$@") >"$log" 2>&1 || status=$?
        echo "? ? ?" >"$times"
    fi
    end=$(date +%s.%N)
    read -r user system rss <"$times"
    if [ "$status" -ne 0 ]; then
        echo "$label: FAILED with status $status (log: $log)"
        tail -20 "$log"
        trap - EXIT
        exit 1
    fi
    awk -v label="$label" -v start="$start" -v end="$end" -v user="$user" -v sys="$system" -v rss="$rss" \
        'BEGIN { cpu = (user == "?") ? "?" : sprintf("%.1f", user + sys);
                 mem = (rss == "?") ? "?" : sprintf("%d", rss / 1024);
                 printf "%-34s %6.1f s wall  %6s s CPU  %5s MiB\n", label, end - start, cpu, mem }' |
        tee -a "$work/results"
}

# cold_and_warm NAME DIRECTORY COMMAND...: N times, a cold run in a new HOME, then a warm run in the same HOME.
cold_and_warm() {
    local name=$1
    shift
    for run in $(seq "$runs"); do
        new_home
        measure "$name, cold ($run)" "$@"
        measure "$name, warm ($run)" "$@"
    done
}

make_client() {
    local library="$work/prefs-release" client="$work/client"
    rm -rf "$library" "$client"
    git clone --quiet "$work/prefs" "$library"
    git -C "$library" tag 1.0.0
    mkdir -p "$client/Sources/Client"
    cat >"$client/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "Client",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "file://$library", from: "1.0.0")],
    targets: [.executableTarget(name: "Client", dependencies: [.product(name: "Prefs", package: "prefs")])]
)
EOF
    cat >"$client/Sources/Client/main.swift" <<'EOF'
import Prefs

@PrefsSchema final class ClientPrefs {
    @Storage var storage = .dictionary
    @StorageMode var storageMode = .cachedReadStorageWrite
    @Pref var launches: Int = 0
}

let prefs = ClientPrefs()
prefs.launches += 1
print(prefs.launches)
EOF
}

for item in "${what[@]}"; do
    case "$item" in
        build) cold_and_warm "swift build" "$work/prefs" swift build ;;
        tests) cold_and_warm "swift build --build-tests" "$work/prefs" swift build --build-tests ;;
        test)
            saved=$runs
            runs=1
            cold_and_warm "swift test (fresh clone)" "$work/prefs" swift test
            runs=$saved
            ;;
        client)
            make_client
            cold_and_warm "client: swift build" "$work/client" swift build
            ;;
    esac
done

echo
echo "Summary (Prefs at $commit):"
sort -s -t'(' -k1,1 "$work/results"
