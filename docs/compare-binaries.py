#!/usr/bin/env python3
"""compare-binaries.py ROUNDS REPO BIN... -- alternate check and graph json runs of each binary on REPO;
print median wall and CPU seconds per binary and each binary's ratio to the first."""
import resource, statistics, subprocess, sys, time
rounds = int(sys.argv[1]); repo = sys.argv[2]; bins = sys.argv[3:]
cmds = {"check": ["check", repo, "--manifests", "static"],
        "json": ["graph", repo, "--format", "json", "--manifests", "static"]}
res = {(b, c): ([], []) for b in bins for c in cmds}
for r in range(rounds):
    order = bins if r % 2 == 0 else list(reversed(bins))
    for c, args in cmds.items():
        for b in order:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            subprocess.run([b] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = time.perf_counter() - t
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            res[(b, c)][0].append(wall); res[(b, c)][1].append(cpu)
for c in cmds:
    base = None
    for b in bins:
        w = statistics.median(res[(b, c)][0]); u = statistics.median(res[(b, c)][1])
        if base is None: base = (w, u)
        print(f"{c:6} {b:40} wall {w:.3f}s ({w/base[0]:.3f}x)  cpu {u:.3f}s ({u/base[1]:.3f}x)")
