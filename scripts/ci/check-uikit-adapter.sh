#!/usr/bin/env bash
# Type-checks VIPER's `#if canImport(UIKit)` code (UIKitPlatform, UIKitNavigator) on
# Linux: a stand-in module named UIKit, declaring the UIKit API the adapter uses with
# UIKit's signatures, makes `canImport(UIKit)` true, and the VIPER sources are
# type-checked against it in Swift 6 mode with strict concurrency.
#
# What it cannot see: UIKit's real behaviour (the UIKit-shaped double in
# Tests/VIPERTests/Navigation/UIKitDouble covers the delegate callbacks the adapter relies
# on), and any drift between the stand-ins and a newer SDK's signatures.
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swiftc -emit-module -module-name UIKit -swift-version 6 -parse-as-library \
    -emit-module-path "$work/UIKit.swiftmodule" scripts/ci/uikit-stand-ins/UIKit.swift

mapfile -t sources < <(find Sources/VIPER -name '*.swift' | sort)
if ! grep -lq 'canImport(UIKit)' "${sources[@]}"; then
    echo "error: no '#if canImport(UIKit)' code found in Sources/VIPER; nothing to check" >&2
    exit 1
fi
# VIPER's own dependency (VIPERLock), as SwiftPM builds it.
swift build --target VIPERLock >/dev/null
swiftc -typecheck -module-name VIPER -swift-version 6 -parse-as-library -warnings-as-errors \
    -I "$work" -I "$(swift build --show-bin-path)/Modules" "${sources[@]}"
echo "UIKit adapter: $(grep -l 'canImport(UIKit)' "${sources[@]}" | wc -l) files type-check against the UIKit stand-ins."
