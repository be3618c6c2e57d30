#!/usr/bin/env bash
# IR-only checking (issue 16): an NVVM IR module of about 200,000
# instructions (bench/lib/gen_big_ir.py) checked by cuda-nvvmcheck, against
# `opt-22 -passes=verify` reading and verifying the same file, in pairs back
# to back (alternating which goes first), medians; the ratio comes with its
# confidence interval over the pairs (bench/lib/paired_ratio.py). Target: no
# more than opt's time.
# usage: bench/ir-only.sh [pairs [instructions]]   (default 5 200000)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-5} n=${2:-200000}
. "$root/bench/lib/common.sh"
require_tool
make_work_dir
python3 "$root/bench/lib/gen_big_ir.py" "$n" > "$work/big.ll" 2> "$work/gen.txt"
opt=/usr/lib/llvm-22/bin/opt
"$opt" -passes=verify -disable-output "$work/big.ll" || { echo "opt rejects the module" >&2; exit 2; }
"$tool" --no-cache "$work/big.ll" > "$work/check.txt" 2>&1 || { echo "the checker did not pass it:" >&2; cat "$work/check.txt" >&2; exit 2; }
# Pairs alternate which command goes first, so that neither always runs on
# a machine the other has just warmed. A pair's line: checker wall, checker
# CPU, opt wall, opt CPU (ms; one_run in bench/lib/common.sh).
for i in $(seq "$pairs"); do
    if [ $((i % 2)) = 1 ]; then
        c=$(one_run "$tool" "$work/big.ll")
        o=$(one_run "$opt" -passes=verify -disable-output "$work/big.ll")
    else
        o=$(one_run "$opt" -passes=verify -disable-output "$work/big.ll")
        c=$(one_run "$tool" "$work/big.ll")
    fi
    echo "$c $o"
done > "$work/pairs"
col() { awk -v c="$1" '{print $c}' "$work/pairs" | median; }
echo "$(sed 's/^gen_big_ir: //' "$work/gen.txt"), $(du -k "$work/big.ll" | cut -f1) KB of text; $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
printf '%-40s %8s ms wall %8s ms CPU\n' "opt-22 -passes=verify" "$(col 3)" "$(col 4)"
printf '%-40s %8s ms wall %8s ms CPU\n' "cuda-nvvmcheck" "$(col 1)" "$(col 2)"
echo "checker / opt over $pairs pairs, median ratio [interval]:"
ratio_line "  wall" 1.00 1 3 < "$work/pairs"
ratio_line "  CPU " 1.00 2 4 < "$work/pairs"
