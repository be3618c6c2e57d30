#!/usr/bin/env bash
# Checkability on real projects (docs/compat.md, "Checkability on real
# projects"): scans public CUDA projects as a new user would, from each
# project's own nvcc compile database, and counts
#   - the CUDA TUs nvcc compiles (the ground truth: each TU's own command,
#     only its output redirected, -c added where the command also links);
#   - the TUs cuda-nvvmcheck -p checks, and the hollow ones (checked, but no
#     device code came out although the file declares a kernel);
#   - the TUs nvcc compiles that the checker does not check, with the
#     checker's first error and a cause.
#
# usage: bench/compat-projects.sh [-j N] [--out DIR] [--reuse-nvcc] CHECKOUTS [PROJECT...]
#        bench/compat-projects.sh --clone CHECKOUTS     (needs git and the network)
#
# CHECKOUTS holds one directory per project, named as in PROJECTS below, at
# the commit below (tiny-cuda-nn with its submodules in dependencies/). The
# scan fetches nothing: --clone is the only step that uses the network. A
# checkout without .git may name its commit in a file .commit at its top.
# Results (the databases, nvcc's and the checker's output, a summary per
# project) go to --out, by default build/compat-projects/. -j (default 2) is
# the parallelism of nvcc and of the checker. --reuse-nvcc takes nvcc's
# verdict from the previous run's nvcc.json in --out for every TU whose
# command (and directory) is unchanged: nvcc does not change between runs of
# the checker, and its side costs more than the checker's.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/lib/common.sh"
lib="$root/bench/lib/compat_projects.py"

# ------------------------------------------------------------------ projects
PROJECTS="cuda-samples tiny-cuda-nn llm.c ThunderKittens"
declare -A REPO=(
    [cuda-samples]=https://github.com/NVIDIA/cuda-samples
    [tiny-cuda-nn]=https://github.com/NVlabs/tiny-cuda-nn
    [llm.c]=https://github.com/karpathy/llm.c
    [ThunderKittens]=https://github.com/HazyResearch/ThunderKittens
)
declare -A COMMIT=(
    [cuda-samples]=c94ff366aed18c797b8a85dfaac7817b0228b420
    [tiny-cuda-nn]=6ee3546bda615f51abe684ce9edefeb414689135
    [llm.c]=f1e2ace651495b74ae22d45d1723443fd00ecd3a
    [ThunderKittens]=0b55588d2769dde0c7a9a606ffc015b0ca7a9551
)
# tiny-cuda-nn's submodules (the commits its tree records).
TCNN_SUBMODULES="dependencies/cutlass https://github.com/NVIDIA/cutlass 82f5075946e2569589439d500733b700a3141374
dependencies/fmt https://github.com/fmtlib/fmt fa2eb2d2e3ec5c21629f8ccd88ae05ec40b963fa
dependencies/cmrc https://github.com/vector-of-bool/cmrc 952ffddba731fc110bd50409e8d2b8a06abbd237"

# ------------------------------------------------------------------ options
jobs=2
out="$root/build/compat-projects"
clone=0
reuse_nvcc=0
while [ $# -gt 0 ]; do
    case $1 in
    -j) jobs=$2; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    --out) out=$2; shift 2 ;;
    --clone) clone=1; shift ;;
    --reuse-nvcc) reuse_nvcc=1; shift ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) break ;;
    esac
done
[ $# -ge 1 ] || { sed -n '2,24p' "$0" >&2; exit 2; }
checkouts=$(cd "$1" && pwd)
shift
selected=${*:-$PROJECTS}

clone_one() {   # clone_one <dir> <url> <commit>
    [ -e "$1" ] && { echo "$1 exists: not cloned" >&2; return 0; }
    git clone --quiet "$2" "$1"
    git -C "$1" checkout --quiet "$3"
}

if [ "$clone" = 1 ]; then
    for p in $PROJECTS; do clone_one "$checkouts/$p" "${REPO[$p]}" "${COMMIT[$p]}"; done
    while read -r path url commit; do
        rmdir "$checkouts/tiny-cuda-nn/$path" 2>/dev/null || true
        clone_one "$checkouts/tiny-cuda-nn/$path" "$url" "$commit"
    done <<< "$TCNN_SUBMODULES"
    exit 0
fi

require_tool
require_nvcc
export PATH="$cuda/bin:$PATH"   # the Makefiles find nvcc on PATH, as a user's shell would

commit_of() {   # the checkout's commit: git's, else its .commit file, else "unknown"
    if [ -e "$1/.git" ]; then git -C "$1" rev-parse HEAD
    elif [ -f "$1/.commit" ]; then cat "$1/.commit"
    else echo unknown
    fi
}

check_commit() {   # says when a checkout is not at the commit the figures name
    local have
    have=$(commit_of "$checkouts/$1")
    [ "$have" = "${COMMIT[$1]}" ] ||
        echo "warning: $1 is at $have, not ${COMMIT[$1]}: the figures may differ" >&2
}

# ------------------------------------------------------------------ databases
# Each sets `db_dir` (the directory of compile_commands.json).

# CMake, configure only. cuda-samples sets its own CMAKE_CUDA_ARCHITECTURES
# (75 ... 120). Configuring here ends in "CMake Generate step failed" (samples
# whose libraries the toolkit lacks: libNVVM, nvJPEG, NPP, static cuFFT) but
# compile_commands.json is written for every target, as for a user.
db_cuda_samples() {
    db_dir="$out/cuda-samples/build"
    cmake -S "$checkouts/cuda-samples" -B "$db_dir" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
        -DCMAKE_CUDA_COMPILER="$nvcc" > "$out/cuda-samples/cmake.log" 2>&1 || true
}

# tiny-cuda-nn asks the GPU for its architecture; without one it builds for
# 75;86, which is named here so that a machine with a GPU gets the same TUs.
db_tiny_cuda_nn() {
    db_dir="$out/tiny-cuda-nn/build"
    cmake -S "$checkouts/tiny-cuda-nn" -B "$db_dir" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
        -DCMAKE_CUDA_COMPILER="$nvcc" -DTCNN_CUDA_ARCHITECTURES="75;86" \
        > "$out/tiny-cuda-nn/cmake.log" 2>&1
}

# llm.c: the top-level Makefile's CUDA programs (`all` and profile_gpt2cu) and
# the kernels of dev/cuda, as its CI builds them (CI=true: no GPU query, so
# nvcc's default arch), BF16, without cuDNN, NCCL or MPI (none installed here;
# named so that the TUs do not depend on the machine).
db_llm_c() {
    db_dir="$out/llm.c/db"
    local src="$checkouts/llm.c"
    python3 "$lib" make-db "$db_dir/compile_commands.json" "$src" CI=true PRECISION=BF16 \
        USE_CUDNN=0 NO_MULTI_GPU=1 NO_USE_MPI=1 all profile_gpt2cu
    python3 "$lib" make-db "$db_dir/compile_commands.json" "$src/dev/cuda" CI=true
}

# ThunderKittens: the unit tests (tests/Makefile, its default GPU_TARGET=H100)
# and every kernel Makefile under kernels/ with its own settings; a Makefile
# that leaves GPU to the user is taken with GPU=H100, then GPU=B200 (a TU
# already in the database keeps its first command), and the educational
# series with each LEVEL it has. Kernels built as PyTorch extensions need
# PyTorch's headers: where they are missing, nvcc fails and the TU is not
# counted.
db_thunderkittens() {
    db_dir="$out/ThunderKittens/db"
    local src="$checkouts/ThunderKittens" db mk d level
    db="$db_dir/compile_commands.json"
    python3 "$lib" make-db "$db" "$src/tests"
    for mk in $(cd "$src" && find kernels -name Makefile | sort); do
        d="$src/$(dirname "$mk")"
        if grep -q '^LEVEL :=' "$d/Makefile"; then
            for level in $(cd "$d" && ls level_*.cu | sed 's/level_\(.*\)\.cu/\1/'); do
                python3 "$lib" make-db "$db" "$d" LEVEL="$level"
            done
        elif ! python3 "$lib" make-db "$db" "$d" 2>/dev/null; then
            python3 "$lib" make-db "$db" "$d" GPU=H100 || true
            python3 "$lib" make-db "$db" "$d" GPU=B200 || true
        fi
    done
}

# ------------------------------------------------------------------ the run
seconds_since() { echo $(($(date +%s) - $1)); }

run_project() {   # run_project <name>
    local p=$1 dir="$out/$1" t0 t_db t_check t_nvcc
    mkdir -p "$dir"
    check_commit "$p"
    t0=$(date +%s)
    rm -rf "$dir/db" "$dir/build"
    case $p in
    cuda-samples) db_cuda_samples ;;
    tiny-cuda-nn) db_tiny_cuda_nn ;;
    llm.c) db_llm_c ;;
    ThunderKittens) db_thunderkittens ;;
    *) echo "unknown project $p" >&2; return 2 ;;
    esac
    [ -f "$db_dir/compile_commands.json" ] || { echo "$p: no compile database" >&2; return 2; }
    t_db=$(seconds_since "$t0")

    t0=$(date +%s)
    (cd "$checkouts/$p" && "$tool" -p "$db_dir" -j "$jobs" --verbose --format=json \
        --output="$dir/check.json" > "$dir/check.out" 2> "$dir/check.err") || true
    t_check=$(seconds_since "$t0")

    t0=$(date +%s)
    local hollow
    hollow=$(sed -n 's/^cuda-nvvmcheck: note: \(.*\): no device code was generated for .*/\1/p' \
        "$dir/check.err" | sort -u | sed "s|^|$checkouts/$p/|")
    # shellcheck disable=SC2086  # one argument per hollow TU
    local reuse=""
    if [ "$reuse_nvcc" = 1 ] && [ -f "$dir/nvcc.json" ]; then
        cp "$dir/nvcc.json" "$dir/nvcc.prev.json"
        reuse="$dir/nvcc.prev.json"
    fi
    NVCC_REUSE=$reuse python3 "$lib" nvcc "$db_dir/compile_commands.json" "$dir/nvcc.json" \
        "$jobs" $hollow 2> "$dir/nvcc.log"
    t_nvcc=$(seconds_since "$t0")

    python3 "$lib" report "$p" "$checkouts/$p" "$db_dir/compile_commands.json" \
        "$dir/nvcc.json" "$dir/check.json" "$dir/check.err" "$dir/summary.json"
    echo "commit $(commit_of "$checkouts/$p"); database ${t_db} s, checker ${t_check} s" \
        "(-j$jobs), nvcc ${t_nvcc} s (-j$jobs)"
    echo
}

mkdir -p "$out"
start=$(date +%s)
summaries=()
for p in $selected; do
    run_project "$p" | tee "$out/$p.txt"
    summaries+=("$out/$p/summary.json")
done
python3 "$lib" total "${summaries[@]}" | tee "$out/total.txt"
echo "whole run: $(seconds_since "$start") s on $(nproc) cores, -j$jobs"
