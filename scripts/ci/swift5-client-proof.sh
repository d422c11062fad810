#!/usr/bin/env bash
# Proof that a Swift 5 app can use VIPERKit: the package in scripts/ci/swift5-client (a
# small VIPER module and its XCTest tests on VIPER and VIPERTesting, in Swift 5 language
# mode with the default, minimal concurrency checking) is copied into a scratch folder,
# depends on this repository by path with `traits: []` (so no third-party package is
# resolved), must build with no error and no warning, and its tests must pass.
#
# The build folder is fixed (.build/swift5-client-proof) so reruns only compile what changed.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build_dir="${VIPER_PROOF_BUILD_DIR:-$repo/.build/swift5-client-proof}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-swift5.XXXXXX")"
trap 'rm -rf "$work"' EXIT

proof_name=swift5-client-proof
# shellcheck source=lib/proof.sh
source "$repo/scripts/ci/lib/proof.sh"

package="$work/SwiftFiveClient"
cp -R "$repo/scripts/ci/swift5-client" "$package"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SwiftFiveClient",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo", traits: [])],
    targets: [
        .target(name: "Greeting", dependencies: [.product(name: "VIPER", package: "$identity")]),
        .testTarget(name: "GreetingTests", dependencies: [
            "Greeting",
            .product(name: "VIPER", package: "$identity"),
            .product(name: "VIPERTesting", package: "$identity"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
MANIFEST

step "building the Swift 5 client and running its tests (XCTest)"
test_scratch_package "$package" "$build_dir" "the Swift 5 client's sources and tests"
if grep -E "warning:" "$work/test.log" | grep -v "$repo/" >&2; then
    fail "the Swift 5 client compiles with warnings"
fi
if grep -q "swift-syntax\|swift-argument-parser\|swift-nio" "$package/Package.resolved" 2>/dev/null; then
    fail "a client with traits: [] resolved a third-party package"
fi
require_summary "$xctest_summary" XCTest
echo "$proof_name: passed ($xctest_summary)."
