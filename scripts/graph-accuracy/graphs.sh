#!/usr/bin/env bash
# Writes `viper graph --no-cache --format json` of every app checkout in APPS_DIR (one folder
# per app, named OWNER+NAME) to OUT_DIR/OWNER+NAME.json, run from the checkout as a user would.
# Usage: graphs.sh VIPER_BINARY APPS_DIR OUT_DIR
set -u
binary=$(realpath "$1"); apps=$2; out=$3
mkdir -p "$out"
for app in "$apps"/*/; do
    name=$(basename "$app")
    (cd "$app" && timeout 600 "$binary" graph --no-cache --format json . > "$out/$name.json" 2> /dev/null)
    status=$?
    # 0: no finding; 1: findings (unreached modules) reported; anything else failed.
    if [ $status -gt 1 ]; then echo "$name: exit $status" >&2; fi
done
