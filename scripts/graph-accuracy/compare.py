#!/usr/bin/env python3
"""Compares two folders of `viper graph --format json` output app by app: the module pairs and
the unreached findings one has and the other has not.

Usage: compare.py BEFORE_DIR AFTER_DIR
"""

import json
import sys
from pathlib import Path


def read(path):
    try:
        graph = json.loads(path.read_text())["graph"]
    except (OSError, ValueError, KeyError):
        return None
    pairs = {(e["from"], e["to"]) for e in graph["edges"] if e["from"] != e["to"]}
    unreached = {f["message"].split("'")[1] for f in graph["findings"] if f["kind"] == "unreachedModule"}
    return pairs, unreached


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    before, after = Path(sys.argv[1]), Path(sys.argv[2])
    changed = 0
    for old_file in sorted(before.glob("*.json")):
        old, new = read(old_file), read(after / old_file.name)
        if old == new:
            continue
        changed += 1
        print(old_file.stem)
        if old is None or new is None:
            print("    unreadable output:", "before" if old is None else "after")
            continue
        for a, b in sorted(old[0] - new[0]):
            print(f"    - {a} -> {b}")
        for a, b in sorted(new[0] - old[0]):
            print(f"    + {a} -> {b}")
        for name in sorted(old[1] - new[1]):
            print(f"    - unreached {name}")
        for name in sorted(new[1] - old[1]):
            print(f"    + unreached {name}")
    print(f"{changed} of {len(list(before.glob('*.json')))} apps changed")


if __name__ == "__main__":
    main()
