#!/usr/bin/env bash
# `archkit fix` on a copy of one repository of the corpus, as docs/real-repositories.md
# measures it: the implicit- and unused-dependency findings before and after, the fixes made
# and the findings left alone (by reason), whether every finding left after the fix is one
# fix listed, whether `git diff` touches only Package.swift files, whether SwiftPM's
# dump-package of every edited manifest differs from the original's by exactly the fixes,
# and whether a second run changes nothing. Extra arguments go to check and fix
# (`--include-tests`).
#
#   docs/first-run/fix-figures.sh ARCHKIT CORPUS REPO [ARGS...]
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); corpus=$(cd "$2" && pwd); repo=$3; shift 3
out=${OUT:-/tmp/archkit-fix-figures}
w=$out/$repo; rm -rf "$w"; mkdir -p "$out"; git clone -q "$corpus/$repo" "$w"
export TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/archkit-fix-figures.XXXXXX")
"$bin" check "$w" --format json "$@" > "$out/$repo.before.json" 2>/dev/null
"$bin" fix "$w" --format json --dry-run "$@" > "$out/$repo.plan.json" 2>/dev/null
start=$(date +%s.%N); "$bin" fix "$w" "$@" > "$out/$repo.fix.txt" 2>&1; status=$?; end=$(date +%s.%N)
echo "fix exit $status in $(echo "$end - $start" | bc) s"
"$bin" check "$w" --format json "$@" > "$out/$repo.after.json" 2>/dev/null
git -C "$w" diff > "$out/$repo.diff"
"$bin" fix "$w" "$@" > "$out/$repo.again.txt" 2>&1
git -C "$w" diff | cmp -s - "$out/$repo.diff" && echo "second run: $(tail -1 "$out/$repo.again.txt")" || echo "second run: CHANGED FILES"
echo "files changed: $(git -C "$w" diff --name-only | grep -vc 'Package.swift$') besides Package.swift, $(git -C "$w" diff --name-only | grep -c 'Package.swift$') manifests"
python3 - "$out/$repo" <<'PY'
import collections, json, re, sys
r = sys.argv[1]
rules = ('implicit-dependency', 'unused-dependency')
def findings(path):
    return [d for d in json.load(open(path))['diagnostics'] if d['rule'] in rules]
before, after, plan = findings(f'{r}.before.json'), findings(f'{r}.after.json'), json.load(open(f'{r}.plan.json'))
count = lambda ds: '/'.join(str(sum(d['rule'] == rule for d in ds)) for rule in rules)
print(f"implicit/unused before {count(before)}, after {count(after)}")
print(f"fixes {len(plan['fixes'])}: " + ', '.join(f'{v} {k}' for k, v in collections.Counter(f['rule'] for f in plan['fixes']).items()))
reasons = collections.Counter(re.sub(r"\b[A-Z][\w.-]*(/[\w.@-]+)*|'[^']*'|\d+", 'X', a['reason']) for a in plan['leftAlone'])
print(f"left alone {len(plan['leftAlone'])}:")
for reason, n in reasons.most_common(): print(f'  {n:4d} {reason}')
left = {(a['finding']['file'], a['finding']['line']) for a in plan['leftAlone'] if a.get('finding')}
unlisted = [d for d in after if (d.get('file'), d.get('line')) not in left]
print(f"findings after the fix that fix did not list: {len(unlisted)}")
for d in unlisted[:5]: print('  ', d['rule'], d.get('file'), d.get('line'), d['message'][:100])
print(f"notes {len(plan['notes'])}")
PY
# SwiftPM's reading of each edited manifest against the original's: the change per target
# must be exactly the fixes made there.
for m in $(git -C "$w" diff --name-only | grep 'Package.swift$'); do
  dir=$(dirname "$m")
  # dump-package reads the manifest alone: the original goes in a folder of the same name.
  folder=$TMPDIR/original/$(basename "$(cd "$w/$dir" && pwd)"); mkdir -p "$folder"
  git -C "$w" show "HEAD:$m" > "$folder/Package.swift"
  python3 - "$w/$dir" "$folder" "$out/$repo.plan.json" "$m" <<'PY'
import collections, json, re, subprocess, sys
edited, original, plan, manifest = sys.argv[1:]
def deps(folder):
    run = subprocess.run(['swift', 'package', '--package-path', folder, 'dump-package'], capture_output=True, text=True)
    if run.returncode: return None
    return {t['name']: collections.Counter(list(d.values())[0][0] for d in t['dependencies']) for t in json.loads(run.stdout)['targets']}
after, before = deps(edited), deps(original)
if after is None or before is None:
    print(f'{manifest}: dump-package failed'); sys.exit()
expected = {name: collections.Counter(c) for name, c in before.items()}
for fix in json.load(open(plan))['fixes']:
    m = re.match(r'(add|remove) (\S+) (to|from) (\S+)$', fix['summary'])
    if fix['file'] != manifest or not m: continue
    expected[m[4]][m[2]] += 1 if m[1] == 'add' else -1
expected = {name: +c for name, c in expected.items()}
print(f"{manifest}: dump-package {'agrees' if expected == {n: +c for n, c in after.items()} else 'DIFFERS'}")
PY
  rm -rf "$TMPDIR/original"
done
rm -rf "$TMPDIR"
