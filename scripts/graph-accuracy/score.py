#!/usr/bin/env python3
"""Scores `viper graph --format json` output against module edges read by hand.

Usage: score.py GRAPH_DIR TRUTH_DIR [--verbose]

TRUTH_DIR holds one file per app, OWNER+NAME.txt, in the format docs/graph.md describes under
"Accuracy on real apps":

    REPO owner/name
    COMMIT <sha>
    ROOT <folder of the app's sources>
    MODULES A B C ...
    EDGE A -> B | kind | path:line
    UNREACHED A | what was searched
    NOTE free text

GRAPH_DIR holds OWNER+NAME.json, the output of `viper graph --no-cache --format json` run at the
app's checkout. An edge is an ordered pair of modules; kinds are not compared, a pair counts once
and a module's edge to itself is left out. Names are compared by their stem: lower-cased, letters
and digits only, with a role suffix (ViewController, Module, Screen, ...) taken off. A node of the
graph that names no module the reader counted (a plain tab bar, a container view) is folded into
the edges through it: A -> C and C -> B become A -> B.
"""

import json
import re
import sys
from pathlib import Path

ROLE_SUFFIXES = (
    "viewcontroller", "controller", "module", "scene", "screen", "view", "vc",
    "presenter", "router", "wireframe", "builder", "assembly", "configurator",
)


def stem(name):
    """The comparable stem of a module name."""
    key = re.sub(r"[^a-z0-9]", "", name.lower())
    changed = True
    while changed:
        changed = False
        for suffix in ROLE_SUFFIXES:
            if key.endswith(suffix) and len(key) > len(suffix):
                key = key[: -len(suffix)]
                changed = True
    return key


def read_truth(path):
    truth = {"modules": set(), "edges": set(), "unreached": set(), "repo": path.stem}
    for line in path.read_text().splitlines():
        word, _, rest = line.partition(" ")
        if word == "REPO":
            truth["repo"] = rest.strip()
        elif word == "MODULES":
            truth["modules"] = {stem(name) for name in rest.split()}
        elif word == "EDGE":
            pair = rest.split("|")[0]
            source, _, target = pair.partition("->")
            truth["edges"].add((stem(source), stem(target)))
        elif word == "UNREACHED":
            truth["unreached"].add(stem(rest.split("|")[0]))
    truth["edges"] = {(a, b) for a, b in truth["edges"] if a != b}
    return truth


def read_graph(path, known):
    """The graph's pairs over the reader's modules, and the modules it reports unreached."""
    graph = json.loads(path.read_text())["graph"]
    edges = {(stem(edge["from"]), stem(edge["to"])) for edge in graph["edges"]}
    foreign = {node for pair in edges for node in pair} - known - {"app"}
    for node in sorted(foreign):
        into = {a for a, b in edges if b == node}
        out = {b for a, b in edges if a == node}
        edges = {(a, b) for a, b in edges if node not in (a, b)}
        edges |= {(a, b) for a in into for b in out}
    edges = {(a, b) for a, b in edges if a != b}
    unreached = set()
    for finding in graph["findings"]:
        if finding["kind"] == "unreachedModule":
            match = re.search(r"module '([^']+)'", finding["message"])
            if match:
                unreached.add(stem(match.group(1)))
    return edges, unreached, sorted(foreign)


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    verbose = "--verbose" in sys.argv
    if len(arguments) != 2:
        sys.exit(__doc__)
    graphs, truths = Path(arguments[0]), Path(arguments[1])
    totals = [0, 0, 0, 0, 0, 0]
    print(f"{'app':45} {'edges':>5} {'found':>5} {'drawn':>5} {'wrong':>5} {'unreached right/said':>21}")
    for truth_file in sorted(truths.glob("*.txt")):
        graph_file = graphs / (truth_file.stem + ".json")
        if not graph_file.exists():
            print(f"{truth_file.stem:45} no graph")
            continue
        truth = read_truth(truth_file)
        drawn, said, foreign = read_graph(graph_file, truth["modules"] | {"app"})
        found = drawn & truth["edges"]
        wrong = drawn - truth["edges"]
        right_unreached = said & truth["unreached"]
        row = [len(truth["edges"]), len(found), len(drawn), len(wrong), len(right_unreached), len(said)]
        totals = [t + r for t, r in zip(totals, row)]
        print(f"{truth['repo']:45} {row[0]:5} {row[1]:5} {row[2]:5} {row[3]:5} {row[4]:>10}/{row[5]}")
        if verbose:
            for a, b in sorted(truth["edges"] - drawn):
                print(f"    missed {a} -> {b}")
            for a, b in sorted(wrong):
                print(f"    wrong  {a} -> {b}")
            for name in sorted(said - truth["unreached"]):
                print(f"    wrongly unreached {name}")
            for name in sorted(truth["unreached"] - said):
                print(f"    unreached not said {name}")
            if foreign:
                print(f"    folded (not the reader's modules): {' '.join(foreign)}")
    edges, found, drawn, wrong, right, said = totals
    recall = found / edges if edges else 0
    precision = (drawn - wrong) / drawn if drawn else 0
    print(f"\nall: {edges} edges, found {found}, drawn {drawn}, wrong {wrong}: "
          f"recall {recall:.2f}, precision {precision:.2f}; unreached right {right} of {said}")


if __name__ == "__main__":
    main()
