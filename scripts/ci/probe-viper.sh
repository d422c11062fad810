#!/usr/bin/env bash
# Hostile input for the real `viper` binary: every probe runs `viper lint`, `viper graph` and
# `viper mocks` on a small tree holding one hostile entry next to an ordinary module, under a
# time limit and a memory limit, and asserts the run ends with exit 0 or 1 (never 2, a crash
# or a timeout). For lint it also asserts the diagnostic that names the hostile file and that
# the ordinary file was still linted.
#
# Then the file-safety probes run whole commands against a project and a folder beside it:
# nothing outside the project is read, written or deleted (a tampered manifest, paths and
# template names that climb out, links out of the project), a template cannot loop, a device or
# a link is never replaced by an output, and a standard stream on a full disk is not fatal.
# Last, the SyntaxFuzz fuzzer runs for its budget.
#
# Usage: scripts/ci/probe-viper.sh [lint|graph|mocks ...]   (default: all three tools)
# Env:   VIPER=<path to a built viper>  (default: builds it with `swift build --product viper`)
#        PROBE_SECONDS=<time limit per run, default 60>, PROBE_MEMORY_KB=<ulimit -v, default 4 GiB>
#        FUZZ_SECONDS=<fuzzing budget, default 60>, FUZZ_SEED=<seed of a run to replay, or 'commit'; default 1>
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$PWD"

tools=("$@")
[ "${#tools[@]}" -gt 0 ] || tools=(lint graph mocks)
seconds="${PROBE_SECONDS:-60}"
memory_kb="${PROBE_MEMORY_KB:-4194304}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-probe.XXXXXX")"
trap 'chmod -R u+rwx "$work" 2>/dev/null; rm -rf "$work"' EXIT

if [ -z "${VIPER:-}" ]; then
    echo "==> building viper"
    swift build --package-path "$repo" --product viper >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
    VIPER="$(swift build --package-path "$repo" --show-bin-path)/viper"
fi
[ -x "$VIPER" ] || { echo "probe-viper: no viper binary at $VIPER" >&2; exit 1; }

failures=0
passes=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# A tree with an ordinary module (a Presenter holding its View strongly: one known violation,
# and a contract protocol for mocks) in which each probe plants its hostile entry.
new_tree() {
    local tree="$work/$1"
    mkdir -p "$tree/Login"
    cat >"$tree/Login/LoginPresenter.swift" <<'SWIFT'
protocol LoginView: AnyObject {
    func render(_ text: String)
}

final class LoginPresenter {
    var view: LoginView?
}
SWIFT
    echo "$tree"
}

# run_tool <tool> <tree> <output file>: runs viper under the limits; prints the exit status.
run_tool() {
    local tool="$1" tree="$2" output="$3" status=0
    local arguments=("$tool" .)
    [ "$tool" = lint ] && arguments+=(--no-cache)
    (cd "$tree" && ulimit -v "$memory_kb" && exec timeout -s KILL "$seconds" "$VIPER" "${arguments[@]}") \
        >"$output" 2>&1 || status=$?
    echo "$status"
}

# probe <name> <expected lint diagnostic (grep -F), or empty>: runs every tool on $tree.
probe() {
    local name="$1" expected="$2"
    for tool in "${tools[@]}"; do
        local output="$work/$name.$tool.out" start end status
        start=$(date +%s)
        status=$(run_tool "$tool" "$tree" "$output")
        end=$(date +%s)
        case "$status" in
            0|1) ;;
            124|137) fail "$name: viper $tool did not finish within ${seconds}s"; continue ;;
            2) fail "$name: viper $tool exited 2 (usage or configuration error):"; sed 's/^/    /' "$output" | head -5 >&2; continue ;;
            *) fail "$name: viper $tool ended with status $status (crash?):"; sed 's/^/    /' "$output" | tail -5 >&2; continue ;;
        esac
        if [ "$tool" = lint ]; then
            if ! grep -q "Login/LoginPresenter.swift:6:.*presenter-weak-view" "$output"; then
                fail "$name: viper lint stopped before linting the ordinary file:"; sed 's/^/    /' "$output" | head -5 >&2; continue
            fi
            if [ -n "$expected" ] && ! grep -qF -- "$expected" "$output"; then
                fail "$name: viper lint does not say '$expected':"; sed 's/^/    /' "$output" | head -5 >&2; continue
            fi
        fi
        passes=$((passes + 1))
        echo "ok   $name: viper $tool exit $status in $((end - start))s"
    done
}

nested() { # nested <open> <close> <depth>
    printf 'let x = '
    head -c "$3" </dev/zero | tr '\0' "$1"
    printf '1'
    head -c "$3" </dev/zero | tr '\0' "$2"
    printf '\n'
}

for depth in 12 22 200 10000; do
    tree=$(new_tree "square-$depth")
    nested '[' ']' "$depth" >"$tree/Nested.swift"
    if [ "$depth" -le 12 ]; then expected=""
    elif [ "$depth" -le 256 ]; then expected="Nested.swift:1: warning: skipped: $depth nested '[' (and '<', '(' inside them) exceed 12"
    else expected="Nested.swift:1: warning: skipped: nesting depth $depth exceeds 256"
    fi
    probe "square-brackets-$depth-deep" "$expected"
done

for depth in 300 100000; do
    tree=$(new_tree "paren-$depth")
    nested '(' ')' "$depth" >"$tree/Parens.swift"
    probe "parentheses-$depth-deep" "Parens.swift:1: warning: skipped: nesting depth $depth exceeds 256"
done

repeated() { # repeated <text> <count>: the text <count> times
    local spaces
    printf -v spaces '%*s' "$2" ''
    printf '%s' "${spaces// /$1}"
}

# Productions the parser recurses into without a bracket the old guard counted.
tree=$(new_tree "generic-arguments")
{ printf 'let x: '; repeated 'A<' 20000; printf 'Int'; repeated '>' 20000; printf '\n'; } >"$tree/Generic.swift"
probe "generic-arguments-20000-deep" "Generic.swift:1: warning: skipped: nesting depth 20000 exceeds 256"

tree=$(new_tree "function-types")
{ printf 'let x: '; repeated 'A->' 30000; printf 'A\n'; } >"$tree/Arrows.swift"
probe "function-type-arrows-30000-long" "Arrows.swift:1: warning: skipped: nesting depth 120000 exceeds 256"

tree=$(new_tree "try-chain")
{ printf 'let x = '; repeated 'try ' 30000; printf 'a\n'; } >"$tree/Try.swift"
probe "try-30000-deep" "Try.swift:1: warning: skipped: nesting depth 30000 exceeds 256"

tree=$(new_tree "pound-if")
{ repeated $'#if A\n' 20000; echo 'let x = 1'; repeated $'#endif\n' 20000; } >"$tree/Conditions.swift"
probe "#if-20000-deep" "Conditions.swift:20000: warning: skipped: nesting depth 20000 exceeds 256"

tree=$(new_tree "square-generic-mix")
{ printf 'let x = '; repeated '[A<' 24; printf 'B'; repeated '>]' 24; printf '\n'; } >"$tree/Mix.swift"
probe "[A<-mix-24-deep" "Mix.swift:1: warning: skipped: 48 nested '[' (and '<', '(' inside them) exceed 12"

tree=$(new_tree "large")
head -c 52428800 < <(yes 'let value = [1, 2, 3].map { $0 * 2 }') >"$tree/Large.swift"
probe "50-MB-file" "Large.swift: warning: skipped: size 52428800 bytes exceeds 8388608"

tree=$(new_tree "long-line")
{ printf 'let values = ['; head -n 400000 < <(yes '1, ') | tr -d '\n'; printf '1]\n'; } >"$tree/LongLine.swift"
probe "1-MB-line" "LongLine.swift:1: warning: skipped: a line of 1200016 bytes exceeds 100000"

tree=$(new_tree "binary")
{ printf 'let a = 1\n'; head -c 4096 /dev/urandom; printf '\0'; } >"$tree/Binary.swift"
probe "binary-file" "Binary.swift"

tree=$(new_tree "latin1")
printf 'let caf\xe9 = 1\n' >"$tree/Latin1.swift"
probe "not-UTF-8" "Latin1.swift:1: warning: skipped: not valid UTF-8 text"

tree=$(new_tree "folder-named-swift")
mkdir -p "$tree/Pods/R.swift/Library" "$tree/Shared/Helpers.swift"
echo 'struct Vendored {}' >"$tree/Pods/R.swift/Library/Vendored.swift"
echo 'struct Helper {}' >"$tree/Shared/Helpers.swift/Helper.swift"
probe "folder-named-X.swift" ""

tree=$(new_tree "symlink-loop")
ln -s .. "$tree/Login/loop"
ln -s Missing.swift "$tree/Login/Dangling.swift"
probe "symbolic-link-loop" "Login/loop: warning: skipped: a symbolic link back to its own folder"

tree=$(new_tree "unreadable")
echo 'struct Secret {}' >"$tree/Secret.swift"
chmod 000 "$tree/Secret.swift"
if [ "$(id -u)" = 0 ]; then
    # root reads any file: run this probe as nobody, on a copy of the binary nobody can run.
    cp "$VIPER" "$work/viper-as-nobody"
    chmod 755 "$work" "$work/viper-as-nobody"
    chmod -R a+rX "$tree"
    chmod 000 "$tree/Secret.swift"
    saved="$VIPER"
    VIPER="$work/viper-as-nobody"
    run_tool() {
        local tool="$1" tree="$2" output="$3" status=0
        local arguments=("$tool" .)
        [ "$tool" = lint ] && arguments+=(--no-cache)
        (cd "$tree" && ulimit -v "$memory_kb" && exec setpriv --reuid=65534 --regid=65534 --clear-groups \
            timeout -s KILL "$seconds" "$VIPER" "${arguments[@]}") >"$output" 2>&1 || status=$?
        echo "$status"
    }
fi
probe "unreadable-file" "Secret.swift: warning: skipped: the file cannot be read (Permission denied)"
[ -n "${saved:-}" ] && VIPER="$saved"

tree=$(new_tree "symlink-to-root")
ln -s / "$tree/Login/root"
probe "symbolic-link-to-root" "Login/root: warning: skipped: a symbolic link to '/', outside the project"

source "$repo/scripts/ci/lib/probe-file-safety.sh"

# Memory: parsing holds about 100 bytes per byte of source, so the bytes parsed at once are
# bounded (files.limits.maxBytesParsedAtOnce). Two 128 KiB files of small presenters, parsed
# at most 128 KiB at a time (the debug build parses about 100 KiB a second), must peak under the
# bound docs/lint.md states: 100 MB plus 150 MB per MiB parsed at once.
tree="$work/memory"
mkdir -p "$tree"
printf '{"files": {"limits": {"maxBytesParsedAtOnce": 131072, "parseTimeLimitSeconds": 50}}}\n' >"$tree/viper.json"
for part in 1 2; do
    awk -v part="$part" 'BEGIN {
        while (size < 131072) {
            block = sprintf("protocol Item%d_%dView: AnyObject {\n    func show(_ text: String)\n}\n\n" \
                "final class Item%d_%dPresenter {\n    weak var view: Item%d_%dView?\n" \
                "    func load(id: Int) {\n        let values = [id, id + 1].map { $0 * 2 }\n" \
                "        view?.show(\"\\(values.first ?? 0)\")\n    }\n}\n\n", part, n, part, n, part, n)
            printf "%s", block
            size += length(block)
            n++
        }
    }' >"$tree/Items$part.swift"
done
memory_bound_kb=$((100 * 1024 + 150 * 1024 / 8))
(cd "$tree" && timeout -s KILL "$seconds" /usr/bin/time -o "$work/memory.peak" -f %M "$VIPER" graph . \
    >/dev/null 2>"$work/memory.log") || true
peak_kb=$(tail -1 "$work/memory.peak" 2>/dev/null || true)
if grep -q "skipped" "$work/memory.log"; then
    fail "viper graph skipped a 128 KiB file, so its memory was not measured:"
    sed 's/^/    /' "$work/memory.log" >&2
elif [[ "$peak_kb" =~ ^[0-9]+$ ]] && [ "$peak_kb" -le "$memory_bound_kb" ]; then
    passes=$((passes + 1))
else
    fail "viper graph on two 128 KiB files peaked at ${peak_kb:-?} KB, above the bound of $memory_bound_kb KB"
fi

# The grammar-aware fuzzer: real Swift files mutated and every recursive production generated
# deep, wide and long, through the guard, the parser and lint's, graph's and mocks' readers,
# for a fixed budget; it fails on a crash, a parse past the time limit, or peak memory above
# the bound. FUZZ_SECONDS (default 60) sets the budget; FUZZ_SEED picks the inputs: 1 by default
# (so a failure in CI is the same on every run), or `commit` for one made from the commit (its
# first 12 hex digits; the date's without git), printed here so a failure can be replayed.
fuzzer="$(dirname "$VIPER")/SyntaxFuzz"
if [ ! -x "$fuzzer" ]; then
    swift build --package-path "$repo" --product SyntaxFuzz >"$work/build-fuzz.log" 2>&1 || { cat "$work/build-fuzz.log" >&2; exit 1; }
fi
FUZZ_SEED="${FUZZ_SEED:-1}"
if [ "$FUZZ_SEED" = commit ]; then
    FUZZ_SEED=$((16#$(git -C "$repo" rev-parse --short=12 HEAD 2>/dev/null || date -u +%Y%m%d)))
fi
echo "==> SyntaxFuzz seed $FUZZ_SEED (replay: FUZZ_SEED=$FUZZ_SEED scripts/ci/probe-viper.sh)"
fuzz_status=0
SYNTAX_FUZZ_INPUT="$work/fuzz-input.swift" "$fuzzer" "${FUZZ_SECONDS:-60}" "$repo/Sources" "$FUZZ_SEED" \
    || fuzz_status=$?
if [ "$fuzz_status" -eq 0 ]; then
    passes=$((passes + 1))
else
    fail "SyntaxFuzz (seed $FUZZ_SEED) ended with status $fuzz_status; the input it was running:"
    head -c 2000 "$work/fuzz-input.swift" | sed 's/^/    /' >&2
    cp "$work/fuzz-input.swift" "$repo/.syntax-fuzz-failure.swift" 2>/dev/null \
        && echo "    (kept whole at .syntax-fuzz-failure.swift)" >&2
fi

echo "probe-viper: $passes runs ended as expected, $failures did not."
[ "$failures" -eq 0 ]
