#!/usr/bin/env bash
# The example app's module graph, drawn by `viper graph`, must match every committed
# copy: docs/discover-modules.mmd, and the ```mermaid blocks of README.md and the DocC
# article that show it.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift run -q viper graph Examples/Discover/Sources/Discover --output docs/discover-modules.mmd --check
expected=$(cat docs/discover-modules.mmd)
for file in README.md Sources/VIPER/VIPER.docc/DiscoverApp.md; do
    block=$(awk '/^```mermaid$/ { inside = 1; next } /^```$/ { inside = 0 } inside' "$file")
    if [ "$block" != "$expected" ]; then
        echo "error: the module graph in $file is stale; paste docs/discover-modules.mmd into its mermaid block" >&2
        diff <(echo "$expected") <(echo "$block") >&2 || true
        exit 1
    fi
done
echo "Module graph: docs/discover-modules.mmd, README.md and DiscoverApp.md are current."
