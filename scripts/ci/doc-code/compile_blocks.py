#!/usr/bin/env python3
"""Checks every ```swift block of a DocC catalog: quoted code must still be in its source
file, and every other block must compile.

Usage: compile_blocks.py <catalog.docc> <module> <modules dir> <work dir> <uikit stand-ins dir> <swiftui stand-ins dir>

- A block right after `<!-- quoted from: <path> -->` must appear, line for line (ignoring
  indentation), in that file of this package, which CI compiles and tests.
- Any other block is compiled on its own, in Swift 6 mode against the built libraries,
  with the article's context file (doc-code/<catalog>/<Article>.swift: declarations the
  examples rely on but do not show) and the declaration blocks before it in the same
  article. A block of declarations is compiled as it is; a block with statements as the
  body of an async throwing main-actor function.
- A block right after `<!-- compiled with UIKit -->` or `<!-- compiled with SwiftUI -->` is
  compiled as part of the module's own sources against that framework's stand-ins (see
  check-uikit-adapter.sh and check-swiftui.sh), with the article's context file.

Prints the failing blocks and exits 1 if any fails.
"""
import os
import re
import subprocess
import sys

ATTRIBUTES_ONLY = re.compile(r"^(@\w+(\([^)]*\))?\s*)+$")
QUOTED = re.compile(r"^<!-- quoted from: (\S+) -->$")
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|open|final|nonisolated|indirect)\s+)*"
    r"(struct|class|enum|protocol|extension|func|typealias|actor|import)\b")


def blocks(text):
    """The ```swift blocks of an article: (first line, code, marker line before the fence)."""
    found, current, start, marker, previous = [], None, 0, "", ""
    for number, line in enumerate(text.splitlines(), 1):
        if current is None and line.strip() == "```swift":
            current, start, marker = [], number + 1, previous.strip()
        elif current is not None and line.strip() == "```":
            found.append((start, "\n".join(current), marker))
            current = None
        elif current is not None:
            current.append(line)
        previous = line
    return found


def is_quoted_in(code, path):
    """Whether the lines of `code` appear consecutively in the file at `path`, ignoring indentation."""
    wanted = [line.strip() for line in code.splitlines()]
    lines = [line.strip() for line in open(path).read().splitlines()]
    return any(lines[i:i + len(wanted)] == wanted for i in range(len(lines) - len(wanted) + 1))


def is_declarations(code):
    """Whether every top-level line of `code` declares something."""
    for line in code.splitlines():
        if not line.strip() or line.startswith((" ", "\t", "}", ")", "]", "//", "#")):
            continue
        if ATTRIBUTES_ONLY.match(line):
            continue
        if not DECLARATION.match(line):
            return False
    return True


def main():
    catalog, module, modules_dir, work, uikit, swiftui = sys.argv[1:7]
    frameworks = {"<!-- compiled with UIKit -->": ("UIKit", uikit), "<!-- compiled with SwiftUI -->": ("SwiftUI", swiftui)}
    repo = os.getcwd()
    catalog_name = os.path.basename(catalog).removesuffix(".docc")
    here = os.path.dirname(os.path.abspath(__file__))
    imports = "import Foundation\nimport " + module + "\n" + (
        "import VIPERTesting\nimport Testing\nimport XCTest\n" if module == "VIPER" else "")
    module_sources = sorted(
        os.path.join(root, name) for root, _, names in os.walk(os.path.dirname(os.path.normpath(catalog)))
        for name in names if name.endswith(".swift"))
    failures = 0
    total = 0
    quoted_total = 0
    for article in sorted(os.listdir(catalog)):
        if not article.endswith(".md"):
            continue
        path = os.path.join(catalog, article)
        name = article.removesuffix(".md")
        context_path = os.path.join(here, catalog_name, name + ".swift")
        context = open(context_path).read() if os.path.exists(context_path) else ""
        earlier = []
        for index, (line, code, marker) in enumerate(blocks(open(path).read())):
            total += 1
            quoted = QUOTED.match(marker)
            if quoted:
                quoted_total += 1
                source_file = os.path.join(repo, quoted.group(1))
                if not os.path.exists(source_file) or not is_quoted_in(code, source_file):
                    failures += 1
                    print(f"{path}:{line}: this block no longer matches {quoted.group(1)}; quote the code as it is there",
                          file=sys.stderr)
                continue
            declarations = is_declarations(code)
            body = code if declarations else (
                "@MainActor func block() async throws {\n" + code + "\n}\n")
            source = os.path.join(work, f"{name}-{index}.swift")
            framework = frameworks.get(marker)
            with open(source, "w") as file:
                file.write(("import " + framework[0] + "\n" if framework else imports) + context + "\n" + "\n".join(earlier)
                           + "\n// " + path + ":" + str(line) + "\n" + body + "\n")
            command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules_dir]
            if framework:
                command += ["-I", framework[1], "-module-name", module] + module_sources + [source]
            else:
                command += ["-module-name", "DocCode", source]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                failures += 1
                errors = [l for l in result.stderr.splitlines() if ": error:" in l][:3]
                print(f"{path}:{line}: this code block does not compile:", file=sys.stderr)
                for error in errors:
                    print("    " + error.split(": error: ", 1)[1], file=sys.stderr)
            if declarations and not framework:
                earlier.append(code)
    print(f"{catalog_name}: {total - failures} of {total} code blocks pass "
          f"({quoted_total} quoted from sources, {total - quoted_total} compiled).")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
