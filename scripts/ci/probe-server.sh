#!/usr/bin/env bash
# Attacks the real `discover serve` binary on 127.0.0.1 and checks that it holds: descriptor
# exhaustion under `ulimit -n 64`, slowloris, 300 slow connections, malformed HTTP, NUL bytes,
# cross-site and foreign-Host requests, other users' favorites, sign-in and reset floods,
# and `--reset` under a running server. Each probe is bounded in connections and time
# (the suite takes about a minute). Exits non-zero when any probe fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --build-tests
swift test --skip-build --filter DiscoverServerProbes
