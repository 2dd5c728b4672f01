#!/usr/bin/env bash
# `archkit init`, then `archkit new feature NAME` (Order unless NAME is set) with no
# --template, on a copy of one repository of the corpus; prints init's template line, what
# new wrote, the findings the check after it adds, whether SwiftPM reads every manifest new
# wrote or edited, and whether each such package builds (packages with remote dependencies,
# which cannot be fetched here, are named and not built).
#
#   [NAME=Payment] docs/first-run/new-feature.sh ARCHKIT CORPUS REPO [SUBFOLDER]
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); corpus=$(cd "$2" && pwd); repo=$3; sub=${4:-.}
out=${OUT:-/tmp/archkit-new-feature}
w=$out/$repo; rm -rf "$w"; mkdir -p "$out"; git clone -q "$corpus/$repo" "$w"
cd "$w/$sub"
export TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/archkit-new-feature.XXXXXX")
"$bin" init > /dev/null 2>&1; echo "init: $(grep -E '^(template|root)' .archrules | tr '\n' ';')"
git add -A >/dev/null; git -c user.email=a@b -c user.name=m commit -qm init >/dev/null
"$bin" check --format json > $out/$repo.before.json 2>/dev/null
"$bin" new feature "${NAME:-Order}" > $out/$repo.new.txt 2>&1; echo "new exit $?"; tail -3 $out/$repo.new.txt
git status --short | head -20
"$bin" check --format json > $out/$repo.after.json 2>/dev/null
python3 - "$out/$repo" <<'PY'
import json,sys
r=sys.argv[1]
key=lambda d:(d['rule'],d['message'])
b={key(d) for d in json.load(open(f'{r}.before.json'))['diagnostics']}
a=[d for d in json.load(open(f'{r}.after.json'))['diagnostics'] if key(d) not in b]
print('new findings:', len(a))
for d in a[:8]: print('  ', d['rule'], d.get('file'), d['message'][:120])
PY
for m in $(git status --short --untracked-files=all | awk '{print $2}' | grep 'Package.swift$'); do
  package=$(dirname "$m")
  if ! swift package --package-path "$package" dump-package > "$TMPDIR/dump.json" 2>/dev/null; then echo "dump-package FAILED: $m"; continue; fi
  echo "dump-package ok: $m"
  if grep -q '"sourceControl"' "$TMPDIR/dump.json"; then echo "  not built: remote dependencies"; continue; fi
  if timeout 900 swift build --package-path "$package" > "$TMPDIR/build.log" 2>&1; then echo "  swift build ok"
  elif grep -q "Git command\|Failed to clone\|fetching" "$TMPDIR/build.log"; then echo "  not built: a package it depends on by path has remote dependencies"
  else echo "  swift build FAILED: $(grep -m1 -E '^/.*error:' "$TMPDIR/build.log" | sed "s|^$PWD/||")"; fi
done
rm -rf "$TMPDIR"
