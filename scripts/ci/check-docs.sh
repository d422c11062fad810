#!/usr/bin/env bash
# Builds the VIPER DocC catalog against the library's symbol graph and fails on any
# warning: a broken ``symbol`` or <doc:article> link, an undocumented topic.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -rf "$graphs" "$out"' EXIT
symbols=$(swift build --show-bin-path)/../symbolgraph
cp "$symbols"/VIPER.symbols.json "$symbols"/VIPER@*.symbols.json "$graphs"/ 2>/dev/null || \
    cp "$symbols"/VIPER.symbols.json "$graphs"/

docc convert Sources/VIPER/VIPER.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name VIPER \
    --fallback-bundle-identifier org.viperkit.VIPER \
    --output-path "$out" \
    --warnings-as-errors
echo "DocC catalog: no warnings."
