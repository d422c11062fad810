#!/usr/bin/env bash
# VIPER, VIPERTesting and VIPERLock must run on the oldest OS the package declares
# (Package.swift `platforms:`): iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
#
# Linux has no Apple SDK, but the toolchain's own standard library interfaces (Swift,
# _Concurrency, _StringProcessing, Synchronization) keep their Apple availability
# attributes. This script rebuilds those interfaces for an Apple target
# (x86_64-apple-macosx<macOS> and x86_64-apple-ios<iOS>-simulator) into a minimal SDK and
# compiles the libraries against it, so the compiler itself checks every API they use and
# every language feature that needs a newer runtime (typed throws in function type
# metadata, `isolated(any)` functions, noncopyable generics in casts), exactly as Xcode
# would at those deployment targets. It then scans the generated code for calls into
# runtime entry points that the compiler does not check but that first shipped with the
# Swift 5.9 runtime (macOS 14, iOS 17): the metadata and witness-table pack allocators
# that escaping parameter packs need.
#
# What it cannot see (also in the VIPER documentation's "Platforms" section):
# - Foundation, Darwin, XCTest and Swift Testing: Linux ships no Apple interfaces for
#   them, so scripts/ci/availability-stand-ins declares the few APIs the libraries use,
#   with Apple's signatures, as available (UUID, URL, pthread mutexes and keys, XCTFail,
#   Issue.record); a newer Foundation API would go unnoticed until added there.
# - `#if canImport(UIKit)` code (checked by check-uikit-adapter.sh against UIKit stand-ins).
# - Runtime entry points other than the pack allocators, and behaviour differences between
#   OS versions.
# tvOS 16, watchOS 9 and visionOS 1 share iOS 16's (or, for visionOS, a newer) Swift
# runtime and standard library availability, so checking iOS 16 covers them.
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain_lib="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
interfaces="$toolchain_lib/linux"
stand_ins=scripts/ci/availability-stand-ins
cache=.build/availability
version() { sed -n "s/.*\\.$1(\\.v\\([0-9_]*\\)).*/\\1/p" Package.swift | head -1 | tr _ .; }
macos=$(version macOS)
ios=$(version iOS)
if [ -z "$macos" ] || [ -z "$ios" ]; then
    echo "error: cannot read the macOS and iOS deployment targets from Package.swift's platforms" >&2
    exit 1
fi

libraries=(VIPERLock VIPER VIPERTesting)

# Synchronization's Linux interface is Linux code (futexes), so it cannot be retargeted;
# every declaration in it needs a newer OS than the package supports anyway.
if importers=$(grep -rl '^import Synchronization' "${libraries[@]/#/Sources/}"); then
    needs=$(grep -m1 -o '@available([^)]*)' "$interfaces/Synchronization.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface")
    echo "error: Synchronization declares $needs, newer than the package's platforms; imported by:" >&2
    echo "$importers" >&2
    exit 1
fi
toolchain_id=$(swiftc --version 2>&1 | head -1)

check_target() {
    local name=$1 target=$2
    local dir="$cache/$name" sdk="$cache/$name/sdk/usr/lib/swift"
    local arch_os
    case $name in
        macos) arch_os=x86_64-apple-macos ;;
        ios) arch_os=x86_64-apple-ios-simulator ;;
    esac
    if [ "$(cat "$dir/toolchain" 2>/dev/null)" != "$toolchain_id" ]; then
        rm -rf "$dir"
        mkdir -p "$sdk"
        # The Linux interfaces, retargeted. @backDeployed bodies are not printed for Linux,
        # and the interfaces refer to their own newer declarations without guards that
        # only Apple's build adds: both irrelevant to checking *our* code against their
        # declarations' availability. The modules are built from them unoptimized (-Onone for
        # -O): availability lives in declarations, and optimizing the inlinable bodies of the
        # standard library was a third of this script's time.
        for module in Swift SwiftOnoneSupport _Concurrency _StringProcessing; do
            mkdir -p "$sdk/$module.swiftmodule"
            sed -e "s/-target x86_64-unknown-linux-gnu/-target $target/g" \
                -e '/^ *@backDeployed(before:/d' \
                -e '3s/$/ -disable-availability-checking/' -e '3s/ -O / -Onone /' \
                "$interfaces/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
                > "$sdk/$module.swiftmodule/$arch_os.swiftinterface"
        done
        echo "$toolchain_id" > "$dir/toolchain"
    fi
    local common=(-target "$target" -sdk "$dir/sdk" -module-cache-path "$dir/module-cache"
        -swift-version 6 -parse-as-library -warnings-as-errors -I "$dir/modules")
    mkdir -p "$dir/modules"
    for stand_in in "$stand_ins"/*.swift; do
        local module
        module=$(basename "$stand_in" .swift)
        swiftc "${common[@]}" -emit-module -module-name "$module" -o "$dir/modules/$module.swiftmodule" "$stand_in" \
            -Xfrontend -disable-availability-checking
    done
    for library in "${libraries[@]}"; do
        mapfile -t sources < <(find "Sources/$library" -name '*.swift' | sort)
        swiftc "${common[@]}" -emit-module -module-name "$library" -o "$dir/modules/$library.swiftmodule" "${sources[@]}"
        if [ "$name" = macos ]; then
            swiftc "${common[@]}" -wmo -emit-ir -module-name "$library" -o "$dir/$library.ll" "${sources[@]}"
            if grep -E '@swift_allocate(Metadata|WitnessTable)Pack\b' "$dir/$library.ll" >/dev/null; then
                echo "error: $library calls swift_allocateMetadataPack or swift_allocateWitnessTablePack, which" \
                    "first shipped with the Swift 5.9 runtime (macOS 14, iOS 17): an escaping parameter pack." >&2
                exit 1
            fi
        fi
    done
    echo "Availability: ${libraries[*]} compile for $target with every API and runtime feature available."
}

# The two targets share nothing, and each spends most of its time rebuilding the standard
# library from its interface on one core: check them side by side.
check_target macos "x86_64-apple-macosx$macos" &
macos_check=$!
check_target ios "x86_64-apple-ios$ios-simulator" &
ios_check=$!
status=0
wait "$macos_check" || status=1
wait "$ios_check" || status=1
exit "$status"
