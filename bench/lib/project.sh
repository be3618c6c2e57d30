# Sourced by the benchmarks: writes a generated project of N CUDA TUs into
# DIR/src sharing realistic headers (the CUDA runtime, CCCL's <cuda/std/...>,
# a project header with templates in DIR/include).
# usage: make_bench_project DIR N
make_bench_project() {
    local dir=$1 n=$2 i
    mkdir -p "$dir/src" "$dir/include"
    cat > "$dir/include/project.cuh" <<'H'
#pragma once
#include <cuda/std/array>
#include <cuda/std/type_traits>
template <typename T, int N> struct Tile { cuda::std::array<T, N> v; };
template <typename T> __device__ T reduce(const T *p, int n)
{
    T acc = T(0);
    for (int i = 0; i < n; i++) acc += p[i];
    return acc;
}
H
    for i in $(seq 1 "$n"); do
        cat > "$dir/src/k$i.cu" <<K
#include "project.cuh"
__global__ void scale_$i(float *x, float a, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) x[t] = a * x[t] + reduce(x, 4);
}
__global__ void tile_$i(Tile<float, 64> tile, float *out) { out[threadIdx.x] = tile.v[threadIdx.x % 64]; }
K
    done
}

# DIR/build/compile_commands.json: an nvcc command (sm_80) for each of
# make_bench_project's N TUs.
# usage: write_bench_database DIR N
write_bench_database() {
    local dir=$1 n=$2 i sep
    mkdir -p "$dir/build"
    {
        echo "["
        for i in $(seq 1 "$n"); do
            sep=$([ "$i" -lt "$n" ] && echo "," || true)
            echo "{\"directory\": \"$dir/build\", \"command\": \"$cuda/bin/nvcc -I$dir/include -O2 -arch=sm_80 -c $dir/src/k$i.cu -o k$i.o\", \"file\": \"$dir/src/k$i.cu\"}$sep"
        done
        echo "]"
    } > "$dir/build/compile_commands.json"
}

# clang-22's device-only compile of DIR/src/*.cu with the checker's flags
# (-g -O0), serially and two at a time (xargs -P2): "SERIAL PAIRED" seconds.
# usage: clang_bench_times DIR
clang_bench_times() {
    bench_dir=$1
    clang_one() { clang_device sm_80 /dev/null "$1" -g -O0 -I"$bench_dir/include"; }
    export -f clang_one clang_device
    export clang cuda bench_dir
    echo "$(elapsed_s bash -c 'for f in "$bench_dir"/src/*.cu; do clang_one "$f"; done')" \
        "$(elapsed_s bash -c 'ls "$bench_dir"/src/*.cu | xargs -P2 -I{} bash -c "clang_one {}"')"
}
