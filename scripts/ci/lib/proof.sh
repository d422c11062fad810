# Shared steps of the proof scripts (generated-module-proof.sh, mocks-proof.sh): source it
# after setting `proof_name`, `repo` and `work`.
#
# A proof builds `viper`, writes Swift into a scratch package that depends on this
# repository by path, builds that package with warnings as failures, and runs its tests.

fail() { echo "$proof_name: FAILED: $*" >&2; exit 1; }
step() { echo "==> $*"; }

# build_viper: builds the viper command and sets $viper to its path.
build_viper() {
    step "building viper"
    swift build --package-path "$repo" --product viper >"$work/viper-build.log" 2>&1 \
        || { cat "$work/viper-build.log" >&2; fail "viper does not build"; }
    viper="$(swift build --package-path "$repo" --show-bin-path)/viper"
    [ -x "$viper" ] || fail "no viper binary at $viper"
}

# build_scratch_package <package> <build dir> <what>: builds the package and its tests;
# fails when <what> does not compile, or compiles with warnings. A build folder may be shared
# with another root package (plugin-proof.sh shares the repository's), so the build plan cached
# there is never trusted.
build_scratch_package() {
    local package="$1" build_dir="$2" what="$3"
    if ! swift build --package-path "$package" --scratch-path "$build_dir" --disable-build-manifest-caching \
        --build-tests >"$work/build.log" 2>&1; then
        cat "$work/build.log" >&2
        fail "$what do not compile"
    fi
    if grep -E "^$package/.*(warning|error):" "$work/build.log" >&2; then
        fail "$what compile with warnings"
    fi
}

# test_scratch_package <package> <build dir> <what>: runs the built tests into
# $work/test.log; fails when <what> fail or no Swift Testing run passed.
test_scratch_package() {
    local package="$1" build_dir="$2" what="$3"
    if ! swift test --package-path "$package" --scratch-path "$build_dir" --disable-build-manifest-caching \
        --skip-build >"$work/test.log" 2>&1; then
        cat "$work/test.log" >&2
        fail "$what fail"
    fi
    swift_testing_summary="$(grep -Eo 'Test run with [0-9]+ tests? in [0-9]+ suites? passed' "$work/test.log" | tail -1 || true)"
    [ -n "$swift_testing_summary" ] || { cat "$work/test.log" >&2; fail "no passing Swift Testing run in the output"; }
}
