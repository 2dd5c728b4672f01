#!/usr/bin/env bash
# The first-run measurement of docs/real-repositories.md: on each repository of a corpus,
# `archkit init` then `archkit check` as a new user runs them, and the same after the planted
# violations and look-alike decoys of planted/REPO.patch are applied on top of init's file.
#
#   docs/first-run/measure.sh ARCHKIT CORPUS OUT
#
# CORPUS holds one clone per repository, at the commits docs/real-repositories.md lists, named
# as the patches are. OUT receives, per repository: REPO.archrules (what init wrote),
# REPO.json (check on the repository as it is) and planted/REPO.json (check after the patch).
# `python3 docs/first-run/score.py OUT` then counts findings by rule, planted violations caught
# and decoys flagged.
set -euo pipefail
archkit=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
corpus=$(cd "$2" && pwd)
out=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/work" "$out/planted"
out=$(cd "$out" && pwd)
# SwiftPM and the Swift driver leave folders in the temporary folder; keep them in ours.
export TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/archkit-first-run.XXXXXX")
trap 'rm -rf "$TMPDIR"' EXIT
for patch in "$here"/planted/*.patch; do
  repo=$(basename "$patch" .patch)
  work=$out/work/$repo
  rm -rf "$work"
  git clone -q "$corpus/$repo" "$work"
  (cd "$work" && "$archkit" init > "$out/$repo.init.txt" 2>&1)
  cp "$work/.archrules" "$out/$repo.archrules"
  (cd "$work" && "$archkit" check --format json > "$out/$repo.json" 2> "$out/$repo.stderr" || true)
  git -C "$work" apply "$patch"
  (cd "$work" && "$archkit" check --format json > "$out/planted/$repo.json" 2> "$out/planted/$repo.stderr" || true)
  echo "$repo"
done
