#!/usr/bin/env bash
# The manifest stays plain, and nothing reaches into the toolchain (Docs/Architecture.md, "The macro plugin"):
# - Package.swift imports only PackageDescription and CompilerPluginSupport (which declares `.macro` targets), has no
#   `unsafeFlags`, no package dependency, and reads nothing of the machine it is evaluated on (no environment, files,
#   processes or loaded libraries: the old toolchain lookup did all four);
# - no file of Package.swift, Sources or Tests names SwiftSyntax, `unsafeFlags` or `@_spi(`.
# Prints "plain manifest check passed", or each finding and exits 1.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=0
fail() { echo "FAILED: $1"; failed=1; }

imports=$(grep -nE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' Package.swift |
    grep -vE 'import (PackageDescription|CompilerPluginSupport)$')
[ -z "$imports" ] || fail "Package.swift imports more than PackageDescription and CompilerPluginSupport:
$imports"
for word in unsafeFlags '\.package\(' getenv environment ProcessInfo '/proc' dyld xcrun 'Process\(' fopen 'open\(' realpath; do
    found=$(grep -nE "$word" Package.swift | grep -vE '^[0-9]+:[[:space:]]*//')
    [ -z "$found" ] || fail "Package.swift uses '$word':
$found"
done
head -1 Package.swift | grep -qE '^// swift-tools-version: ?6\.0$' || fail "Package.swift's tools version is not 6.0: $(head -1 Package.swift)"
toolchain=$(grep -rnE 'SwiftSyntax|unsafeFlags|_spi\(' Package.swift Sources Tests)
[ -z "$toolchain" ] || fail "SwiftSyntax, unsafeFlags or _spi( in the package:
$(echo "$toolchain" | cut -c1-200 | head -20)"
[ "$failed" -eq 0 ] && echo "plain manifest check passed"
exit "$failed"
