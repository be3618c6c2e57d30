#!/usr/bin/env bash
# The whole test suite: install what is missing, check the C sources' format
# (scripts/check-format), build with warnings as errors, run the lit suite,
# then build again with AddressSanitizer + UndefinedBehaviorSanitizer and run
# the suite once more; any sanitizer report fails the run. Last, the fuzz
# smoke (scripts/fuzz-smoke): every fuzz target of fuzz/ runs for 10 s, one
# test per target, failed by a crash of ours. The last line is the count:
# "tests: N passed, N failed", lit's counts plus the smoke's (a format
# difference, a build warning or a failed fuzz build counts as one failure).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lit=/usr/lib/llvm-22/bin/lit
"$root/scripts/deps.sh"

passed=0 failed=0
run_suite() {   # run_suite <build-dir> <label>
    local out status=0
    out=$("$lit" -sv --order=lexical "$1/test" 2>&1) || status=$?
    printf '%s\n' "$out" | grep -Ev '^(PASS|UNSUPPORTED|XFAIL): ' || true
    local p f
    read -r p f < <(printf '%s\n' "$out" | "$root/scripts/lit-count" "$status")
    echo "$2: $p passed, $f failed"
    passed=$((passed + p)) failed=$((failed + f))
}

if ! "$root/scripts/check-format"; then
    echo "format: the files above differ from clang-format-22's output"
    failed=$((failed + 1))
fi

# NVC_WERROR: a new compiler warning fails the build, and so the run.
"$root/scripts/build.sh" "$root/build" -DNVC_WERROR=ON
run_suite "$root/build" "suite"

# Sanitizers: abort on the first error (so `not` cannot hide it) and log every
# report to a file, leaks included; an empty log directory is the pass. One
# leak inside clang is suppressed (test/lsan.supp says which and why, and
# why malloc stacks are unwound the fast way: the slow one made this half of
# the run about five times longer).
logs="$root/build-asan/sanitizer-logs"
"$root/scripts/build.sh" "$root/build-asan" -DNVC_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug -DNVC_WERROR=ON
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:fast_unwind_on_malloc=1:log_path=$logs/asan"
export LSAN_OPTIONS="suppressions=$root/test/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1:log_path=$logs/ubsan"
run_suite "$root/build-asan" "sanitizer suite"
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS
if compgen -G "$logs/*" >/dev/null; then
    echo "sanitizer reports:"; cat "$logs"/*
    failed=$((failed + 1))
fi

# The fuzz smoke, after the sanitizer settings are gone (libFuzzer sets its
# own): its last line is its count.
smoke=$("$root/scripts/fuzz-smoke" 10 2>&1) || true
printf '%s\n' "$smoke"
read -r p f < <(printf '%s\n' "$smoke" |
    sed -n 's/^fuzz smoke: \([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed$/\1 \2/p' | tail -1) ||
    { echo "fuzz smoke: no count above; counted as one failure"; p=0 f=1; }
passed=$((passed + p)) failed=$((failed + f))

echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
