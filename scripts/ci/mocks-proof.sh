#!/usr/bin/env bash
# Proof that `viper mocks` writes spies that compile under Swift 6 strict concurrency and work.
#
# 1. Generates spies for the Discover Login contracts (LoginView inherits the runtime's
#    StateRendering, which viper mocks knows without its file; AuthServicing comes from its
#    own file), for the contracts of a module `viper new` writes, and for the protocol zoo
#    (Tests/VIPERMocksTests/Fixtures: ProtocolZoo.swift and ShapeZoo.swift, every shape of
#    protocol Swift allows), where no protocol may be refused.
# 2. Builds them, with warnings as failures, in a scratch package that depends on this
#    repository by path for VIPER and VIPERTesting, and runs the tests in
#    Tests/VIPERMocksTests/Fixtures/Proof that use them, in the Swift 6 language mode.
# 3. Builds the zoo, its spies and their tests again in the Swift 5 language mode, and runs them.
# 4. Runs the test that records from 8 concurrent tasks, and hands them a stub sequence, again
#    under ThreadSanitizer.
# 5. Checks that `viper mocks --check` passes on a fresh file, from another folder with the
#    paths spelled differently and --protocol reordered, and on the spies `viper new` wrote,
#    and fails on a stale one.
#
# The scratch packages live in a temporary folder; their build folders are fixed
# (.build/mocks-proof, .build/mocks-proof-swift5, .build/mocks-proof-tsan) so reruns only
# compile what changed.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build_dir="${VIPER_MOCKS_PROOF_BUILD_DIR:-$repo/.build/mocks-proof}"
fixtures="$repo/Tests/VIPERMocksTests/Fixtures"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-mocks-proof.XXXXXX")"
trap 'rm -rf "$work"' EXIT

proof_name=mocks-proof
# shellcheck source=lib/proof.sh
source "$repo/scripts/ci/lib/proof.sh"
build_viper

package="$work/package"
login="$package/Sources/DiscoverLogin"
mkdir -p "$login" "$package/Sources/Zoo" "$package/Tests/SpyProofTests" "$work/new"
cp "$repo/Examples/Discover/Sources/Discover/Domain/User.swift" "$repo/Examples/Discover/Sources/Discover/Domain/AuthServicing.swift" "$login/"
for file in LoginContracts LoginModels LoginPresenter LoginInteractor; do
    cp "$repo/Examples/Discover/Sources/Discover/Modules/Login/$file.swift" "$login/"
done
cp "$fixtures/ProtocolZoo.swift" "$fixtures/ShapeZoo.swift" "$package/Sources/Zoo/"
cp "$fixtures/Proof/"*.swift "$package/Tests/SpyProofTests/"

(cd "$work/new" && "$viper" new Sample --ui none --sources-path Sources/App --tests-path Tests/AppTests >/dev/null) \
    || fail "viper new Sample exited with $?"
cp -R "$work/new/Sources/App/Sample" "$package/Sources/Sample"

step "generating spies"
(cd "$repo" && "$viper" mocks Examples/Discover/Sources/Discover/Modules/Login/LoginContracts.swift Examples/Discover/Sources/Discover/Domain/AuthServicing.swift \
    --protocol LoginView --protocol LoginPresentation --protocol LoginUseCase \
    --protocol LoginInteractorOutput --protocol LoginRouting --protocol AuthServicing \
    --testable-import DiscoverLogin --output "$package/Tests/SpyProofTests/LoginSpies.swift") \
    2>"$work/login.log" || { cat "$work/login.log" >&2; fail "viper mocks (Login) exited with $?"; }
if grep -q "cannot mock" "$work/login.log"; then cat "$work/login.log" >&2; fail "a Login contract could not be mocked"; fi
(cd "$package" && "$viper" mocks Sources/Sample/SampleContracts.swift --testable-import Sample \
    --output Tests/SpyProofTests/SampleSpies.swift) \
    2>"$work/sample.log" || { cat "$work/sample.log" >&2; fail "viper mocks (viper new module) exited with $?"; }
if grep -q "cannot mock" "$work/sample.log"; then cat "$work/sample.log" >&2; fail "a viper new contract could not be mocked"; fi
(cd "$package" && "$viper" mocks Sources/Zoo --testable-import Zoo --output Tests/SpyProofTests/ZooSpies.swift) \
    2>"$work/zoo.log" || { cat "$work/zoo.log" >&2; fail "viper mocks (zoo) exited with $?"; }
if grep -q "cannot mock" "$work/zoo.log"; then cat "$work/zoo.log" >&2; fail "a zoo protocol could not be mocked"; fi
zoo_protocols="$(grep -Ec '^ *(public )?protocol ' "$package/Sources/Zoo/"*.swift | awk -F: '{ sum += $2 } END { print sum }')"
zoo_spies="$(grep -Ec '^(final class|actor) [A-Za-z]+Spy' "$package/Tests/SpyProofTests/ZooSpies.swift")"
[ "$zoo_spies" -eq "$zoo_protocols" ] || fail "$zoo_protocols zoo protocols but $zoo_spies spies"
echo "    $(grep -c '^final class' "$package/Tests/SpyProofTests/LoginSpies.swift") Login spies," \
    "$(grep -c '^final class' "$package/Tests/SpyProofTests/SampleSpies.swift") viper new module spies," \
    "$zoo_spies zoo spies for $zoo_protocols zoo protocols"

identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MocksProof",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "DiscoverLogin", dependencies: [.product(name: "VIPER", package: "$identity")]),
        .target(name: "Sample", dependencies: [.product(name: "VIPER", package: "$identity")]),
        .target(name: "Zoo"),
        .testTarget(name: "SpyProofTests", dependencies: [
            "DiscoverLogin", "Sample", "Zoo",
            .product(name: "VIPER", package: "$identity"), .product(name: "VIPERTesting", package: "$identity"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

step "building the spies and running the tests that use them (scratch: $build_dir)"
test_scratch_package "$package" "$build_dir" "the generated spies and their tests"
require_summary "$swift_testing_summary" "Swift Testing"
echo "    $swift_testing_summary"

step "building the zoo, its spies and their tests in the Swift 5 language mode, and running them (scratch: $build_dir-swift5)"
swift5="$work/swift5"
mkdir -p "$swift5/Sources" "$swift5/Tests/SpyProofTests"
cp -R "$package/Sources/Zoo" "$swift5/Sources/Zoo"
cp "$package/Tests/SpyProofTests/ZooSpies.swift" "$package/Tests/SpyProofTests/ZooSpyTests.swift" \
    "$package/Tests/SpyProofTests/ShapeZooSpyTests.swift" "$package/Tests/SpyProofTests/StubSequenceSpyTests.swift" \
    "$swift5/Tests/SpyProofTests/"
cat >"$swift5/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MocksProofSwift5",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "Zoo"),
        .testTarget(name: "SpyProofTests", dependencies: ["Zoo", .product(name: "VIPERTesting", package: "$identity")]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT
test_scratch_package "$swift5" "$build_dir-swift5" "the zoo's spies and their tests in Swift 5 mode"
require_summary "$swift_testing_summary" "Swift Testing"
echo "    $swift_testing_summary"

step "running the 8-task spy test under ThreadSanitizer (scratch: $build_dir-tsan)"
if ! swift test --package-path "$package" --scratch-path "$build_dir-tsan" --sanitize=thread \
    --filter 'sendableSpyFromManyTasks' >"$work/tsan.log" 2>&1; then
    cat "$work/tsan.log" >&2
    fail "the Sendable spy races under ThreadSanitizer"
fi
grep -q "ThreadSanitizer" "$work/tsan.log" && { cat "$work/tsan.log" >&2; fail "ThreadSanitizer reported a race"; }
grep -Eq 'Test run with 1 test .*passed' "$work/tsan.log" || { cat "$work/tsan.log" >&2; fail "the 8-task test did not run under ThreadSanitizer"; }
echo "    1 test, no race"

step "checking --check"
(cd "$package" && "$viper" mocks Sources/Zoo --testable-import Zoo --output Tests/SpyProofTests/ZooSpies.swift --check) \
    2>/dev/null || fail "--check reports a fresh file as stale"
(cd "$work" && "$viper" mocks "$repo/Examples/Discover/Sources/Discover/Domain/AuthServicing.swift" \
    "$(realpath --relative-to="$work" "$repo")/Examples/Discover/Sources/Discover/Modules/Login/LoginContracts.swift" \
    --protocol AuthServicing --protocol LoginRouting --protocol LoginInteractorOutput --protocol LoginUseCase \
    --protocol LoginPresentation --protocol LoginView \
    --testable-import DiscoverLogin --output package/Tests/SpyProofTests/LoginSpies.swift --check) \
    2>"$work/check.log" || { cat "$work/check.log" >&2; fail "--check depends on the working folder, the path spelling or the --protocol order"; }
(cd "$work/new" && "$viper" mocks Sources/App/Sample/SampleContracts.swift --testable-import App \
    --output Tests/AppTests/Sample/SampleSpies.swift --check) \
    2>"$work/check.log" || { cat "$work/check.log" >&2; fail "the spies viper new wrote are not what viper mocks writes"; }
echo "// edited by hand" >>"$package/Tests/SpyProofTests/ZooSpies.swift"
status=0
(cd "$package" && "$viper" mocks Sources/Zoo --testable-import Zoo --output Tests/SpyProofTests/ZooSpies.swift --check) \
    2>/dev/null || status=$?
[ "$status" -eq 1 ] || fail "--check exited $status on a stale file, expected 1"
echo "    fresh file, another folder and order, viper new's spies: exit 0; stale file: exit 1"

echo "mocks-proof: 1 passed, 0 failed"
