#!/usr/bin/env bash
# Copies the files git tracks or would track (tracked, and untracked but not ignored), as they are in the working
# tree, so that uncommitted changes are checked too.
#
#   Scripts/copy-working-tree.sh SOURCE DESTINATION
set -euo pipefail
source_root=$1 destination=$2
mkdir -p "$destination"
(cd "$source_root" && git ls-files -z --cached --others --exclude-standard) |
    while IFS= read -r -d '' file; do
        [ -e "$source_root/$file" ] || continue
        mkdir -p "$destination/$(dirname "$file")"
        cp -P "$source_root/$file" "$destination/$file"
    done
