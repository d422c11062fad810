#!/usr/bin/env bash
# Builds the DocC catalogs (VIPER, TerminalUI) against their libraries' symbol graphs
# and fails on any warning: a broken ``symbol`` or <doc:article> link, a bad topic.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift package dump-symbol-graph --minimum-access-level public >/dev/null
symbols=$(swift build --show-bin-path)/../symbolgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for module in VIPER TerminalUI; do
    mkdir -p "$work/$module-graphs"
    cp "$symbols/$module".symbols.json "$work/$module-graphs"/
    cp "$symbols/$module"@*.symbols.json "$work/$module-graphs"/ 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/$module-graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.viperkit.$module" \
        --output-path "$work/$module-out" \
        --warnings-as-errors
    echo "DocC catalog $module: no warnings."
done
