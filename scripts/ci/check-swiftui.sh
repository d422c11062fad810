#!/usr/bin/env bash
# Type-checks on Linux the SwiftUI code Linux cannot build, against stand-in modules named
# SwiftUI (scripts/ci/swiftui-stand-ins: SwiftUI's signatures and availability), in Swift 6
# mode with strict concurrency and warnings as errors, and checks the Discover app's two
# front ends against each other:
#
# 1. VIPER's `#if canImport(SwiftUI)` navigation (NavigatorView, SwiftUIScreen).
# 2. The same code for iOS 16 and macOS 13, against the availability SDK that
#    check-availability.sh builds (built here first when missing): an API newer than the
#    package's platforms, used without `if #available`, fails to compile.
# 3. Discover's SwiftUI front end (Examples/Discover/Sources/DiscoverSwiftUI), which SwiftPM
#    declares only where SwiftUI exists.
# 4. Swapping front ends: every file of the SwiftUI app is either its own View file or
#    composition-root file, or the terminal app's own file, linked in; every presenter,
#    interactor, router, builder and the route table of the terminal app is linked in, so
#    both front ends compile the same module sources. `viper graph` draws both apps alike,
#    and the SwiftUI front end passes `viper lint --strict`.
#
# What it cannot see: SwiftUI's behaviour (the SwiftUI-shaped double in
# Tests/VIPERTests/Navigation/SwiftUIDouble covers the binding writes the navigation relies
# on), and drift between the stand-ins and a newer SDK. It reuses the debug build; the
# availability SDK is the one check-availability.sh leaves in .build/availability.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "check-swiftui: FAILED: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

stand_ins=(scripts/ci/swiftui-stand-ins/*.swift)
strict=(-swift-version 6 -parse-as-library -warnings-as-errors)
bin=$(swift build --show-bin-path)
swift build --target VIPERLock >/dev/null
swift build --product viper >/dev/null

mapfile -t viper_sources < <(find Sources/VIPER -name '*.swift' | sort)
glue=$(grep -l 'canImport(SwiftUI)' "${viper_sources[@]}" | wc -l)
[ "$glue" -gt 0 ] || fail "no '#if canImport(SwiftUI)' code found in Sources/VIPER; nothing to check"

# 1. VIPER's SwiftUI navigation, on Linux; the module it emits serves the front end below.
swiftc -emit-module -module-name SwiftUI -swift-version 6 -parse-as-library \
    -emit-module-path "$work/SwiftUI.swiftmodule" "${stand_ins[@]}"
swiftc -emit-module -module-name VIPER "${strict[@]}" -I "$work" -I "$bin/Modules" \
    -emit-module-path "$work/VIPER.swiftmodule" "${viper_sources[@]}"
echo "SwiftUI navigation: $glue files of VIPER type-check against the SwiftUI stand-ins."

# 2. The same for the oldest iOS and macOS the package supports.
if [ ! -d .build/availability/ios/sdk ] || [ ! -d .build/availability/macos/sdk ]; then
    scripts/ci/check-availability.sh >/dev/null
fi
# swiftc for an Apple target; the availability SDK has no SDKSettings.json, which the driver
# mentions on every run: that line is dropped, everything else is kept.
apple_swiftc() {
    local status=0
    swiftc "$@" 2>"$work/apple.log" || status=$?
    grep -v 'Could not read SDKSettings.json' "$work/apple.log" >&2 || true
    return "$status"
}
version() { sed -n "s/.*\\.$1(\\.v\\([0-9_]*\\)).*/\\1/p" Package.swift | head -1 | tr _ .; }
for platform in "ios x86_64-apple-ios$(version iOS)-simulator" "macos x86_64-apple-macosx$(version macOS)"; do
    read -r name target <<<"$platform"
    dir=.build/availability/$name
    mkdir -p "$work/$name"
    apple=(-target "$target" -sdk "$dir/sdk" -module-cache-path "$dir/module-cache" -I "$dir/modules")
    apple_swiftc "${apple[@]}" -swift-version 6 -parse-as-library -emit-module -module-name SwiftUI \
        -o "$work/$name/SwiftUI.swiftmodule" "${stand_ins[@]}" -Xfrontend -disable-availability-checking
    apple_swiftc "${apple[@]}" "${strict[@]}" -typecheck -module-name VIPER -I "$work/$name" "${viper_sources[@]}"
    echo "SwiftUI navigation: type-checks for $target with SwiftUI's availability."
done

# 3. Discover's SwiftUI front end, with the accessor SwiftPM generates for its resources.
discover=Examples/Discover/Sources/Discover
swiftui=Examples/Discover/Sources/DiscoverSwiftUI
printf 'import Foundation\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n' >"$work/resource_bundle_accessor.swift"
mapfile -t app_sources < <(find -L "$swiftui" -name '*.swift' | sort)
swiftc -typecheck -module-name DiscoverSwiftUI "${strict[@]}" -I "$work" -I "$bin/Modules" \
    -I Examples/Discover/Sources/CSQLite -I Examples/Discover/Sources/COpenSSL \
    "${app_sources[@]}" "$work/resource_bundle_accessor.swift"
echo "Discover's SwiftUI front end: ${#app_sources[@]} files type-check against the SwiftUI stand-ins."

# 4. The front ends share every module source: the SwiftUI app's own files are View files
#    and its composition root; everything else is the terminal app's file, linked in.
is_terminal_front_end() {
    case "$1" in
        Modules/*/*View.swift | App/DiscoverScreen.swift | App/ScriptCommand.swift | App/ScriptError.swift | Terminal/* | Launch/*) return 0 ;;
        *) return 1 ;;
    esac
}
declare -A linked=()
own=0
for file in "${app_sources[@]}"; do
    real=$(realpath "$file")
    relative=${file#"$swiftui"/}
    if [[ "$real" == "$(realpath "$discover")"/* ]]; then
        shared=${real#"$(realpath "$discover")"/}
        is_terminal_front_end "$shared" && fail "$file links the terminal front end's $shared"
        linked[$shared]=1
    else
        case "$relative" in
            Modules/*/*View.swift | App/*.swift) own=$((own + 1)) ;;
            *) fail "$file is the SwiftUI app's own but neither a View file nor its composition root (App/)" ;;
        esac
        case "$(basename "$file")" in
            *Presenter.swift | *Interactor.swift | *Router.swift | *Builder.swift | *Assembly.swift | *Contracts.swift \
                | *Models.swift | AppRoute.swift | AppDeepLinks.swift | AppCoordinator.swift)
                fail "$file must be the terminal app's own file, linked in, not a copy" ;;
        esac
    fi
done
shared_count=0
while read -r file; do
    relative=${file#"$discover"/}
    is_terminal_front_end "$relative" && continue
    [ -n "${linked[$relative]:-}" ] || fail "$file is not linked into $swiftui: the SwiftUI app would not compile what the terminal app does"
    shared_count=$((shared_count + 1))
done < <(find "$discover" -name '*.swift' | sort)
echo "Front-end swap: the SwiftUI app compiles the terminal app's $shared_count module, route-table and data files" \
    "unchanged; $own files of its own (View files and composition root)."

viper="$bin/viper"
"$viper" graph "$discover" >"$work/terminal.mmd"
"$viper" graph "$swiftui" >"$work/swiftui.mmd"
diff "$work/terminal.mmd" "$work/swiftui.mmd" >&2 || fail "viper graph draws the SwiftUI app's modules differently"
echo "Module graph: viper graph draws both front ends alike."
"$viper" lint --strict --no-cache "$swiftui" || fail "the SwiftUI front end does not pass viper lint --strict"
