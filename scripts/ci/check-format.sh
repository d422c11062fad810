#!/usr/bin/env bash
# Checks every Swift file of the project against the checked-in .swift-format configuration
# with `swift format lint --strict`: the pretty printer's layout and the rules it enables.
# Inputs that tests read as data (the Corpus/ and Fixtures/ folders: lint and extract corpora,
# the protocol zoo, fixture apps) keep the shapes real code has and are not checked.
# `scripts/ci/check-format.sh --fix` rewrites the checked files in place.
set -euo pipefail
cd "$(dirname "$0")/../.."

mapfile -t files < <(git ls-files '*.swift' | grep -v -E '/(Corpus|Fixtures)/' || true)
[ "${#files[@]}" -gt 0 ] || { echo "check-format: no Swift files found" >&2; exit 1; }
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
    echo "check-format: formatted ${#files[@]} files"
    exit 0
fi
swift format lint --strict --parallel "${files[@]}"
echo "check-format: ${#files[@]} files follow .swift-format"
