#!/usr/bin/env bash
# Proof that VIPERKit works for the two ways a package adds it (README, "Installation"):
#
# 0. VIPERLintPlugin's Xcode path (XcodeBuildToolPlugin) type-checks against a stand-in of
#    Xcode's XcodeProjectPlugin module (Plugins/XcodeStandIn), which only Xcode ships.
# 1. Runtime + plugins: a scratch package outside the repository depends on VIPERKit by path
#    and applies VIPERLintPlugin to its target. `swift build` shows a planted violation as a
#    warning at its file and line. The command plugins do what they say:
#      viper-lint   prints the findings, and passes options through (--strict fails the run);
#      viper-mocks  writes the spies of a module's *Contracts.swift into the test target, which
#                   then builds and passes its tests; with --check it fails on a stale file;
#      viper-new    writes a module into the target and its tests into the test target, which
#                   build (the lint plugin finds nothing) and pass; viper-mocks --check finds the
#                   spies viper new wrote up to date (they are what viper mocks writes).
# 2. Runtime only: a scratch app depends on a file:// clone of the current commit with
#    `traits: []`, uses VIPER and VIPERTesting (a module written by viper new), builds and
#    tests, and its Package.resolved pins VIPERKit and nothing else.
#
# 3. Plugins trait off: a package that adds VIPERKit with `traits: ["Tools"]` and applies
#    VIPERLintPlugin fails with a message that names the trait, not SwiftPM's "no tool".
#
# All three run offline with the SwiftPM mirrors. The scratch packages live in a temporary
# folder. The package of part 1 builds in the repository's own build folder (.build): the
# viper its plugins run, built for the host with swift-syntax, is the one the repository's
# `swift build` already compiled for VIPERKit's own plugins, so it is reused instead of built a
# second time (several minutes). That package is another root, so the cached build plan is
# never trusted (--disable-build-manifest-caching), and the repository's next build relinks its
# products (a minute): CI runs this proof last. The other scratch packages build in fixed
# folders under .build/plugin-proof, so reruns only compile what changed.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build_dir="${VIPER_PLUGIN_PROOF_BUILD_DIR:-$repo/.build/plugin-proof}"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-plugin-proof.XXXXXX")"
trap 'rm -rf "$work"' EXIT

proof_name=plugin-proof
# shellcheck source=lib/proof.sh
source "$repo/scripts/ci/lib/proof.sh"
build_viper

# MARK: - 0. The Xcode path of VIPERLintPlugin type-checks against a stand-in of XcodeProjectPlugin

step "VIPERLintPlugin's Xcode path type-checks against Plugins/XcodeStandIn"
plugin_api="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/pm/PluginAPI"
swiftc -package-description-version 6.1 -parse-as-library -emit-module -module-name XcodeProjectPlugin \
    -I "$plugin_api" -emit-module-path "$work/standin/XcodeProjectPlugin.swiftmodule" \
    "$repo/Plugins/XcodeStandIn/XcodeProjectPlugin.swift" || fail "the XcodeProjectPlugin stand-in does not compile"
swiftc -package-description-version 6.1 -parse-as-library -typecheck -module-name VIPERLintPlugin \
    -I "$plugin_api" -I "$work/standin" "$repo/Plugins/VIPERLintPlugin/"*.swift \
    || fail "VIPERLintPlugin's XcodeBuildToolPlugin conformance does not type-check"

# MARK: - 1. Runtime + plugins, by path

# A path dependency is known by its folder's name. The scratch packages depend on the repository
# itself, under that name (a link named VIPERKit would be another package identity, and every
# VIPERKit module would compile again instead of coming from the repository's build).
viperkit="$(basename "$repo")"
package="$work/PluginProof"
plugins_build="$repo/.build"
mkdir -p "$package/Sources/App/Greeting" "$package/Sources/App/Legacy" "$package/Tests/AppTests/Greeting"
cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PluginProof",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "VIPER", package: "$viperkit")],
            plugins: [.plugin(name: "VIPERLintPlugin", package: "$viperkit")]
        ),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "VIPERTesting", package: "$viperkit")]),
    ]
)
EOF
# A small module written by hand, whose test uses the spies viper-mocks writes.
cat >"$package/Sources/App/Greeting/GreetingContracts.swift" <<'EOF'
import VIPER

@MainActor
protocol GreetingView: StateRendering where State == String {}

@MainActor
protocol GreetingUseCase: AnyObject {
    func greeting(for name: String) -> String
}
EOF
cat >"$package/Sources/App/Greeting/GreetingPresenter.swift" <<'EOF'
@MainActor
final class GreetingPresenter {
    weak var view: (any GreetingView)?
    private let useCase: any GreetingUseCase

    init(useCase: any GreetingUseCase) {
        self.useCase = useCase
    }

    func greet(_ name: String) {
        view?.render(useCase.greeting(for: name))
    }
}
EOF
cat >"$package/Tests/AppTests/Greeting/GreetingPresenterTests.swift" <<'EOF'
import Testing
import VIPERTesting
@testable import App

@MainActor
@Suite("Greeting presenter, through the spies viper-mocks wrote")
struct GreetingPresenterTests {
    @Test("greeting someone renders what the use case answers")
    func greets() {
        let view = GreetingViewSpy()
        let useCase = GreetingUseCaseSpy()
        useCase.greetingReturnValue = "Hello, Ada"
        let presenter = GreetingPresenter(useCase: useCase)
        presenter.view = view
        presenter.greet("Ada")
        expectRecorded(useCase.greetingCalls, ["Ada"])
        expectRecorded(view.renderCalls, ["Hello, Ada"])
    }
}
EOF
# The planted violation: a Presenter that holds its View strongly.
cat >"$package/Sources/App/Legacy/LegacyPresenter.swift" <<'EOF'
protocol LegacyView: AnyObject {}

final class LegacyPresenter {
    var view: LegacyView?
}
EOF
planted="Sources/App/Legacy/LegacyPresenter.swift:4:9: warning: LegacyPresenter holds its View 'view' strongly"

# swift_package <log> <arguments…>: runs `swift package` on the scratch package.
swift_package() {
    local log="$1"
    shift
    swift package --package-path "$package" --scratch-path "$plugins_build" --disable-build-manifest-caching "$@" >"$log" 2>&1
}

step "VIPERLintPlugin: swift build shows the planted violation as a warning"
swift build --package-path "$package" --scratch-path "$plugins_build" --disable-build-manifest-caching >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; fail "the package that applies VIPERLintPlugin does not build"; }
grep -F "$package/$planted" "$work/build.log" \
    || { cat "$work/build.log" >&2; fail "swift build does not show the planted violation as a warning"; }

step "viper-lint: swift package viper-lint --target App"
swift_package "$work/lint.log" --allow-writing-to-package-directory viper-lint --target App \
    || { cat "$work/lint.log" >&2; fail "viper-lint failed on warnings alone"; }
grep -F "$planted" "$work/lint.log" || { cat "$work/lint.log" >&2; fail "viper-lint does not print the finding"; }
if swift_package "$work/strict.log" --allow-writing-to-package-directory viper-lint --target App --strict; then
    cat "$work/strict.log" >&2
    fail "viper-lint --strict passed with a warning: the option did not reach viper lint"
fi
echo "    --strict reached viper lint and failed the run"
rm -r "$package/Sources/App/Legacy"   # proven; the builds below must be free of warnings

step "viper-mocks: swift package --allow-writing-to-package-directory viper-mocks --target AppTests"
spies="$package/Tests/AppTests/Greeting/GreetingSpies.swift"
swift_package "$work/mocks.log" --allow-writing-to-package-directory viper-mocks --target AppTests \
    || { cat "$work/mocks.log" >&2; fail "viper-mocks failed"; }
[ -f "$spies" ] || { cat "$work/mocks.log" >&2; fail "viper-mocks did not write $spies"; }
echo "    $(grep -c '^final class' "$spies") spies in Tests/AppTests/Greeting/GreetingSpies.swift"
test_scratch_package "$package" "$plugins_build" "the spies viper-mocks wrote and the tests that use them"
require_summary "$swift_testing_summary" "Swift Testing"
echo "    $swift_testing_summary"
swift_package "$work/check.log" --allow-writing-to-package-directory viper-mocks --target AppTests --check \
    || { cat "$work/check.log" >&2; fail "viper-mocks --check reports fresh spies as stale"; }
contracts="$package/Sources/App/Greeting/GreetingContracts.swift"
cp "$contracts" "$work/GreetingContracts.swift"
printf '\n@MainActor\nprotocol GreetingRouting: AnyObject {\n    func close()\n}\n' >>"$contracts"
if swift_package "$work/stale.log" --allow-writing-to-package-directory viper-mocks --target AppTests --check; then
    cat "$work/stale.log" >&2
    fail "viper-mocks --check passed after a contract changed"
fi
grep -q "GreetingSpies.swift is stale" "$work/stale.log" || { cat "$work/stale.log" >&2; fail "--check does not name the stale file"; }
cp "$work/GreetingContracts.swift" "$contracts"
echo "    --check passes on fresh spies and names the stale file after a contract changed"

step "viper-new: swift package --allow-writing-to-package-directory viper-new Profile --target App"
swift_package "$work/new.log" --allow-writing-to-package-directory viper-new Profile --target App \
    || { cat "$work/new.log" >&2; fail "viper-new failed"; }
for file in Sources/App/Modules/Profile/ProfilePresenter.swift Tests/AppTests/Profile/ProfileSpies.swift; do
    [ -f "$package/$file" ] || { cat "$work/new.log" >&2; fail "viper-new did not write $file"; }
done
echo "    wrote $(grep -c '^Created ' "$work/new.log") files"
swift_package "$work/mocks-again.log" --allow-writing-to-package-directory viper-mocks --target AppTests --check \
    || { cat "$work/mocks-again.log" >&2; fail "viper-mocks --check finds the spies viper new wrote stale"; }
grep -q "Tests/AppTests/Profile/ProfileSpies.swift is up to date" "$work/mocks-again.log" \
    || { cat "$work/mocks-again.log" >&2; fail "viper-mocks does not recognise the spies viper new wrote as its own"; }
test_scratch_package "$package" "$plugins_build" "the module viper-new wrote and its generated tests"
require_summary "$swift_testing_summary" "Swift Testing"
echo "    $swift_testing_summary"

# MARK: - 2. Runtime only, traits: [], by a git URL

step "runtime only: an app that depends on VIPERKit with traits: []"
clone="$work/clone/VIPERKit"
git clone --quiet --no-local "$repo" "$clone"
git -C "$clone" -c advice.detachedHead=false checkout --quiet "$(git -C "$repo" rev-parse HEAD)"
git -C "$clone" tag 1.0.0
app="$work/RuntimeApp"
mkdir -p "$app/Sources/App" "$app/Tests/AppTests"
cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RuntimeApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(url: "file://$clone", from: "1.0.0", traits: [])],
    targets: [
        .target(name: "App", dependencies: [.product(name: "VIPER", package: "VIPERKit")]),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "VIPERTesting", package: "VIPERKit")]),
    ]
)
EOF
(cd "$app" && "$viper" new Settings >"$work/app-new.log") || { cat "$work/app-new.log" >&2; fail "viper new failed in the runtime app"; }
test_scratch_package "$app" "$build_dir/runtime-app" "the runtime-only app and its tests"
require_summary "$swift_testing_summary" "Swift Testing"
echo "    $swift_testing_summary"
pins="$(grep -o '"identity" : "[^"]*"' "$app/Package.resolved" | sed 's/.*: "\(.*\)"/\1/' | paste -sd ' ')"
[ "$pins" = "viperkit" ] || { cat "$app/Package.resolved" >&2; fail "Package.resolved pins '$pins', expected VIPERKit alone"; }
echo "    Package.resolved pins: $pins"

# MARK: - 3. Plugins trait off: the plugin says which trait gives it its viper

step "Plugins trait off: an app that applies VIPERLintPlugin with traits: [\"Tools\"]"
lean="$work/ToolsOnly"
mkdir -p "$lean/Sources/App"
cat >"$lean/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ToolsOnly",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo", traits: ["Tools"])],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "VIPER", package: "$viperkit")],
            plugins: [.plugin(name: "VIPERLintPlugin", package: "$viperkit")]
        ),
    ]
)
EOF
echo 'import VIPER' >"$lean/Sources/App/App.swift"
if swift build --package-path "$lean" --scratch-path "$build_dir/tools-only" >"$work/lean.log" 2>&1; then
    cat "$work/lean.log" >&2
    fail "VIPERLintPlugin ran without the Plugins trait, which builds its viper"
fi
grep -F "with its Plugins trait (on by default)" "$work/lean.log" \
    || { cat "$work/lean.log" >&2; fail "without the Plugins trait, the error does not name the trait"; }

echo "plugin-proof: the build-tool plugin warns at file:line, the command plugins write and check what they say, a runtime-only app resolves VIPERKit alone, and without the Plugins trait the plugin names it."
