#!/usr/bin/env bash
# Runs the Discover tests with coverage and fails unless every module's Presenter and
# Interactor is covered at 100% of its lines: every line of the logic a VIPER module is
# tested through.
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build-cov
swift test --enable-code-coverage --scratch-path "$scratch" --filter DiscoverTests >"$scratch-test.log" 2>&1 || {
    tail -50 "$scratch-test.log"
    echo "error: the Discover tests failed under coverage" >&2
    exit 1
}
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
profile="$bin/codecov/default.profdata"
binary="$bin/VIPERKitPackageTests.xctest"
files=$(ls Sources/Discover/Modules/*/*Presenter.swift Sources/Discover/Modules/*/*Interactor.swift)

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
