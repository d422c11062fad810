#!/usr/bin/env bash
# Proof that `viper new` writes modules that compile and whose tests pass on the first build,
# in Swift 6 and Swift 5 language modes, with every kind of view.
#
# 1. Generates modules of every kind (both layouts, both test frameworks, both assembly
#    styles, headless, terminal, UIKit and SwiftUI views) twice into a scratch package that
#    depends on this repository by path: once into targets built in Swift 6 language mode,
#    once into targets built in Swift 5 mode. It builds the package with warnings as
#    failures and runs its tests. On Linux the UIKit and SwiftUI modules build without their
#    framework, so this is the proof that they compile and pass where it is absent. When
#    this viper has a lint command, the generated modules must pass it.
# 2. Where the framework is present: type-checks the UIKit and SwiftUI modules' sources in
#    both language modes against stand-in modules named UIKit and SwiftUI
#    (scripts/ci/uikit-stand-ins, scripts/ci/swiftui-stand-ins), which declare the API the
#    generated views use with the frameworks' signatures and make `canImport` true. Each
#    SwiftUI module is type-checked inside an app that shows it with VIPER's NavigatorView,
#    its routes translated into the app's.
# 3. Generates every module again with each --ui kind: each tree must equal the headless
#    one outside the View file.
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

# Module name, target (without its language-mode suffix), layout, tests, assembly, ui.
modules=(
    "Alpha   FlatApp   flat  swift-testing router  none"
    "Beta    FlatApp   flat  xctest        builder none"
    "Epsilon FlatApp   flat  swift-testing router  terminal"
    "Zeta    FlatApp   flat  swift-testing builder uikit"
    "Eta     FlatApp   flat  xctest        router  swiftui"
    "Gamma   RolesApp  roles swift-testing builder none"
    "Delta   RolesApp  roles xctest        router  none"
    "Theta   RolesApp  roles xctest        builder uikit"
    "Iota    RolesApp  roles swift-testing router  swiftui"
)
# Language mode and the suffix of its targets' names.
modes=("6 Swift6" "5 Swift5")

# generate <project root> <target suffix> <ui override or ""> : writes every module into the project.
generate() {
    local root="$1" suffix="$2" ui_override="$3"
    mkdir -p "$root"
    local line name target layout tests assembly ui
    for line in "${modules[@]}"; do
        read -r name target layout tests assembly ui <<<"$line"
        [ -n "$ui_override" ] && ui="$ui_override"
        target="$target$suffix"
        # Module names are unique in a project (the manifest knows a module by its name), so each
        # language mode's copy carries the mode: Alpha6, Alpha5.
        name="$name${suffix#Swift}"
        (cd "$root" && "$viper" new "$name" --sources-path "Sources/$target/Modules" \
            --tests-path "Tests/${target}Tests" --target "$target" --layout "$layout" --tests "$tests" \
            --assembly "$assembly" --ui "$ui" >/dev/null) \
            || fail "viper new $name (target $target, ui $ui) exited with $?"
    done
}

package="$work/package"
step "generating modules into $package, for Swift 6 and Swift 5 targets"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
viper_product=".product(name: \"VIPER\", package: \"$identity\")"
testing_product=".product(name: \"VIPERTesting\", package: \"$identity\")"
targets=""
for mode in "${modes[@]}"; do
    read -r version suffix <<<"$mode"
    generate "$package" "$suffix" ""
    for app in FlatApp RolesApp; do
        target="$app$suffix"
        targets+="        .target(name: \"$target\", dependencies: [$viper_product], swiftSettings: [.swiftLanguageMode(.v$version)]),
        .testTarget(name: \"${target}Tests\", dependencies: [\"$target\", $viper_product, $testing_product], swiftSettings: [.swiftLanguageMode(.v$version)]),
"
    done
done
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GeneratedModuleProof",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "$repo")],
    targets: [
$targets    ]
)
SWIFT

step "building the generated package and running its tests (scratch: $build_dir)"
test_scratch_package "$package" "$build_dir" "the generated modules and their tests"
require_summary "$swift_testing_summary" "Swift Testing"
require_summary "$xctest_summary" XCTest
echo "    Swift Testing: $swift_testing_summary"
echo "    XCTest: $xctest_summary"

if "$viper" help lint >/dev/null 2>&1; then
    step "linting the generated modules with viper lint"
    (cd "$package" && "$viper" lint Sources Tests --no-cache) >"$work/lint.log" 2>&1 \
        || { cat "$work/lint.log" >&2; fail "viper lint finds violations in the generated modules"; }
    echo "    $(tail -1 "$work/lint.log")"
fi

# navigating_app <module> <assembly>: an app whose route table builds the SwiftUI module, its
# own routes translated into the app's, on a ModuleNavigator a NavigatorView shows: the module
# navigates with the runtime's SwiftUI platform through the same Navigating API.
navigating_app() {
    local module="$1" build
    case "$2" in
        builder) build="${module}Builder(dependencies: dependencies).build()" ;;
        *) build="${module}Router.build(dependencies)" ;;
    esac
    cat <<SWIFT
#if canImport(SwiftUI)
import SwiftUI
import VIPER

enum ProofRoute: Hashable, Sendable {
    case list
    case detail(id: String)
}

@MainActor
final class ProofApp {
    let navigator: ModuleNavigator<ProofRoute, any SwiftUIScreen>
    private let service: any ${module}Servicing

    init(service: any ${module}Servicing) {
        self.service = service
        weak var app: ProofApp?
        navigator = ModuleNavigator(root: .list) { route in
            guard let app else { throw CancellationError() }
            return app.module(for: route)
        }
        app = self
    }

    private func module(for route: ProofRoute) -> Module<any SwiftUIScreen, Void> {
        let dependencies = ${module}Dependencies(service: service, navigator: navigator.translating { (route: ${module}Route) in
            switch route {
            case .detail(let item): ProofRoute.detail(id: item.id)
            }
        })
        let module = $build
        return Module(view: module.view, scope: module.scope, objects: module.objects)
    }

    var view: some View { NavigatorView(navigator) }
}
#endif
SWIFT
}

step "type-checking the UIKit and SwiftUI views where their framework is present (stand-ins)"
modules_dir="$(find "$(swift build --package-path "$package" --scratch-path "$build_dir" --show-bin-path)" \
    -name VIPER.swiftmodule -path '*Modules*' -print -quit)"
[ -n "$modules_dir" ] || fail "no VIPER.swiftmodule in $build_dir"
modules_dir="$(dirname "$modules_dir")"
stand_ins="$work/stand-ins"
mkdir -p "$stand_ins"
for framework in UIKit SwiftUI; do
    folder="$repo/scripts/ci/$(echo "$framework" | tr '[:upper:]' '[:lower:]')-stand-ins"
    swiftc -emit-module -module-name "$framework" -swift-version 6 -parse-as-library \
        -emit-module-path "$stand_ins/$framework.swiftmodule" "$folder"/*.swift >"$work/stand-in.log" 2>&1 \
        || { cat "$work/stand-in.log" >&2; fail "the $framework stand-ins do not compile"; }
done
# A SwiftUI module's view is a `SwiftUIScreen`, VIPER's SwiftUI navigation, which exists only
# where SwiftUI does: those modules type-check against a VIPER built with the stand-ins.
mkdir -p "$stand_ins/with-swiftui"
mapfile -t viper_sources < <(find "$repo/Sources/VIPER" -name '*.swift' | sort)
swiftc -emit-module -module-name VIPER -swift-version 6 -parse-as-library -I "$stand_ins" -I "$modules_dir" \
    -emit-module-path "$stand_ins/with-swiftui/VIPER.swiftmodule" "${viper_sources[@]}" >"$work/viper.log" 2>&1 \
    || { cat "$work/viper.log" >&2; fail "VIPER does not compile with the SwiftUI stand-ins"; }
checked=0
for line in "${modules[@]}"; do
    read -r name target layout tests assembly ui <<<"$line"
    case "$ui" in uikit) framework=UIKit ;; swiftui) framework=SwiftUI ;; *) continue ;; esac
    for mode in "${modes[@]}"; do
        read -r version suffix <<<"$mode"
        module="$name${suffix#Swift}"
        sources="$package/Sources/$target$suffix/Modules/$module"
        view="$(find "$sources" -name "${module}View.swift")"
        grep -q "^#if canImport($framework)\$" "$view" || fail "$view is not behind #if canImport($framework)"
        mapfile -t files < <(find "$sources" -name '*.swift' | sort)
        includes=(-I "$stand_ins" -I "$modules_dir")
        if [ "$framework" = SwiftUI ]; then
            includes=(-I "$stand_ins/with-swiftui" "${includes[@]}")
            navigating_app "$module" "$assembly" >"$work/${module}App.swift"
            files+=("$work/${module}App.swift")
        fi
        swiftc -typecheck -module-name "$target$suffix" -swift-version "$version" -parse-as-library -warnings-as-errors \
            "${includes[@]}" "${files[@]}" >"$work/typecheck.log" 2>&1 \
            || { cat "$work/typecheck.log" >&2; fail "$name ($ui, Swift $version) does not type-check with $framework present"; }
        checked=$((checked + 1))
    done
done
# The stand-ins must really be the ones imported: a probe that exists only with them type-checks.
printf 'import UIKit\nimport SwiftUI\nlet probe: (UITableViewController.Type, Text.Type) = (UITableViewController.self, Text.self)\n' >"$work/probe.swift"
swiftc -typecheck -I "$stand_ins" "$work/probe.swift" >"$work/probe.log" 2>&1 \
    || { cat "$work/probe.log" >&2; fail "the stand-in frameworks are not importable"; }
echo "    $checked module sources type-check with their framework present"

step "checking that only the View file differs between --ui kinds"
generate "$work/none" "" "none"
for ui in terminal uikit swiftui; do
    generate "$work/$ui" "" "$ui"
    if ! diff -r -x '*View.swift' -x manifest.json "$work/none" "$work/$ui" >"$work/diff.log"; then
        cat "$work/diff.log" >&2
        fail "ui $ui differs from the headless variant outside the View file"
    fi
    echo "    $ui: identical to --ui none outside the View file"
done

echo "generated-module-proof: 1 passed, 0 failed"
