#!/usr/bin/env bash
# Builds the DocC catalogs (VIPER, TerminalUI) against their libraries' symbol graphs
# and fails on any warning: a broken ``symbol`` or <doc:article> link, a bad topic.
# Then checks every ```swift block of both catalogs (scripts/ci/doc-code): quoted code
# must still be in its source file, and every other block must compile against the
# libraries as built.
set -euo pipefail
cd "$(dirname "$0")/../.."

bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each catalog sits in its library's source folder.
declare -A sources=([VIPER]=Sources/VIPER [TerminalUI]=Examples/Discover/Sources/TerminalUI)

for module in VIPER TerminalUI; do
    swift build --target "$module" >/dev/null
    mkdir -p "$work/$module-graphs"
    swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
        -output-dir "$work/$module-graphs"
    docc convert "${sources[$module]}/$module.docc" \
        --additional-symbol-graph-dir "$work/$module-graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.viperkit.$module" \
        --output-path "$work/$module-out" \
        --warnings-as-errors
    echo "DocC catalog $module: no warnings."
done

swift build --target VIPERTesting >/dev/null
mkdir -p "$work/uikit"
swiftc -emit-module -module-name UIKit -swift-version 6 -parse-as-library \
    -emit-module-path "$work/uikit/UIKit.swiftmodule" scripts/ci/uikit-stand-ins/UIKit.swift
mkdir -p "$work/swiftui"
swiftc -emit-module -module-name SwiftUI -swift-version 6 -parse-as-library \
    -emit-module-path "$work/swiftui/SwiftUI.swiftmodule" scripts/ci/swiftui-stand-ins/*.swift
mkdir -p "$work/code"
status=0
for module in VIPER TerminalUI; do
    python3 scripts/ci/doc-code/compile_blocks.py "${sources[$module]}/$module.docc" "$module" "$bin/Modules" \
        "$work/code" "$work/uikit" "$work/swiftui" || status=1
done
exit $status
