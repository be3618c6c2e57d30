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
