#!/usr/bin/env bash
# IR-only checking (issue 16): an NVVM IR module of about 200,000
# instructions (bench/lib/gen_big_ir.py) checked by cuda-nvvmcheck, against
# `opt-22 -passes=verify` reading and verifying the same file, in pairs back
# to back, medians. Target: no more than opt's time.
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
for _ in $(seq "$pairs"); do
    echo "$(elapsed_ms "$tool" "$work/big.ll") $(elapsed_ms "$opt" -passes=verify -disable-output "$work/big.ll")"
done > "$work/pairs"
checker=$(cut -d' ' -f1 "$work/pairs" | median)
verify=$(cut -d' ' -f2 "$work/pairs" | median)
echo "$(cat "$work/gen.txt" | sed 's/^gen_big_ir: //'), $(du -k "$work/big.ll" | cut -f1) KB of text; $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
printf '%-40s %8s ms\n' "opt-22 -passes=verify" "$verify"
printf '%-40s %8s ms   %s of opt (target <= 1.00x)\n' "cuda-nvvmcheck" "$checker" "$(ratio "$checker" "$verify")"
