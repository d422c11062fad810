#!/usr/bin/env bash
# Proof that `make install` installs a `viper` that runs on its own, and that `make uninstall`
# removes it and leaves nothing behind: both into a temporary PREFIX.
#
# By default it builds what `make install` builds: release, in the repository's .build/release;
# the first such build compiles swift-syntax with optimisations (several minutes). CI sets
# SWIFT_BUILD_FLAGS="--product viper" to install the debug build it has already made: the
# proof is about what install and uninstall do, and the release build adds only optimisation.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
prefix="$(mktemp -d "${TMPDIR:-/tmp}/viper-install-proof.XXXXXX")"
log="$(mktemp "${TMPDIR:-/tmp}/viper-install-proof-log.XXXXXX")"
trap 'rm -rf "$prefix" "$log"' EXIT

fail() { echo "install-proof: FAILED: $*" >&2; exit 1; }
step() { echo "==> $*"; }

step "make install builds viper in release unless told otherwise (make -n, with the default flags)"
# (The plan is read whole before it is searched: grep -q would close the pipe early.)
plan="$(env -u SWIFT_BUILD_FLAGS make -n -C "$repo" install PREFIX="$prefix")"
grep -q -- "build --configuration release --product viper" <<<"$plan" \
    || fail "make install does not build viper in release by default"

step "make install PREFIX=$prefix${SWIFT_BUILD_FLAGS:+ (SWIFT_BUILD_FLAGS=$SWIFT_BUILD_FLAGS)}"
make -C "$repo" install PREFIX="$prefix" >"$log" 2>&1 || { cat "$log" >&2; fail "make install failed"; }
viper="$prefix/bin/viper"
[ -x "$viper" ] || fail "no executable at $viper"

step "viper --version, from another folder and with no toolchain on the PATH (it finds the runtime by its rpath)"
expected="$(sed -n 's/.*static let current = "\(.*\)"/\1/p' "$repo/Sources/VIPERGenerator/Version.swift")"
version="$(cd / && env -i PATH=/usr/bin:/bin "$viper" --version)" || fail "the installed viper does not run"
[ "$version" = "$expected" ] || fail "viper --version printed '$version', expected '$expected'"
echo "    $version"

step "make uninstall PREFIX=$prefix"
make -C "$repo" uninstall PREFIX="$prefix" >"$log" 2>&1 || { cat "$log" >&2; fail "make uninstall failed"; }
left="$(find "$prefix" -mindepth 1 ! -type d)"
[ -z "$left" ] || fail "make uninstall left files behind: $left"

echo "install-proof: make install put a working viper in PREFIX/bin, and make uninstall removed it."
