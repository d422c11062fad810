# File-safety probes of scripts/ci/probe-viper.sh (sourced: uses its $work, $VIPER, $seconds,
# fail and passes). Each runs a whole `viper` command in a project next to a folder that
# nothing may touch, and checks the exit status, the message and the files afterwards.

project="$work/safety/project"
beside="$work/safety/beside"

# fresh_project: an empty Swift package folder with an ordinary contract, and a victim beside it.
fresh_project() {
    rm -rf "$work/safety"
    mkdir -p "$project/Sources/App/Login" "$beside"
    printf 'protocol LoginView: AnyObject {\n    func show()\n}\n' >"$project/Sources/App/Login/LoginContracts.swift"
    printf 'precious\n' >"$beside/victim.swift"
}

# expect <name> <statuses, e.g. "1" or "0|1"> <text the output holds, or empty> <command words...>:
# runs viper in the project under the time limit; the output (both streams) goes to a file.
expect() {
    local name="$1" statuses="$2" text="$3" status=0
    shift 3
    local output="$work/safety-$name.out"
    (cd "$project" && exec timeout -s KILL "$seconds" "$VIPER" "$@") >"$output" 2>&1 || status=$?
    if [ "$status" = 137 ]; then fail "$name: viper $* did not finish within ${seconds}s"; return 1; fi
    if ! [[ "$status" =~ ^($statuses)$ ]]; then
        fail "$name: viper $* exited $status, expected $statuses:"; sed 's/^/    /' "$output" | tail -5 >&2; return 1
    fi
    if [ -n "$text" ] && ! grep -qF -- "$text" "$output"; then
        fail "$name: viper $* does not say '$text':"; sed 's/^/    /' "$output" | tail -5 >&2; return 1
    fi
    return 0
}

# holds <name> <test expression words...>: asserts a condition about the files afterwards.
holds() {
    local name="$1"
    shift
    if "$@"; then return 0; fi
    fail "$name: afterwards, '$*' does not hold"
    return 1
}

# passed <name>: counts a probe whose every check held.
passed() {
    passes=$((passes + 1))
    echo "ok   $1"
}

# A manifest anyone can edit: an absolute or ../ path, or one through a link out, is never deleted.
for kind in absolute parent link; do
    fresh_project
    expect "remove-$kind-setup" 0 "" new Profile --target App || continue
    case "$kind" in
        absolute) listed="$beside/victim.swift" ;;
        parent) listed="../beside/victim.swift" ;;
        link) ln -s "$beside" "$project/Sources/out"; listed="Sources/out/victim.swift" ;;
    esac
    sed -i "0,/\"path\" : \"[^\"]*\"/s||\"path\" : \"$listed\"|" "$project/.viper/manifest.json"
    grep -qF "\"$listed\"" "$project/.viper/manifest.json" || { fail "remove-$kind: could not tamper the manifest"; continue; }
    expect "remove-$kind" 1 "leaves the project" remove Profile --force \
        && holds "remove-$kind" test "$(cat "$beside/victim.swift")" = precious \
        && holds "remove-$kind" test -f "$project/Sources/App/Modules/Profile/ProfileRouter.swift" \
        && passed "remove with a manifest path that is $kind: refused, --force included"
done

# A header with /.. or / in a template's file name: an error, never a loop or a sub-folder.
fresh_project
mkdir -p "$project/.viper/templates/team/sources"
printf '// {{Module}}\n' >"$project/.viper/templates/team/sources/{{header}}.swift.tpl"
for header in '// x/..' 'a/b'; do
    expect "template-header" 1 "is not one file name" new Signup --target App --template team --header "$header" \
        && expect "template-header-dry-run" 1 "is not one file name" new Signup --target App --template team --header "$header" --dry-run \
        && holds "template-header" test ! -e "$project/Sources/App/Modules/Signup" -a ! -e "$project/Sources/App/Modules/a" \
        && passed "viper new with a header '$header' in a file name: refused, --dry-run too"
done
printf '{"header": "// x/..", "template": "team", "target": "App"}\n' >"$project/viper.json"
expect "template-header-viper-json" 1 "is not one file name" new Login && passed "viper new with the header from viper.json: refused"
rm "$project/viper.json"

# Paths and template names that climb out of the project.
for option in "--sources-path ../../x" "--sources-path $beside/new" "--tests-path ../x" "--template ../../.."; do
    # shellcheck disable=SC2086 # the option and its value are two words
    expect "climbing-option" 1 "leaves the project" new Login --target App $option \
        && holds "climbing-option" test ! -e "$beside/new" -a ! -e "$work/x" -a ! -e "$work/safety/x" \
        && passed "viper new $option: refused"
done

# Outputs: a device is never replaced, a link out is refused, a link inside is written through.
fresh_project
# A device node of its own (a copy of /dev/full where mknod is allowed, else a pipe), so that a
# viper that replaces devices damages only the probe's folder, never the machine's /dev.
if mknod "$project/full" c 1 7 2>/dev/null; then kind=-c; else mkfifo "$project/full"; kind=-p; fi
expect "output-device" 1 "not a regular file" mocks Sources --output full \
    && holds "output-device" test "$kind" "$project/full" && passed "viper mocks --output <device or pipe>: refused, the node kept"
ln -s "$beside/victim.swift" "$project/Spies.swift"
expect "output-link-out" 1 "outside the project" mocks Sources --output Spies.swift \
    && holds "output-link-out" test -L "$project/Spies.swift" \
    && holds "output-link-out" test "$(cat "$beside/victim.swift")" = precious \
    && passed "viper mocks --output through a link out of the project: refused, the link kept"
printf 'final class LoginPresenter {\n    var view: LoginView?\n}\n' >"$project/Sources/App/Login/LoginPresenter.swift"
mv "$project/Sources/App/Login/LoginPresenter.swift" "$project/RealPresenter.swift"
ln -s ../../../RealPresenter.swift "$project/Sources/App/Login/LoginPresenter.swift"
expect "fix-link-inside" "0|1" "Fixed Sources/App/Login/LoginPresenter.swift" lint --fix --no-cache Sources \
    && holds "fix-link-inside" test -L "$project/Sources/App/Login/LoginPresenter.swift" \
    && holds "fix-link-inside" grep -q "weak var view" "$project/RealPresenter.swift" \
    && passed "viper lint --fix through a link inside the project: the target fixed, the link kept"

# A standard stream on a full disk: the command still does its work and exits with its own status.
for words in "lint --no-cache Sources" "mocks Sources" "graph Sources" "new Profile --target App"; do
    for stream in 1 2; do
        fresh_project
        status=0
        (cd "$project" && exec timeout -s KILL "$seconds" bash -c "exec \"\$0\" $words $stream>/dev/full" "$VIPER") \
            >"$work/safety-full.out" 2>&1 || status=$?
        case "$status" in
            0|1) passed "viper $words $stream>/dev/full: exit $status" ;;
            *) fail "viper $words $stream>/dev/full ended with status $status (a failed write must not be fatal)" ;;
        esac
    done
done
holds "new-to-full" test -f "$project/Sources/App/Modules/Profile/ProfileRouter.swift" && passed "viper new 2>/dev/full still wrote the module"
