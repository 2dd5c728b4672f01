#!/usr/bin/env python3
"""Figures of archkit's module drawing of a repository, read from the SVG by an independent
reader, beside Graphviz's drawing of the same drawn graph.

    docs/first-run/drawing-figures.py ARCHKIT REPOSITORY [archkit graph options...]

Prints one Markdown table row: modules drawn, edges, edges drawn, the transitive reduction
plus the edges that break a rule or lie in a cycle (by brute force over the drawn graph),
crossing pairs of archkit's curves and of dot's curves, labels over a box or another label,
and elements outside the picture.
"""
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def run(arguments, stdin=None):
    result = subprocess.run(arguments, input=stdin, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"{' '.join(arguments)} failed: {result.stderr}")
    return result.stdout


def bezier_points(d):
    """Points along an SVG path of M and C commands, 16 a segment."""
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", d)]
    return sample_controls([(numbers[i], numbers[i + 1]) for i in range(0, len(numbers) - 1, 2)])


def sample_controls(controls):
    """Points along a piecewise cubic Bezier given as start, then three points a segment."""
    points = [controls[0]]
    for i in range(1, len(controls) - 2, 3):
        p0 = points[-1]
        p1, p2, p3 = controls[i], controls[i + 1], controls[i + 2]
        for step in range(1, 17):
            t = step / 16
            u = 1 - t
            points.append(tuple(u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * e
                                for a, b, c, e in zip(p0, p1, p2, p3)))
    return points


def crossing_pairs(curves):
    """Pairs of curves (from, to, points) that share no end and meet somewhere."""
    cell = 48.0
    cells = {}
    pieces = []
    for index, (_, _, points) in enumerate(curves):
        for a, b in zip(points, points[1:]):
            pieces.append((index, a, b))
            for column in range(int(min(a[0], b[0]) // cell), int(max(a[0], b[0]) // cell) + 1):
                for row in range(int(min(a[1], b[1]) // cell), int(max(a[1], b[1]) // cell) + 1):
                    cells.setdefault((column, row), []).append(len(pieces) - 1)

    def side(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    found = set()
    for members in cells.values():
        for i, first in enumerate(members):
            for second in members[i + 1:]:
                (c1, a, b), (c2, c, d) = pieces[first], pieces[second]
                pair = (min(c1, c2), max(c1, c2))
                if c1 == c2 or pair in found:
                    continue
                if {curves[c1][0], curves[c1][1]} & {curves[c2][0], curves[c2][1]}:
                    continue
                d1, d2, d3, d4 = side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)
                if not (d1 == 0 and d2 == 0) and d1 * d2 <= 0 and d3 * d4 <= 0:
                    found.add(pair)
    return len(found)


def reduction_bound(edges, violating):
    """Edges in a cycle, edges no other successor's path implies, and edges that break a rule."""
    successors = {}
    for a, b in edges:
        successors.setdefault(a, []).append(b)
    reach = {}
    for start in {a for a, _ in edges} | {b for _, b in edges}:
        seen, stack = set(), [start]
        while stack:
            for target in successors.get(stack.pop(), []):
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        reach[start] = seen

    def together(a, b):
        return a == b or (b in reach[a] and a in reach[b])

    count = 0
    for a, b in edges:
        if (a, b) in violating or together(a, b):
            count += 1
        elif not any(not together(o, a) and not together(o, b) and b in reach[o] for o in successors[a]):
            count += 1
    return count


def overlaps(r, s):
    return r[0] < s[2] and s[0] < r[2] and r[1] < s[3] and s[1] < r[3]


def main():
    archkit, repository, options = sys.argv[1], sys.argv[2], sys.argv[3:]
    svg = run([archkit, "graph", repository, "--format", "svg", *options])
    root = ET.fromstring(svg)
    _, _, width, height = (float(n) for n in root.get("viewBox").split())
    boxes, labels, outside = [], [], 0
    for group in root.iter(SVG + "g"):
        classes = (group.get("class") or "").split()
        if "node" in classes:
            rect = group.find(SVG + "rect")
            x, y, w, h = (float(rect.get(k)) for k in ("x", "y", "width", "height"))
            boxes.append((x, y, x + w, y + h))
            outside += not (x >= 0 and y >= 0 and x + w <= width and y + h <= height)
    for text in root.iter(SVG + "text"):
        classes = (text.get("class") or "").split()
        if "edge-label" in classes or "band-label" in classes:
            size = float(text.get("font-size") or 10)
            w, x, y = len(text.text or "") * size * 0.6, float(text.get("x")), float(text.get("y"))
            left = x - w / 2 if text.get("text-anchor") == "middle" else x
            box = (left, y - size, left + w, y + size * 0.25)
            outside += not (box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height)
            if "edge-label" in classes:
                labels.append(box)
    label_problems = sum(any(overlaps(label, box) for box in boxes) for label in labels)
    label_problems += sum(overlaps(a, b) for i, a in enumerate(labels) for b in labels[i + 1:])

    curves, all_edges, violating = [], [], set()
    for group in root.iter(SVG + "g"):
        classes = (group.get("class") or "").split()
        if "edge" not in classes:
            continue
        pair = (group.get("data-from"), group.get("data-to"))
        all_edges.append(pair)
        if "violation" in classes:
            violating.add(pair)
        if "implied" in classes or "folded" in classes:
            continue
        points = bezier_points(group.find(SVG + "path").get("d"))
        outside += sum(not (0 <= x <= width and 0 <= y <= height) for x, y in points[:1] + points[-1:])
        curves.append((pair[0], pair[1], points))

    dot = run([archkit, "graph", repository, "--format", "dot", *options])
    laid = json.loads(run(["dot", "-Tjson"], stdin=dot))
    names = {o["_gvid"]: o.get("name") for o in laid.get("objects", []) if "_gvid" in o and "nodes" not in o}
    dot_curves = []
    for edge in laid.get("edges", []):
        if "invis" in (edge.get("style") or ""):
            continue
        for operation in edge.get("_draw_", []):
            if operation.get("op") == "b":
                dot_curves.append((names[edge["tail"]], names[edge["head"]], sample_controls([tuple(p) for p in operation["points"]])))
    modules = len(boxes)
    print(f"| {repository.rstrip('/').split('/')[-1]} | {modules} | {len(all_edges)} | {len(curves)} | "
          f"{reduction_bound(all_edges, violating) if modules > 30 or len(all_edges) > 60 else len(all_edges)} | "
          f"{crossing_pairs(curves)} | {crossing_pairs(dot_curves)} | {label_problems} | {outside} | {width:.0f}×{height:.0f} |")


if __name__ == "__main__":
    main()
