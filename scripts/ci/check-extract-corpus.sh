#!/usr/bin/env bash
# viper extract on its corpus (Tests/VIPERExtractTests/Corpus: MVC view controllers with their
# services, one folder per screen): every screen is extracted with the real `viper extract`,
# and both the original and the extracted code are compiled against the UIKit stand-ins
# (scripts/ci/uikit-stand-ins) in Swift 5 mode (type-check) and Swift 6 mode (built and run).
# The screens with a scenario (<Name>Scenario.swift: the same user actions through the screen's
# UIKit surface) are run before and after; their logs of service calls, navigation and displayed
# text must be the same.
# Each screen is extracted with a target (alternately with swift-testing and XCTest tests), and
# the spies and Presenter and Interactor tests it writes are type-checked in Swift 6 mode with
# the extracted code, against VIPER and VIPERTesting.
#
# Linux has no Objective-C runtime, so before compiling, `@objc`, `@IBOutlet`, `@IBAction` and
# `@IBInspectable` are removed and `#selector(m)` becomes `standInSelector(m)` (which still needs
# the method `m` to exist); that rewrite is the same for both sides.
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
corpus=Tests/VIPERExtractTests/Corpus

swift build --product viper >/dev/null
swift build --target VIPERTesting >/dev/null
viper="$(swift build --show-bin-path)/viper"
modules="$(swift build --show-bin-path)/Modules"

swiftc -emit-library -emit-module -module-name UIKit -swift-version 6 -parse-as-library \
    -emit-module-path "$work/UIKit.swiftmodule" -o "$work/libUIKit.so" scripts/ci/uikit-stand-ins/UIKit.swift

screens=0
manual=0
for folder in "$corpus"/*/; do
    name=$(basename "$folder")
    cp -R "$folder" "$work/before-$name"
    cp -R "$folder" "$work/after-$name"
    [ "$name" = Support ] && continue
    controller=$(cd "$work/after-$name" && ls -- *ViewController.swift)
    framework=$([ $((screens % 2)) = 0 ] && echo swift-testing || echo xctest)
    report=$(cd "$work/after-$name" && "$viper" extract "$controller" --json --target App --tests-path Tests --tests "$framework")
    manual=$((manual + $(printf '%s' "$report" | python3 -c 'import json,sys; print(json.load(sys.stdin)["manualSteps"])')))
    screens=$((screens + 1))
done
mkdir "$work/before" "$work/after"
for side in before after; do
    for folder in "$work/$side"-*; do mv "$folder" "$work/$side/${folder##*/$side-}"; done
    find "$work/$side" -name '*.swift' -exec sed -i -E \
        -e 's/@(objc|IBOutlet|IBAction|IBInspectable)(\([A-Za-z_:]+\))? ?//g' -e 's/#selector\(/standInSelector(/g' {} +
    {
        echo '// The scenarios of every screen that has one, in name order.'
        echo 'MainActor.assumeIsolated {'
        for scenario in $(grep -ho 'enum [A-Za-z]*Scenario' -r "$work/$side" | sort | cut -d' ' -f2); do
            echo "    for line in $scenario.run() { print(\"$scenario: \\(line)\") }"
        done
        echo '}' 
    } >"$work/$side/main.swift"
    mapfile -t sources < <(find "$work/$side" -name '*.swift' -not -path '*/Tests/*' | sort)
    swiftc -typecheck -swift-version 5 -I "$work" "${sources[@]}"
    swiftc -swift-version 6 -I "$work" -L "$work" -lUIKit -o "$work/$side.run" "${sources[@]}"
    LD_LIBRARY_PATH="$work" "$work/$side.run" >"$work/$side.log"
done
if ! diff -u "$work/before.log" "$work/after.log"; then
    echo "error: the extracted screens behave differently from the originals (diff above)" >&2
    exit 1
fi
# The generated tests, in the app's module (so without its @testable import).
mapfile -t tests < <(find "$work/after" -path '*/Tests/*' -name '*.swift' | sort)
sed -i '/^@testable import App$/d' "${tests[@]}"
mapfile -t app < <(find "$work/after" -name '*.swift' -not -path '*/Tests/*' -not -name main.swift | sort)
swiftc -typecheck -swift-version 6 -parse-as-library -I "$work" -I "$modules" "${app[@]}" "${tests[@]}"
scenarios=$(grep -ho '^[A-Za-z]*Scenario' "$work/before.log" | sort -u | wc -l)
echo "viper extract corpus: $screens screens extracted ($manual manual steps); before and after type-check in Swift 5 and 6;" \
    "$scenarios scenarios see the same service calls, navigation and text ($(wc -l <"$work/before.log") events);" \
    "${#tests[@]} generated test and spy files type-check."
