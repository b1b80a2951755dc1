#!/usr/bin/env bash
# What a contributor with a Mac runs to check what this project, built and tested on Linux, cannot see: the build
# with SwiftPM's native build system, with Swift Build (`--build-system swiftbuild`) and with `xcodebuild` when Xcode is
# installed; the whole test suite; and probes of the behaviours that differ on Apple platforms — which UserDefaults
# domains a storage holds and reads, how many descriptors a watched file holds and what happens past the limit, and
# whether writes use F_FULLFSYNC. Docs/Architecture.md ("On Apple platforms") describes the expected output.
#
#   Scripts/check-on-mac.sh                 # everything (about 5 minutes on an Apple silicon laptop)
#   Scripts/check-on-mac.sh --probes-only   # only the probes; they run on Linux too, for checking this script
#
# Elsewhere than macOS it says what it skips and why, and exits 0. On macOS each step prints "ok: …" or
# "DIFFERS: …", and the script ends with "check-on-mac: passed" (exit 0) or the number of steps that differ (exit 1).
# Nothing is left behind: the scratch package and files are in a temporary directory, and the probes remove the
# UserDefaults keys they write.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
probes_only=false
case "${1:-}" in
    "") ;;
    --probes-only) probes_only=true ;;
    *) echo "usage: $0 [--probes-only]" >&2; exit 2 ;;
esac

if [ "$(uname -s)" != Darwin ] && ! $probes_only; then
    echo "check-on-mac: this is $(uname -s), not macOS; nothing here is what this script checks. Skipped:"
    echo "  - swift build, swift build --build-system swiftbuild, swift test: .ci/run runs them on this system"
    echo "  - xcodebuild: Xcode exists only on macOS"
    echo "  - the UserDefaults probe: the global domain and cfprefsd exist only on Apple platforms"
    echo "    (the Linux behaviour is UserDefaultsStorageTests' in swift test)"
    echo "  - the descriptor probe: kqueue watches, two descriptors per file, exist only on Apple platforms"
    echo "    (Linux shares one inotify descriptor; WatchFallbackTests injects the fallback)"
    echo "  - the durability probe: F_FULLFSYNC exists only on Apple platforms"
    echo "Run it on a Mac (Docs/Architecture.md, \"On Apple platforms\"), or with --probes-only to try the probes here."
    exit 0
fi

failures=0
ok() { echo "ok: $*"; }
differs() { echo "DIFFERS: $*"; failures=$((failures + 1)); }
work=$(mktemp -d "${TMPDIR:-/tmp}/prefs-check-on-mac.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$root" || exit 1

# A build step: runs the command, shows its last lines if it fails, and fails on any warning but the toolchain's
# `-rdynamic` one, which Swift Build gives every library target (Docs/Contributing.md).
build() {
    local name=$1
    shift
    if ! "$@" >"$work/$name.log" 2>&1; then
        grep -vE '^\[[0-9]+/[0-9]+\]' "$work/$name.log" | tail -30
        differs "$name failed"
        return
    fi
    local warnings
    warnings=$(grep -E "warning:" "$work/$name.log" |
        grep -vF "clang: warning: argument unused during compilation: '-rdynamic' [-Wunused-command-line-argument]" |
        sort -u)
    if [ -n "$warnings" ]; then
        echo "$warnings"
        differs "$name printed warnings"
    else
        ok "$name: $(tail -1 "$work/$name.log")"
    fi
}

if ! $probes_only; then
    echo "== toolchain"
    xcrun swift --version 2>/dev/null || swift --version
    sw_vers 2>/dev/null | tr '\n' ' '
    echo

    echo "== swift build (native)"
    build "swift build" swift build --build-tests

    echo "== swift build --build-system swiftbuild"
    build "swift build --build-system swiftbuild" \
        swift build --build-system swiftbuild --scratch-path .build-swiftbuild --build-tests

    echo "== xcodebuild"
    if command -v xcodebuild >/dev/null 2>&1 && xcodebuild -version >/dev/null 2>&1; then
        build "xcodebuild" xcodebuild -scheme Prefs-Package -destination 'platform=macOS' \
            -derivedDataPath "$work/DerivedData" build
    else
        echo "skipped: xcodebuild is not installed, or only the Command Line Tools are selected (xcode-select -p)"
    fi

    echo "== swift test (the whole suite)"
    swift test --skip-build >"$work/test.log" 2>&1
    status=$?
    grep -E "^✘|error:" "$work/test.log" | head -40
    if [ "$status" -eq 0 ]; then
        ok "swift test: $(grep -E '^✔ Test run|^✘ Test run' "$work/test.log" | tail -1)"
    else
        differs "swift test exited with status $status: $(grep -E 'Test run' "$work/test.log" | tail -1)"
    fi
fi

# The probes: a scratch package that depends on a copy of this working tree, run as a command-line tool (no bundle
# identifier, like any tool a user writes).
echo "== probes (a scratch package depending on this working tree)"
"$root/Scripts/copy-working-tree.sh" "$root" "$work/prefs"
mkdir -p "$work/probe/Sources/Probe"
cat >"$work/probe/Package.swift" <<'SWIFT'
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "Probe",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../prefs")],
    targets: [.executableTarget(name: "Probe", dependencies: [.product(name: "Prefs", package: "prefs")])]
)
SWIFT
cat >"$work/probe/Sources/Probe/main.swift" <<'SWIFT'
import Foundation
import Prefs

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What a key reads, whether the storage lists it as stored, and where the value comes from.
func line(_ storage: UserDefaultsPrefsStorage, _ key: String) -> String {
    let read = storage.storageValue(forKey: key).map { "\($0)" } ?? "nothing"
    let listed = storage.storageValues()[key] == nil ? "not listed" : "listed"
    return "\(key): reads \(read), \(listed), source \(storage.source(forKey: key))"
}

/// Run with `-prefsCheckArgument wide`: the argument domain.
func userDefaultsProbe(suite: String) {
    let storage = UserDefaultsPrefsStorage(suiteName: suite)
    storage.suite.register(defaults: ["prefsCheckRegistered": 1])
    storage.setValue(forKey: "prefsCheckOwn", to: 2)
    print("suite domain: \(storage.domainName ?? "nil")")
    for key in ["prefsCheckOwn", "prefsCheckRegistered", "prefsCheckArgument", "AppleLanguages"] {
        print(line(storage, key))
    }
    print("suite stored keys: \(storage.storageValues().keys.sorted())")
    let object = UserDefaultsPrefsStorage(UserDefaults(suiteName: suite)!)
    print("object domain: \(object.domainName ?? "nil"), stored keys: \(object.storageValues().keys.sorted())")
    let exported = (try? storage.exportString(format: .json)) ?? "export failed"
    print("export: \(exported.split(separator: "\n").joined(separator: " "))")
    let standard = UserDefaultsPrefsStorage()
    standard.setValue(forKey: "prefsCheckStandard", to: 3)
    print("standard domain: \(standard.domainName ?? "nil")")
    print("standard stored keys include prefsCheckStandard: \(standard.storageValues()["prefsCheckStandard"] != nil)")
}

/// Counts the `.pollingFile` issues, with the storage each came after.
final class PollingReports: @unchecked Sendable {
    // `@unchecked`: `lines` is only touched with `lock` held.
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    var handler: PrefsIssueHandler {
        PrefsIssueHandler { issue in
            if case .pollingFile = issue.outcome { self.lock.withLock { self.lines.append("\(issue)") } }
        }
    }
}

func openDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count) ?? -1
}

/// Creates `count` watched JSON file storages, each over an existing file of one directory.
func descriptorsProbe(count: Int) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-check-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = (0..<count).map { directory.appendingPathComponent("prefs\($0).json") }
    for file in files { try? Data("{}\n".utf8).write(to: file) }
    let reports = PollingReports()
    var storages: [JSONFilePrefsStorage] = []
    // The first ten start what watching shares (Dispatch's kqueue, or the inotify descriptor); the next ten are counted.
    for file in files.prefix(10) { storages.append(JSONFilePrefsStorage(file: file, issues: reports.handler)) }
    let before = openDescriptors()
    for file in files[10..<20] { storages.append(JSONFilePrefsStorage(file: file, issues: reports.handler)) }
    print("descriptors per watched file: \(Double(openDescriptors() - before) / 10)")
    var firstPolling: Int?
    for (index, file) in files.enumerated().dropFirst(20) {
        storages.append(JSONFilePrefsStorage(file: file, issues: reports.handler))
        if firstPolling == nil, !reports.all.isEmpty { firstPolling = index + 1 }
    }
    var limit = rlimit()
    #if canImport(Darwin)
        getrlimit(RLIMIT_NOFILE, &limit)
    #else
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #endif
    let lines = reports.all
    print("soft limit: \(limit.rlim_cur); storages: \(count); the first to poll: \(firstPolling.map(String.init) ?? "none")")
    print("polling reports: \(lines.count), one per storage that polls: \(lines.count == count - (firstPolling ?? count + 1) + 1)")
    if let first = lines.first { print("first report: \(first)") }
    storages.removeAll()
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "userdefaults": userDefaultsProbe(suite: arguments[2])
case "descriptors": descriptorsProbe(count: Int(arguments[2]) ?? 150)
default:
    print("usage: Probe userdefaults SUITE [-prefsCheckArgument VALUE] | descriptors COUNT")
    exit(2)
}
SWIFT
if ! (cd "$work/probe" && swift build >"$work/probe.log" 2>&1); then
    tail -30 "$work/probe.log"
    differs "the probe package did not build"
else
    probe="$work/probe/.build/debug/Probe"
    on_mac=false
    [ "$(uname -s)" = Darwin ] && on_mac=true

    echo "-- UserDefaults domains"
    suite="com.example.prefs-check-$$"
    "$probe" userdefaults "$suite" -prefsCheckArgument wide >"$work/defaults.out" 2>&1
    cat "$work/defaults.out"
    expect() {  # expect DESCRIPTION PATTERN FILE
        if grep -qE -- "$2" "$3"; then ok "$1"; else differs "$1 (expected a line matching: $2)"; fi
    }
    expect "a registered default reads but is not stored" \
        '^prefsCheckRegistered: reads 1, not listed, source UserDefaults NSRegistrationDomain$' "$work/defaults.out"
    expect "a launch argument reads but is not stored" \
        '^prefsCheckArgument: reads "wide", not listed, source argument$' "$work/defaults.out"
    expect "only the suite's own key is stored and exported" '^suite stored keys: \["prefsCheckOwn"\]$' \
        "$work/defaults.out"
    expect "the export holds the suite's own key only" '^export: \{ +"prefsCheckOwn": 2 \}$' "$work/defaults.out"
    expect "a suite object without its name holds the suite's own key" \
        'stored keys: \[(.*, )?"prefsCheckOwn"(, .*)?\]$' <(grep '^object domain' "$work/defaults.out")
    expect ".standard holds its own domain" '^standard stored keys include prefsCheckStandard: true$' \
        "$work/defaults.out"
    domain=$(sed -n 's/^standard domain: //p' "$work/defaults.out")
    if $on_mac; then
        expect "a global value reads but is not stored" \
            '^AppleLanguages: (reads .*, not listed, source UserDefaults NSGlobalDomain|reads nothing, not listed, source default)$' \
            "$work/defaults.out"
        expect "an object's suite name is unknown on Apple platforms" '^object domain: nil,' "$work/defaults.out"
        if ! grep -q '^object domain: nil, stored keys: \["prefsCheckOwn"\]$' "$work/defaults.out"; then
            echo "note: the suite object without its name also holds the keys above, which no domain it can ask for"
            echo "      gives (system-wide or per-host global preferences): expected, see Docs/Storage.md"
        fi
        # The domain of a tool without a bundle identifier is its process's name, and `defaults` finds the key there.
        if [ "$(defaults read "$domain" prefsCheckStandard 2>/dev/null)" = 3 ]; then
            ok ".standard's domain of a tool without a bundle identifier is its name ($domain)"
        else
            differs ".standard's domain: 'defaults read $domain prefsCheckStandard' does not give 3"
        fi
        defaults delete "$domain" prefsCheckStandard >/dev/null 2>&1
        defaults delete "$suite" >/dev/null 2>&1
    else
        # swift-corelibs-foundation: the files live in ~/.config (or $XDG_CONFIG_HOME); remove what the probe wrote.
        config=${XDG_CONFIG_HOME:-$HOME/.config}
        rm -f "$config/$suite.plist" "$config/$domain.plist"
        echo "(not macOS: no global domain to probe, and the suite object's name is read where Foundation keeps it)"
    fi

    echo "-- descriptors of watched files"
    (ulimit -n 256 && "$probe" descriptors 150) >"$work/descriptors.out" 2>&1
    cat "$work/descriptors.out"
    if $on_mac; then
        expect "two descriptors per watched file (kqueue: its directory and itself)" \
            '^descriptors per watched file: 2\.0$' "$work/descriptors.out"
        expect "past the limit storages poll" 'the first to poll: [0-9]+$' "$work/descriptors.out"
    else
        expect "no descriptor per watched file (one inotify descriptor for the process)" \
            '^descriptors per watched file: 0\.[0-9]+$' "$work/descriptors.out"
    fi
    expect "each storage that polls says so once" 'one per storage that polls: true$' "$work/descriptors.out"

    echo "-- durability"
    if grep -rq "F_FULLFSYNC" "$root/Sources"; then
        ok "writes use F_FULLFSYNC on Apple platforms (the crash test in swift test exercises them)"
    else
        echo "note: writes call fsync(2), not fcntl(F_FULLFSYNC): on Apple platforms fsync hands the data to the drive"
        echo "      but does not flush the drive's cache, so a power loss (not a crash of the process or of the system)"
        echo "      may lose the last write. Nothing to probe: see Docs/Architecture.md, \"On Apple platforms\"."
    fi
fi

echo
if [ "$failures" -eq 0 ]; then
    echo "check-on-mac: passed"
    exit 0
fi
echo "check-on-mac: $failures step(s) differ from Docs/Architecture.md (\"On Apple platforms\"); please report them"
exit 1
