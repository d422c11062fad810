# Shared steps of the proof scripts (generated-module-proof.sh, mocks-proof.sh, plugin-proof.sh,
# swift5-client-proof.sh): source it after setting `proof_name`, `repo` and `work`.
#
# A proof builds `viper`, writes Swift into a scratch package that depends on this
# repository by path, builds that package with warnings as failures, and runs its tests.

fail() { echo "$proof_name: FAILED: $*" >&2; exit 1; }
step() { echo "==> [${SECONDS}s] $*"; }

# build_viper: builds the viper command and sets $viper to its path.
build_viper() {
    step "building viper"
    swift build --package-path "$repo" --product viper >"$work/viper-build.log" 2>&1 \
        || { cat "$work/viper-build.log" >&2; fail "viper does not build"; }
    viper="$(swift build --package-path "$repo" --show-bin-path)/viper"
    [ -x "$viper" ] || fail "no viper binary at $viper"
}

# test_scratch_package <package> <build dir> <what>: builds the package with its tests and runs
# them, in one `swift test` (one build plan instead of two), output in $work/test.log; fails when
# <what> do not compile, compile with warnings, or fail. Sets $swift_testing_summary and
# $xctest_summary to the last passing run of each library ("" when that library ran nothing).
# A build folder may be shared with another root package (plugin-proof.sh shares the
# repository's), so the build plan cached there is never trusted.
test_scratch_package() {
    local package="$1" build_dir="$2" what="$3"
    if ! swift test --package-path "$package" --scratch-path "$build_dir" --disable-build-manifest-caching \
        >"$work/test.log" 2>&1; then
        cat "$work/test.log" >&2
        if grep -Eq "^$package/.*error:" "$work/test.log"; then fail "$what do not compile"; fi
        fail "$what fail"
    fi
    if grep -E "^$package/.*(warning|error):" "$work/test.log" >&2; then
        fail "$what compile with warnings"
    fi
    swift_testing_summary="$(grep -Eo 'Test run with [1-9][0-9]* tests? in [0-9]+ suites? passed' "$work/test.log" | tail -1 || true)"
    xctest_summary="$(grep -Eo 'Executed [1-9][0-9]* tests?, with 0 failures' "$work/test.log" | tail -1 || true)"
}

# require_summary <summary> <library>: fails unless a run of <library> passed.
require_summary() {
    [ -n "$1" ] || { cat "$work/test.log" >&2; fail "no passing $2 run in the output"; }
}
