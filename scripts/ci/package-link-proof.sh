#!/usr/bin/env bash
# Proof that `viper new` in a Swift package that does not use VIPERKit yet links it, so the first
# build of the generated module passes (README, "Quick start"):
#
# 1. A scratch package without VIPERKit (an App target with a path of its own, a test target with
#    a comment in its dependency list) gets `viper new Profile --viperkit-url <this checkout>`.
# 2. Its Package.swift must be exactly what SwiftPM's own `swift package add-dependency` and
#    `add-target-dependency` make of the same manifest, plus `traits: []` on the new dependency:
#    every other line as it was, comments included (checked on a copy with SwiftPM's commands).
# 3. The package builds with warnings as failures and the generated tests pass, and it resolves
#    nothing but VIPERKit (no pin in Package.resolved: the tools' packages stay out).
# 4. A second module adds nothing to Package.swift, and `viper doctor` finds nothing missing.
#
# The scratch package depends on this checkout by path, so it builds offline. Its build folder is
# fixed (.build/package-link-proof) so reruns only compile what changed.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build_dir="${VIPER_LINK_PROOF_BUILD_DIR:-$repo/.build/package-link-proof}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-link-proof.XXXXXX")"
trap 'rm -rf "$work"' EXIT

proof_name=package-link-proof
# shellcheck source=lib/proof.sh
source "$repo/scripts/ci/lib/proof.sh"
build_viper

# A path dependency is known by its folder's name (see plugin-proof.sh).
viperkit="$(basename "$repo")"
package="$work/LinkProof"
mkdir -p "$package/Sources/App" "$package/Tests/AppTests"
cat >"$package/Package.swift" <<'EOF_MANIFEST'
// swift-tools-version: 6.1
// A scratch app that does not use VIPERKit yet.
import PackageDescription

let package = Package(
    name: "LinkProof",
    platforms: [.macOS(.v13), .iOS(.v16)],
    targets: [
        .target(
            name: "App",
            path: "Sources/App"
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App",  // the code under test
            ]
        ),
    ]
)
EOF_MANIFEST
echo 'public enum AppInfo { public static let name = "LinkProof" }' >"$package/Sources/App/AppInfo.swift"
echo 'import Testing' >"$package/Tests/AppTests/AppTests.swift"
cp "$package/Package.swift" "$work/Package.original.swift"

step "SwiftPM's own edits of the same manifest, on a copy"
swiftpm="$work/SwiftPM"
cp -R "$package" "$swiftpm"
(
    cd "$swiftpm"
    swift package add-dependency "$repo" --type path
    swift package add-target-dependency VIPER App --package "$viperkit"
    swift package add-target-dependency VIPERTesting AppTests --package "$viperkit"
) >"$work/swiftpm.log" 2>&1 || { cat "$work/swiftpm.log" >&2; fail "swift package add-dependency / add-target-dependency failed"; }
# What viper writes besides: traits: [] on the dependency, so only the runtime resolves.
sed "s|\.package(path: \"$repo\")|.package(path: \"$repo\", traits: [])|" "$swiftpm/Package.swift" >"$work/Package.expected.swift"

step "viper new Profile --viperkit-url <this checkout>"
(cd "$package" && "$viper" new Profile --viperkit-url "$repo") >"$work/new.log" 2>&1 \
    || { cat "$work/new.log" >&2; fail "viper new failed"; }
grep -qF "Linked VIPERKit to Package.swift: the package VIPERKit ($repo), VIPER on target 'App' and VIPERTesting on target 'AppTests'." "$work/new.log" \
    || { cat "$work/new.log" >&2; fail "viper new does not say it linked VIPERKit"; }
diff -u "$work/Package.expected.swift" "$package/Package.swift" >&2 \
    || fail "Package.swift is not what swift package add-dependency and add-target-dependency (plus traits: []) make"
if diff "$work/Package.original.swift" "$package/Package.swift" | grep -q '^<'; then
    diff "$work/Package.original.swift" "$package/Package.swift" >&2
    fail "viper new changed or removed a line of Package.swift"
fi
echo "    Package.swift = SwiftPM's edits + traits: [] ($(diff "$work/Package.original.swift" "$package/Package.swift" | grep -c '^>') lines added, none changed)"

step "the generated module builds and its tests pass, resolving VIPERKit alone"
test_scratch_package "$package" "$build_dir" "the generated module and its tests"
require_summary "$swift_testing_summary" "Swift Testing"
echo "    $swift_testing_summary"
if [ -f "$package/Package.resolved" ] && grep -q '"identity"' "$package/Package.resolved"; then
    cat "$package/Package.resolved" >&2
    fail "the package resolves more than VIPERKit"
fi

step "a second module adds nothing to Package.swift; viper doctor finds nothing missing"
cp "$package/Package.swift" "$work/Package.linked.swift"
(cd "$package" && "$viper" new Settings --viperkit-url "$repo") >"$work/again.log" 2>&1 \
    || { cat "$work/again.log" >&2; fail "a second viper new failed"; }
cmp -s "$work/Package.linked.swift" "$package/Package.swift" || fail "a second viper new changed Package.swift"
(cd "$package" && "$viper" doctor --viperkit-url "$repo") >"$work/doctor.log" 2>&1 \
    || { cat "$work/doctor.log" >&2; fail "viper doctor reports a problem in the linked package"; }

echo "package-link-proof: viper new linked VIPERKit with SwiftPM's own edits plus traits: [], the generated module builds and passes its tests, resolving VIPERKit alone."
