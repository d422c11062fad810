#!/usr/bin/env bash
# Builds the DocC catalogs (VIPER, TerminalUI) against their libraries' symbol graphs
# and fails on any warning: a broken ``symbol`` or <doc:article> link, a bad topic.
set -euo pipefail
cd "$(dirname "$0")/../.."

bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for module in VIPER TerminalUI; do
    swift build --target "$module" >/dev/null
    mkdir -p "$work/$module-graphs"
    swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
        -output-dir "$work/$module-graphs"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/$module-graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.viperkit.$module" \
        --output-path "$work/$module-out" \
        --warnings-as-errors
    echo "DocC catalog $module: no warnings."
done
