#!/usr/bin/env bash
# Proof that `viper new` writes modules that compile and whose tests pass on the first build.
#
# 1. Generates headless (--ui none) and terminal modules in both layouts, both test
#    frameworks and both assembly styles into a scratch package that depends on this
#    repository by path, builds it with warnings as failures, and runs its tests.
#    When this viper has a lint command, the generated modules must pass it.
# 2. Generates every module again with --ui uikit and --ui swiftui: each file must pass
#    `swiftc -parse`, and each tree must equal the headless one outside the View file.
#
# The scratch package lives in a temporary folder; its build folder is fixed
# (.build/generated-module-proof) so reruns only compile what changed.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build_dir="${VIPER_PROOF_BUILD_DIR:-$repo/.build/generated-module-proof}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-proof.XXXXXX")"
trap 'rm -rf "$work"' EXIT

proof_name=generated-module-proof
# shellcheck source=lib/proof.sh
source "$repo/scripts/ci/lib/proof.sh"
build_viper

# Module name, target, layout, tests, assembly, ui.
modules=(
    "Alpha   FlatApp   flat  swift-testing router  none"
    "Beta    FlatApp   flat  xctest        builder none"
    "Epsilon FlatApp   flat  swift-testing router  terminal"
    "Gamma   RolesApp  roles swift-testing builder none"
    "Delta   RolesApp  roles xctest        router  none"
)

# generate <project root> <ui override or ""> : writes every module into the project.
generate() {
    local root="$1" ui_override="$2"
    mkdir -p "$root"
    local line name target layout tests assembly ui
    for line in "${modules[@]}"; do
        read -r name target layout tests assembly ui <<<"$line"
        [ -n "$ui_override" ] && ui="$ui_override"
        (cd "$root" && "$viper" new "$name" --sources-path "Sources/$target/Modules" \
            --tests-path "Tests/${target}Tests" --layout "$layout" --tests "$tests" \
            --assembly "$assembly" --ui "$ui" >/dev/null) \
            || fail "viper new $name (ui ${ui}) exited with $?"
    done
}

package="$work/package"
step "generating modules into $package"
generate "$package" ""
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GeneratedModuleProof",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "FlatApp", dependencies: [.product(name: "VIPER", package: "$identity")]),
        .target(name: "RolesApp", dependencies: [.product(name: "VIPER", package: "$identity")]),
        .testTarget(name: "FlatAppTests", dependencies: [
            "FlatApp", .product(name: "VIPER", package: "$identity"), .product(name: "VIPERTesting", package: "$identity"),
        ]),
        .testTarget(name: "RolesAppTests", dependencies: [
            "RolesApp", .product(name: "VIPER", package: "$identity"), .product(name: "VIPERTesting", package: "$identity"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

step "building the generated package and its tests (scratch: $build_dir)"
build_scratch_package "$package" "$build_dir" "the generated modules"

step "running the generated tests"
test_scratch_package "$package" "$build_dir" "the generated tests"
xctest="$(grep -Eo 'Executed [0-9]+ tests?, with 0 failures' "$work/test.log" | tail -1 || true)"
[ -n "$xctest" ] || { cat "$work/test.log" >&2; fail "no passing XCTest run in the output"; }
echo "    Swift Testing: $swift_testing_summary"
echo "    XCTest: $xctest"

if "$viper" help lint >/dev/null 2>&1; then
    step "linting the generated modules with viper lint"
    (cd "$package" && "$viper" lint Sources Tests --no-cache) >"$work/lint.log" 2>&1 \
        || { cat "$work/lint.log" >&2; fail "viper lint finds violations in the generated modules"; }
    echo "    $(tail -1 "$work/lint.log")"
fi

step "checking the UIKit and SwiftUI variants"
generate "$work/none" "none"
for ui in uikit swiftui; do
    generate "$work/$ui" "$ui"
    count=0
    while IFS= read -r -d '' file; do
        swiftc -parse "$file" >"$work/parse.log" 2>&1 || { cat "$work/parse.log" >&2; fail "$file (ui $ui) does not parse"; }
        if [ -s "$work/parse.log" ]; then cat "$work/parse.log" >&2; fail "$file (ui $ui) parses with diagnostics"; fi
        count=$((count + 1))
    done < <(find "$work/$ui/Sources" "$work/$ui/Tests" -name '*.swift' -print0)
    [ "$count" -gt 0 ] || fail "no files generated for ui $ui"
    if ! diff -r -x '*View.swift' -x manifest.json "$work/none" "$work/$ui" >"$work/diff.log"; then
        cat "$work/diff.log" >&2
        fail "ui $ui differs from the headless variant outside the View file"
    fi
    grep -q "canImport" "$(find "$work/$ui" -name 'AlphaView.swift')" || fail "ui $ui: AlphaView.swift is not behind #if canImport"
    echo "    $ui: $count files parse; identical to --ui none outside the View file"
done

echo "generated-module-proof: 1 passed, 0 failed"
