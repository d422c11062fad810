#!/usr/bin/env bash
# Proof that the built `viper` adds modules to Xcode projects as an independent reader sees them,
# and writes Xcode file templates that plutil accepts.
#
# For a copy of each project fixture (Tests/VIPERXcodeTests/Fixtures: the formats Xcode 14, 15
# and 16 save, with and without synchronized folders, one integrated by CocoaPods, one shaped like
# a grown app with five targets and Swift packages), none of which links VIPERKit:
# 1. `viper new Profile --dry-run` prints the project's diff and leaves every byte as it was;
# 2. `viper new Profile` writes the module, and the `pbxproj` package from PyPI (not XcodeProj)
#    finds each file the manifest records in the group of its folder and once in its target's
#    Compile Sources phase (or, in a synchronized folder, with no reference at all), one package
#    reference to VIPERKit with VIPER linked into App and VIPERTesting into AppTests (each once,
#    in the target's Frameworks phase), and every other object of the project unchanged;
# 3. `viper new Profile --force` leaves the project file byte for byte;
# 4. `viper list` shows the project and targets the module went into;
# 5. a second module, `viper new Settings`, adds its files and no second reference or product.
# Then an unknown target must be a usage error (exit 2) that lists the targets; `viper extract`
# of a view controller in a copy of the Xcode 14 fixture must put the View and the module's files
# in App and its spies and tests in AppTests as pbxproj reads them, and with an unknown target
# write nothing at all; and every
# TemplateInfo.plist `viper xcode-templates install` writes must pass `plutil -lint`.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
fixtures="$repo/Tests/VIPERXcodeTests/Fixtures"
checker="$repo/Tests/VIPERXcodeTests/IndependentReader/check_pbxproj.py"
work="$(mktemp -d "${TMPDIR:-/tmp}/viper-xcode-proof.XXXXXX")"
trap 'rm -rf "$work"' EXIT

proof_name=xcode-proof
# shellcheck source=lib/proof.sh
source "$repo/scripts/ci/lib/proof.sh"

python3 -c 'import pbxproj' 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check pbxproj==4.3.3 \
    || fail "the pbxproj package (PyPI) is not installed and cannot be installed"
plutil="$(command -v plutil || echo /opt/swift/usr/bin/plutil)"
[ -x "$plutil" ] || fail "no plutil on PATH or at /opt/swift/usr/bin/plutil"
build_viper

# expectations <project folder> <synchronized folders...>: the checker's expectations for the
# files the manifest records for Profile (sources in App, tests and spies in AppTests), and for
# VIPERKit linked into App and AppTests.
expectations() {
    python3 - "$@" <<'PY'
import json, sys
folder, synchronized = sys.argv[1], sys.argv[2:]
entry = next(m for m in json.load(open(folder + "/.viper/manifest.json"))["modules"] if m["name"] == "Profile")
files = []
for record in entry["files"]:
    path = record["path"]
    files.append({"path": path, "target": "AppTests" if path.startswith("AppTests/") else "App",
                  "phase": "PBXSourcesBuildPhase", "synchronized": path.split("/")[0] in synchronized})
link = {"package": "VIPERKit", "url": "https://github.com/VIPERKit/VIPERKit.git",
        "products": [{"target": "App", "product": "VIPER"}, {"target": "AppTests", "product": "VIPERTesting"}]}
json.dump({"mode": "add", "files": files, "link": link}, open(folder + "/expectations.json", "w"))
print(len(files))
PY
}

# fixture name and the top folders that are synchronized folders in it
for spec in "Xcode14" "Xcode15" "CocoaPods" "Packages" "Xcode16Groups App" "Xcode16 App AppTests"; do
    read -r name synchronized <<<"$spec"
    step "$name"
    project="$work/$name"
    mkdir -p "$project/App.xcodeproj"
    cp "$fixtures/$name/App.xcodeproj/project.pbxproj" "$project/App.xcodeproj/project.pbxproj"
    cp "$project/App.xcodeproj/project.pbxproj" "$work/$name.before"

    (cd "$project" && "$viper" new Profile --target App --ui uikit --dry-run) >"$work/dry-run.txt" \
        || fail "$name: viper new --dry-run failed"
    cmp -s "$work/$name.before" "$project/App.xcodeproj/project.pbxproj" || fail "$name: --dry-run changed the project"
    [ ! -e "$project/App" ] && [ ! -e "$project/.viper" ] || fail "$name: --dry-run wrote files"
    if [ -z "$synchronized" ] || [ "$synchronized" = App ]; then
        grep -q '^+++ b/App.xcodeproj/project.pbxproj$' "$work/dry-run.txt" || fail "$name: --dry-run shows no project diff"
    fi

    (cd "$project" && "$viper" new Profile --target App --ui uikit) >"$work/new.txt" || fail "$name: viper new failed"
    count="$(expectations "$project" $synchronized)"
    verdict="$(python3 "$checker" "$work/$name.before" "$project/App.xcodeproj/project.pbxproj" "$project/expectations.json")" \
        || fail "$name: the independent reader disagrees: $verdict"
    echo "    $count files checked by pbxproj: $verdict"

    cp "$project/App.xcodeproj/project.pbxproj" "$work/$name.once"
    (cd "$project" && "$viper" new Profile --target App --ui uikit --force) >/dev/null || fail "$name: viper new --force failed"
    cmp -s "$work/$name.once" "$project/App.xcodeproj/project.pbxproj" || fail "$name: a second run changed the project"

    (cd "$project" && "$viper" list) | grep -q 'App.xcodeproj (App, AppTests)$' || fail "$name: viper list does not show the project"

    (cd "$project" && "$viper" new Settings --target App) >/dev/null || fail "$name: a second viper new failed"
    references="$(grep -c 'repositoryURL = "https://github.com/VIPERKit/VIPERKit.git";' "$project/App.xcodeproj/project.pbxproj" || true)"
    products="$(grep -c 'productName = VIPER' "$project/App.xcodeproj/project.pbxproj" || true)"
    [ "$references" = 1 ] && [ "$products" = 2 ] \
        || fail "$name: after a second module the project has $references references to VIPERKit and $products VIPER products, not 1 and 2"
done

step "unknown target"
status=0
(cd "$work/Xcode14" && "$viper" new Cart --target Shop) 2>"$work/error.txt" >/dev/null || status=$?
[ "$status" = 2 ] || fail "an unknown target exits $status, not 2"
grep -qF "its targets are 'App', 'AppTests' and 'AppUITests'" "$work/error.txt" || fail "the error does not list the targets: $(cat "$work/error.txt")"
[ ! -e "$work/Xcode14/App/Modules/Cart" ] || fail "an unknown target still wrote files"

step "viper extract"
project="$work/Extract"
mkdir -p "$project/App.xcodeproj" "$project/App/Items"
cp "$fixtures/Xcode14/App.xcodeproj/project.pbxproj" "$project/App.xcodeproj/project.pbxproj"
cp "$repo/Tests/VIPERExtractTests/Corpus/ItemsTable/ItemsViewController.swift" "$project/App/Items/"
cp "$project/App.xcodeproj/project.pbxproj" "$work/Extract.before"
status=0
(cd "$project" && "$viper" extract App/Items/ItemsViewController.swift --target Shop) >/dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "extract with an unknown target exits $status, not 2"
cmp -s "$work/Extract.before" "$project/App.xcodeproj/project.pbxproj" && cmp -s "$project/App/Items/ItemsViewController.swift" \
    "$repo/Tests/VIPERExtractTests/Corpus/ItemsTable/ItemsViewController.swift" && [ ! -e "$project/AppTests" ] \
    || fail "extract with an unknown target still wrote files"
(cd "$project" && "$viper" extract App/Items/ItemsViewController.swift --target App --json) >"$work/extract.json" \
    || fail "viper extract into the Xcode project failed"
count="$(python3 - "$work/extract.json" "$project/expectations.json" <<'PY'
import json, sys
report, out = sys.argv[1], sys.argv[2]
files = [{"path": p, "target": "AppTests" if p.startswith("AppTests/") else "App", "phase": "PBXSourcesBuildPhase",
          "synchronized": False} for p in json.load(open(report))["files"]]
assert any(f["target"] == "AppTests" for f in files), "no tests were written"
link = {"package": "VIPERKit", "url": "https://github.com/VIPERKit/VIPERKit.git",
        "products": [{"target": "App", "product": "VIPER"}, {"target": "AppTests", "product": "VIPERTesting"}]}
json.dump({"mode": "add", "files": files, "link": link}, open(out, "w"))
print(len(files))
PY
)" || fail "the extract report lists no tests"
verdict="$(python3 "$checker" "$work/Extract.before" "$project/App.xcodeproj/project.pbxproj" "$project/expectations.json")" \
    || fail "extract: the independent reader disagrees: $verdict"
echo "    $count extracted files checked by pbxproj: $verdict"

step "Xcode file templates"
(cd "$work/Xcode14" && "$viper" xcode-templates install --path "$work/templates") >/dev/null || fail "viper xcode-templates install failed"
mapfile -t plists < <(find "$work/templates" -name TemplateInfo.plist | sort)
[ "${#plists[@]}" -eq 5 ] || fail "expected 5 TemplateInfo.plist files, found ${#plists[@]}"
"$plutil" -lint "${plists[@]}" >"$work/plutil.txt" || { cat "$work/plutil.txt" >&2; fail "plutil -lint rejects a TemplateInfo.plist"; }

echo "xcode-proof: OK (6 fixtures added to, linked to VIPERKit and verified by pbxproj, re-runs byte-identical, an extracted module" \
    "in its targets, ${#plists[@]} template plists lint)"
