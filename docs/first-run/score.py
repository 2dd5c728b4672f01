"""Counts what docs/first-run/measure.sh wrote: python3 score.py OUT [OUT…]
Prints a sample to judge by reading the code: python3 score.py --sample RULE COUNT OUT

Per repository, the findings of `init` then `check` by rule; then, after the planted patch,
each line that ends in `// PLANTED rule…` must have a finding of every rule it names there
(at the finding's own place or at one of its notes), and each line that ends in `// DECOY`
must have none.
"""
import collections, json, os, re, sys


def places(diagnostic):
    yield diagnostic.get("file"), diagnostic.get("line")
    for note in diagnostic.get("notes") or []:
        yield note.get("file"), note.get("line")


def first_run(out):
    table = {}
    for name in sorted(os.listdir(out)):
        if name.endswith(".json"):
            diagnostics = json.load(open(os.path.join(out, name)))["diagnostics"]
            table[name[:-5]] = collections.Counter(d["rule"] for d in diagnostics)
    return table


def planted(out):
    caught, missed, decoys, flagged = [], [], [], []
    for name in sorted(os.listdir(os.path.join(out, "planted"))):
        if not name.endswith(".json"):
            continue
        repo = name[:-5]
        at = collections.defaultdict(set)
        for d in json.load(open(os.path.join(out, "planted", name)))["diagnostics"]:
            for place in places(d):
                at[place].add(d["rule"])
        patch = open(os.path.join(os.path.dirname(__file__), "planted", repo + ".patch"), encoding="utf-8").read()
        for path in sorted(set(re.findall(r"^\+\+\+ b/(.+)$", patch, re.M))):
            lines = open(os.path.join(out, "work", repo, path), encoding="utf-8").read().split("\n")
            for number, line in enumerate(lines, 1):
                mark = re.search(r"// PLANTED (.+)$", line)
                if mark:
                    for rule in mark.group(1).split():
                        (caught if rule in at[(path, number)] else missed).append((repo, path, number, rule))
                elif line.rstrip().endswith("// DECOY"):
                    decoys.append((repo, path, number))
                    if at[(path, number)]:
                        flagged.append((repo, path, number, ",".join(sorted(at[(path, number)]))))
    return caught, missed, decoys, flagged


def sample(rule, count, out):
    """`count` findings of `rule` drawn with a fixed seed, all of them when there are fewer."""
    import random
    findings = []
    for name in sorted(os.listdir(out)):
        if name.endswith(".json"):
            findings += [(name[:-5], d) for d in json.load(open(os.path.join(out, name)))["diagnostics"] if d["rule"] == rule]
    chosen = findings if len(findings) <= count else random.Random(39).sample(findings, count)
    for repo, d in chosen:
        print(f"{repo}: {d.get('file')}:{d.get('line')}: {d['message']}")


if len(sys.argv) == 5 and sys.argv[1] == "--sample":
    sample(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    sys.exit(0)

for out in sys.argv[1:]:
    print(f"## {out}")
    table = first_run(out)
    rules = sorted(set().union(*table.values()))
    print("| rule | " + " | ".join(table) + " | all |")
    print("|---|" + "---|" * (len(table) + 1))
    for rule in rules:
        counts = [table[repo][rule] for repo in table]
        print(f"| {rule} | " + " | ".join(str(c) for c in counts) + f" | {sum(counts)} |")
    caught, missed, decoys, flagged = planted(out)
    print(f"\nplanted violations caught: {len(caught)} of {len(caught) + len(missed)}; "
          f"decoys flagged: {len(flagged)} of {len(decoys)}")
    for item in missed:
        print("  missed:", *item)
    for item in flagged:
        print("  flagged:", *item)
