#!/usr/bin/env bash
# Runs the Discover module tests with coverage and fails unless every module's Presenter and
# Interactor is covered at 100% of its lines: every line of the logic a VIPER module is
# tested through.
#
# It uses the ThreadSanitizer build CI makes in the background (.build-tsan, with ThreadSanitizer
# and coverage) instead of a build of its own, so these tests run under ThreadSanitizer too and any
# report fails them; run on its own, it makes that build first.
set -euo pipefail
cd "$(dirname "$0")/../.."

# shellcheck source=lib/tsan.sh
source scripts/ci/lib/tsan.sh
# The module suites (presenter, interactor, router, module and store tests of each module): the
# tests a Presenter and an Interactor are tested through. The server suites stay out: SwiftNIO's
# threads crash ThreadSanitizer's runtime here (SEGV in generic metadata lookup, not a race).
modules='DiscoverTests\.(Login|ForgotPassword|Home|Detail|Favorites|LocationPicker)[A-Za-z]*Tests'

TSAN_OPTIONS="halt_on_error=1" swift test "${tsan_flags[@]}" --filter "$modules" >"$tsan_scratch-coverage.log" 2>&1 || {
    tail -50 "$tsan_scratch-coverage.log"
    echo "error: the Discover tests failed under ThreadSanitizer with coverage" >&2
    exit 1
}
bin=$(swift build "${tsan_flags[@]}" --show-bin-path)
profile="$bin/codecov/default.profdata"
binary="$bin/VIPERKitPackageTests.xctest"
files=$(ls Examples/Discover/Sources/Discover/Modules/*/*Presenter.swift Examples/Discover/Sources/Discover/Modules/*/*Interactor.swift)

llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"  # the toolchain's, which reads its profiles
report=$("$llvm_cov" report "$binary" -instr-profile="$profile" $files)
echo "$report"
# Columns: Filename Regions Missed Cover Functions Missed Executed Lines Missed Cover ...
short=$(echo "$report" | awk '/\.swift/ && $9 != "0" { print $1 " misses " $9 " of " $8 " lines" }')
if [ -n "$short" ]; then
    echo "error: Presenter and Interactor files must be covered at 100% of their lines:" >&2
    echo "$short" >&2
    exit 1
fi
echo "Coverage: every Presenter and Interactor line is covered ($(echo "$files" | wc -l) files)."
