#!/usr/bin/env bash
# Longest-first scheduling (issue 16; docs/scan.md, "Scheduling"): a
# generated project of SHORT quick TUs followed, last in the database, by
# LONG slow ones (each includes a generated header of many device
# functions). At -j2 in database order the slow TUs start last and one CPU
# finishes them alone; with the durations the previous scan recorded, they
# start first. Times, with the header cache warm in both:
#   - the scan without records (tu-v1/ removed): database order;
#   - the same scan again, with the records the first one left.
# usage: bench/schedule.sh [short [long [functions]]]   (default 24 2 12000)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
short=${1:-24} long=${2:-2} funcs=${3:-12000}
. "$root/bench/lib/common.sh"
. "$root/bench/lib/project.sh"
require_tool
make_work_dir
mkdir -p "$work/build"
make_bench_project "$work" "$short"
python3 -c "import sys; sys.stdout.writelines(f'__device__ int f{i}(int x) {{ return x * {i} + (x >> 3); }}\n' for i in range(int(sys.argv[1])))" \
    "$funcs" > "$work/include/big.cuh"
for j in $(seq 1 "$long"); do
    printf '#include "project.cuh"\n#include "big.cuh"\n__global__ void slow_%s(float *x) { x[0] = f1(%s); }\n' \
        "$j" "$j" > "$work/src/slow$j.cu"
done
{
    echo "["
    for f in $(for i in $(seq 1 "$short"); do echo "k$i"; done; for j in $(seq 1 "$long"); do echo "slow$j"; done); do
        echo "{\"directory\": \"$work/build\", \"command\": \"$cuda/bin/nvcc -I$work/include -arch=sm_80 -c $work/src/$f.cu -o $f.o\", \"file\": \"$work/src/$f.cu\"},"
    done | sed '$ s/,$//'
    echo "]"
} > "$work/build/compile_commands.json"

cache="$work/cache"
"$tool" --cache-dir="$cache" -p "$work/build" -j2 >/dev/null 2>&1 || true   # warms the header cache
rm -rf "$cache/tu-v1"
db_order=$(elapsed_s "$tool" --cache-dir="$cache" -p "$work/build" -j2)
longest=$(elapsed_s "$tool" --cache-dir="$cache" -p "$work/build" -j2)
slowest=$(sed -n 's/^ms //p' "$cache"/tu-v1/* | sort -n | tail -1)

echo "$short quick TUs, then $long slow TU(s) ($funcs device functions each; the slowest recorded: $slowest ms), -j2, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg) at the end"
printf '%-46s %8s s\n' "database order (no records)" "$db_order"
printf '%-46s %8s s   %s of database order\n' "longest first (the records of the run before)" "$longest" "$(ratio "$longest" "$db_order")"
