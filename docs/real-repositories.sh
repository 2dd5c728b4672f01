#!/usr/bin/env bash
# Compares two archkit binaries on real repositories; see docs/real-repositories.md.
#
# Usage: docs/real-repositories.sh OLD_ARCHKIT NEW_ARCHKIT CORPUS OUT
#   CORPUS holds one work tree per repository, named as in REPOSITORIES below.
#   OUT receives every output, and OUT/tables.md (also printed) the tables of the page.
# Needs python3 with the `pbxproj` package, and `swift` on PATH for --manifests auto.
set -euo pipefail
[[ $# -eq 4 ]] || { sed -n 2,8p "$0"; exit 2; }
old=$(realpath "$1") new=$(realpath "$2") corpus=$(realpath "$3") out=$(realpath -m "$4")
oracle=$(realpath "$(dirname "$0")/../Tests/ArchXcodeTests/Oracle/pbxproj_oracle.py")
REPOSITORIES=(IceCubesApp Real-Clean-Architecture-in-iOS-Example hummingbird iOS-Clean-Architecture-MVVM
  iOS_Tutorials iOS_Tutorials/ScalablePackageNavigation-Level-2 isowords mastodon-ios
  swift-composable-architecture swift-format vapor)
mkdir -p "$out/rules" "$out/old" "$out/new" "$out/oracle" "$out/time"
cd "$corpus"
key() { echo "${1//\//+}"; }

# A: the repository as it is (none has a .archrules). SwiftPM evaluates every manifest that is
#    not literal, through archkit's launcher: --no-cache, so each run really starts it.
# S: the same, --manifests static.
# B: the .archrules `archkit init` proposes, passed with --config.
# C: B plus one `except` line for each finding the new binary reports under B.
# P: the same probe .archrules for every repository, below: runs of **/, brackets closed and
#    unclosed, a long ban-names list with suffixes inside suffixes, and except lines by path,
#    symbol, glob and layer, in an order where some only match findings already accepted.
run() { # binary-name mode repository
  local binary=${!1} k
  k=$(key "$3")
  local options=()
  case $2 in
    A) options=(--no-cache) ;;
    S) options=(--manifests static) ;;
    B) options=(--config "$out/rules/$k.archrules" --cache-dir "$out/cache-$1") ;;
    C) options=(--config "$out/rules/$k.except.archrules" --cache-dir "$out/cache-$1") ;;
    P) options=(--config "$out/rules/probe.archrules" --cache-dir "$out/cache-$1") ;;
  esac
  local command format
  for command in check:json graph:json check:xcode check:github; do
    format=${command#*:} command=${command%:*}
    local base="$out/$1/$k.$2.$command-$format" verbose=()
    [[ $format == json ]] || verbose=(--verbose --no-color)
    set +e
    "$binary" "$command" --format "$format" "${verbose[@]}" "${options[@]}" "$3" >"$base.out" 2>"$base.err"
    echo $? >"$base.rc"
    set -e
  done
}

expiry='owner @probe expires 2099-12-31 "probe"'
cat >"$out/rules/probe.archrules" <<RULES
exclude **/**/Fixtures/** **/**/**/Snapshots/** **/[Bb]enchmark*/** **/*[
layer Features = *Feature [A-M]*Feature* *Feature[
layer Clients  = *Client *Client[!s]* **/**/Client
layer Rest     = *
allow Features -> Clients Rest
allow Rest     -> Clients
ban-names Manager Helper Helpers Utils Util Tool Tools Handler Logic Processor Center View Model ViewModel Store Service er s
except rule banned-name path **/**/Sources/** $expiry
except rule banned-name symbol *[Vv]iew $expiry
except * -> *Client* $expiry
except Features -> Rest $expiry
except rule implicit-dependency path **/[A-M]*/** $expiry
except rule unused-dependency symbol * $expiry
except rule banned-name path ** $expiry
except rule layer-dependency path **/*[ $expiry
except rule unmatched-pattern symbol *[ $expiry
RULES

for repository in "${REPOSITORIES[@]}"; do
  k=$(key "$repository")
  "$new" init --print --no-cache "$repository" >"$out/rules/$k.archrules"
  for mode in A S B; do run old $mode "$repository"; run new $mode "$repository"; done
  python3 - "$out/rules/$k.archrules" "$out/new/$k.B.check-json.out" >"$out/rules/$k.except.archrules" <<'PY'
import json, re, sys
rules = open(sys.argv[1]).read()
glob = lambda word: re.sub(r'[\s*?\[\]]', '?', word)  # one character, whatever it is
lines = []
for finding in json.load(open(sys.argv[2]))['diagnostics']:
    if finding.get('dependency'):
        line = f"except {glob(finding['dependency']['from'])} -> {glob(finding['dependency']['to'])}"
    elif finding.get('symbol'):
        line = f"except rule {finding['rule']} symbol {glob(finding['symbol'])}"
    elif finding.get('file'):
        line = f"except rule {finding['rule']} path {glob(finding['file'])}"
    else:
        continue
    line += ' owner @measure expires 2099-12-31 "accepted to compare except matching"'
    if line not in lines:
        lines.append(line)
print(rules + '\n' + '\n'.join(lines))
PY
  for mode in C P; do run old $mode "$repository"; run new $mode "$repository"; done
done

# The oracle's reading of every Xcode project, relative to the corpus.
find . -name '*.xcodeproj' -not -path '*/.*' | sed 's|^\./||' | sort >"$out/oracle/projects.txt"
xargs python3 "$oracle" <"$out/oracle/projects.txt" >"$out/oracle/oracle.json"

# Timing: check, manifest cache warm for each binary; 11 rounds (the first a warm-up), each
# running every repository with both binaries, in alternating order, so that a change in the
# machine's load falls on both.
python3 - "$old" "$new" "$out" "${REPOSITORIES[@]}" <<'PY'
import json, subprocess, sys, time
binaries, out, repositories = {'old': sys.argv[1], 'new': sys.argv[2]}, sys.argv[3], sys.argv[4:]
seconds = {(side, repository): [] for side in binaries for repository in repositories}
for round in range(11):
    for repository in repositories:
        for side in (('old', 'new') if round % 2 else ('new', 'old')):
            command = [binaries[side], 'check', '--format', 'json', '--cache-dir', f'{out}/cache-{side}', repository]
            start = time.perf_counter()
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if round > 0:
                seconds[(side, repository)].append(time.perf_counter() - start)
json.dump({f'{side} {repository}': times for (side, repository), times in seconds.items()}, open(f'{out}/time/seconds.json', 'w'), indent=1)
PY

# The tables: old against new, the oracle, the timing.
python3 - "$out" "$corpus" "${REPOSITORIES[@]}" <<'PY' | tee "$out/tables.md"
import collections, json, os, re, statistics, sys

out, corpus, repositories = sys.argv[1], sys.argv[2], sys.argv[3:]
key = lambda repository: repository.replace('/', '+')
load = lambda side, repository, mode, command: json.load(open(f'{out}/{side}/{key(repository)}.{mode}.{command}-json.out'))
rc = lambda side, repository, mode, command: open(f'{out}/{side}/{key(repository)}.{mode}.{command}-json.rc').read().strip()


def facts(graph, check):
    """What is compared between the binaries, as sets."""
    ownership = {(location['file'], edge['from']) for edge in graph['edges'] if edge['kind'] == 'import'
                 for location in edge['locations']}
    finding = lambda d: (d['rule'], d['severity'], d['file'], d['line'], d['column'], d['message'])
    return {
        'modules': {(m['name'], m['kind'], m.get('path'), m.get('package')) for m in graph['modules']},
        'edges': {(e['from'], e['to'], e['kind']) for e in graph['edges']},
        'edge places': {(e['from'], e['to'], e['kind'], l['file'], l['line'], l['column'], l.get('condition'))
                        for e in graph['edges'] for l in e['locations']},
        'ownership': ownership,
        'findings': {finding(d) for d in check['diagnostics']},
        'graph findings': {finding(d) for d in graph['diagnostics']},
        'accepted': {finding(d) + (d['acceptedBy']['kind'], d['acceptedBy'].get('line')) for d in check['accepted']},
        'unread': {(u['file'], u['problem'], u['message']) for u in graph['unread']},
    }


def rule_counts(check):
    return collections.Counter(d['rule'] for d in check['diagnostics'])


print('## Every output, byte for byte\n')
print('| output | files per binary | identical | differ |')
print('|---|---|---|---|')
kinds = collections.defaultdict(lambda: [0, 0])
for name in sorted(os.listdir(f'{out}/new')):
    kind = re.sub(r'^.*\.[ASBCP]\.', '', name)
    identical = open(f'{out}/old/{name}', 'rb').read() == open(f'{out}/new/{name}', 'rb').read()
    kinds[kind][0 if identical else 1] += 1
    if not identical:
        print(f'| {name} | | | differs |')
for kind, (identical, different) in sorted(kinds.items()):
    print(f'| {kind} | {identical + different} | {identical} | {different} |')

print('\n## How manifests were read in mode A (check --verbose)\n')
print('| repository | static | swiftpm | same in old |')
print('|---|---|---|---|')
for repository in repositories:
    ways = {side: collections.Counter(re.findall(r'^note: .*Package\.swift: read (\S+)$',
                                                 open(f'{out}/{side}/{key(repository)}.A.check-xcode.out').read(), re.M))
            for side in ('old', 'new')}
    print(f"| {repository} | {ways['new']['static']} | {ways['new']['swiftpm']} | {ways['old'] == ways['new']} |")


print('## Per repository (each cell the same for both binaries unless it shows old → new)\n')
print('| repository | modules A / S | edges A / S | import-owned (file, module) A | findings A / S / B / P | accepted C / P | unread S | outputs identical |')
print('|---|---|---|---|---|---|---|---|')
for repository in repositories:
    def both(mode, command, measure):
        values = [measure(load(side, repository, mode, command)) for side in ('old', 'new')]
        return str(values[1]) if values[0] == values[1] else f'{values[0]} → {values[1]}'
    graph_count = lambda field: lambda mode: both(mode, 'graph', lambda d: len(d[field]))
    owned = both('A', 'graph', lambda d: len({(l['file'], e['from']) for e in d['edges'] if e['kind'] == 'import' for l in e['locations']}))
    findings = ' / '.join(both(mode, 'check', lambda d: len(d['diagnostics'])) for mode in 'ASBP')
    accepted = ' / '.join(both(mode, 'check', lambda d: len(d['accepted'])) for mode in 'CP')
    names = [name for name in os.listdir(f'{out}/new') if name.startswith(key(repository) + '.')]
    identical = sum(open(f'{out}/old/{name}', 'rb').read() == open(f'{out}/new/{name}', 'rb').read() for name in names)
    print(f"| {repository} | {graph_count('modules')('A')} / {graph_count('modules')('S')} | {graph_count('edges')('A')} / "
          f"{graph_count('edges')('S')} | {owned} | {findings} | {accepted} | {both('S', 'graph', lambda d: len(d['unread']))} "
          f"| {identical} of {len(names)} |")

print('\n## Old against new, per repository and mode\n')
print('| repository | mode | modules | edges | edge places | import-owned (file, module) | findings | accepted | unread | exit (check) | differences |')
print('|---|---|---|---|---|---|---|---|---|---|---|')
differences = []
rules_table = collections.defaultdict(lambda: collections.Counter())
for repository in repositories:
    for mode in 'ASBCP':
        sides = {side: facts(load(side, repository, mode, 'graph'), load(side, repository, mode, 'check')) for side in ('old', 'new')}
        for side in ('old', 'new'):
            check = load(side, repository, mode, 'check')
            for rule, count in rule_counts(check).items():
                rules_table[(mode, rule)][side] += count
        moved = [name for name in sides['old'] if sides['old'][name] != sides['new'][name]]
        exits = {side: rc(side, repository, mode, 'check') for side in ('old', 'new')}
        if exits['old'] != exits['new']:
            moved.append('exit code')
        cell = lambda name: (str(len(sides['new'][name])) if sides['old'][name] == sides['new'][name]
                             else f"{len(sides['old'][name])} → {len(sides['new'][name])}")
        print(f"| {repository} | {mode} | {cell('modules')} | {cell('edges')} | {cell('edge places')} | {cell('ownership')} "
              f"| {cell('findings')} | {cell('accepted')} | {cell('unread')} | {exits['old']} → {exits['new']} | {', '.join(moved) or 'none'} |")
        for name in moved:
            if name == 'exit code':
                continue
            differences.append((repository, mode, name, sorted(sides['old'][name] - sides['new'][name], key=str),
                                sorted(sides['new'][name] - sides['old'][name], key=str)))

print('\n## Findings per rule, all repositories (check --format json)\n')
print('| mode | rule | old | new |')
print('|---|---|---|---|')
for (mode, rule), counts in sorted(rules_table.items()):
    print(f"| {mode} | {rule} | {counts['old']} | {counts['new']} |")

print('\n## Differences\n')
if not differences:
    print('none')
for repository, mode, name, gone, added in differences:
    print(f'- {repository} {mode} {name}: {len(gone)} only old, {len(added)} only new')
    for item in gone[:10]:
        print(f'  - old: {item}')
    for item in added[:10]:
        print(f'  + new: {item}')

# (file, target) pairs: the oracle's reading of each project against the import-owned pairs of
# the graph JSON (A mode) of the repository the project is in. The graph JSON names a file's
# module only at its imports, so a file with no import cannot be seen there: such pairs are
# counted apart, as are files the oracle gives several targets (archkit gives a file to one).
oracle = json.load(open(f'{out}/oracle/oracle.json'))
import_line = re.compile(rb'^\s*(@\w+(\([^)]*\))?\s+)*import\s', re.M)


def has_import(path):
    try:
        return import_line.search(open(os.path.join(corpus, path), 'rb').read()) is not None
    except OSError:
        return None


print('\n## Xcode projects: (file, target) against pbxproj_oracle.py\n')
print('| repository | project | targets | synchronized folders | oracle pairs | agreed | only archkit | only oracle: no import | only oracle: file shared by targets | only oracle: other | old → new |')
print('|---|---|---|---|---|---|---|---|---|---|---|')
totals = collections.Counter()
for repository in repositories:
    for project in sorted(oracle):
        if not project.startswith(repository + '/'):
            continue
        inner = project[len(repository) + 1:]
        folder = os.path.dirname(inner)
        pbxproj = (folder + '/' if folder else '') + os.path.basename(inner) + '/project.pbxproj'
        synchronized = open(os.path.join(corpus, project, 'project.pbxproj')).read().count('isa = PBXFileSystemSynchronizedRootGroup;')
        rows = {}
        for side in ('old', 'new'):
            graph = load(side, repository, 'A', 'graph')
            names = {m['name'] for m in graph['modules'] if (m.get('location') or {}).get('file') == pbxproj}
            pairs = {(f, m) for f, m in facts(graph, load(side, repository, 'A', 'check'))['ownership']}
            owner = {f: m for f, m in pairs}
            ours = {(f, m) for f, m in pairs if m in names}
            theirs = set()
            targets_of = collections.Counter()
            for target in oracle[project]:
                for file in target['swiftFiles']:
                    path = os.path.normpath(os.path.join(folder, file)) if not file.startswith('/') else file
                    theirs.add((path, target['name']))
                    targets_of[path] += 1
            only_oracle = theirs - ours
            no_import = {(f, m) for f, m in only_oracle if f not in owner and has_import(f'{repository}/{f}') is False}
            shared = {(f, m) for f, m in only_oracle - no_import if targets_of[f] > 1 and owner.get(f) in names}
            rows[side] = (len(oracle[project]), synchronized, len(theirs), len(ours & theirs), len(ours - theirs),
                          len(no_import), len(shared), len(only_oracle - no_import - shared), sorted(ours - theirs),
                          sorted(only_oracle - no_import - shared), sorted(no_import), sorted(shared))
        new = rows['new']
        if repository == 'iOS_Tutorials' or '/' not in repository:  # the sub-folder's project is counted once
            totals['projects'] += 1
            totals['same'] += rows['old'][:8] == new[:8]
            for position, value in enumerate(new[:8]):
                totals[position] += value
        print(f"| {repository} | {inner} | {new[0]} | {new[1]} | {new[2]} | {new[3]} | {new[4]} | {new[5]} | {new[6]} | {new[7]} "
              f"| {'same' if rows['old'][:8] == new[:8] else 'old: ' + ' '.join(map(str, rows['old'][3:8]))} |")
        for label, items in (('only archkit', new[8]), ('only oracle, other', new[9]), ('only oracle, no import', new[10]),
                             ('only oracle, shared', new[11])):
            for item in items[:3]:
                print(f'|  | {label}: {item[0]} ({item[1]}) | | | | | | | | | |')

print(f"| all {totals['projects']} projects | | {' | '.join(str(totals[position]) for position in range(8))} "
      f"| {totals['same']} of {totals['projects']} same |")

print('\n## Timing: check, warm manifest cache, debug builds (10 alternating runs each)\n')
print('| repository | old median (s) | new median (s) | new / old, medians | new / old, fastest runs |')
print('|---|---|---|---|---|')
seconds = json.load(open(f'{out}/time/seconds.json'))
for repository in repositories:
    old_times, new_times = seconds[f'old {repository}'], seconds[f'new {repository}']
    old_median, new_median = statistics.median(old_times), statistics.median(new_times)
    print(f'| {repository} | {old_median:.3f} | {new_median:.3f} | {new_median / old_median:.2f} | {min(new_times) / min(old_times):.2f} |')

# What the corpus holds of the inputs the change is about.
census = collections.Counter()
longest_path = 0
for directory, folders, files in os.walk(corpus):
    folders[:] = [name for name in folders if name != '.git']  # a clone's, not the repository's files
    for name in folders + files:
        path = os.path.join(directory, name)
        relative = os.path.relpath(path, corpus)
        longest_path = max(longest_path, len(relative.encode()))
        census['links'] += os.path.islink(path)
        census['names with a backslash, or starting with a colon'] += '\\' in name or name.startswith(':')
        if name == 'project.pbxproj':
            census['project.pbxproj'] += 1
            census['project.pbxproj that is no regular file'] += os.path.islink(path) or not os.path.isfile(path)
        if name == 'contents.xcworkspacedata':
            census['workspace locations'] += len(re.findall(r'location\s*=', open(path).read()))
            census['workspace locations with an entity'] += len(re.findall(r'location\s*=\s*"[^"]*&', open(path).read()))
        if name == 'project.pbxproj':
            census['synchronized folders'] += open(path).read().count('isa = PBXFileSystemSynchronizedRootGroup;')
words = [word for name in os.listdir(f'{out}/rules') for word in open(f'{out}/rules/{name}').read().split()]
print('\n## What the corpus holds of the changed inputs\n')
print('| input | count |')
print('|---|---|')
for name, count in sorted(census.items()):
    print(f'| {name} | {count} |')
print(f'| longest path below the corpus, bytes | {longest_path} |')
print(f'| longest word of the .archrules used (B, C, P), bytes | {max(map(len, map(str.encode, words)))} |')
print(f"| words of those .archrules with '[' or a run of '**/**/' | {sum('[' in w or '**/**/' in w for w in words)} |")
outside = sum(d['rule'] == 'project-folder-outside' for side in ('old', 'new') for repository in repositories for mode in 'ASBCP'
              for d in load(side, repository, mode, 'check')['diagnostics'])
print(f'| project-folder-outside findings, both binaries, every mode | {outside} |')
PY
