// Valid CUDA that uses arch-dependent features the documented way (header
// functions guarded by __CUDA_ARCH__, cooperative groups, warp intrinsics,
// atomics, __nanosleep, __reduce_add_sync on sm_80+): no SM-gate finding
// for any arch, including the arch-specific sm_90a and sm_100a.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_75,sm_80,sm_90a,sm_100a %s -- -isystem %cuda_path/include/cccl 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// CHECK: no findings in 1 file

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ unsigned warp_sum(unsigned v) {
#if __CUDA_ARCH__ >= 800
    return __reduce_add_sync(0xffffffffu, v);
#else
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
#endif
}

__global__ void k(unsigned *out, const unsigned *in, float *f, double *d) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    unsigned v = __ldg(in + threadIdx.x);
    unsigned s = cg::reduce(warp, v, cg::plus<unsigned>());
    unsigned m = __match_any_sync(__activemask(), v);
    __nanosleep(100);
    atomicAdd(out, warp_sum(v) + s + m);
    atomicAdd(f, 1.0f);
    atomicAdd(d, 1.0);
    atomicMax(out + 1, v);
    __syncwarp();
    block.sync();
    out[2 + threadIdx.x] = __popc(v) + __clz(v) + __brev(v) + __ffs(v);
    f[1] = __fdividef(f[0], 3.0f) + sqrtf(f[2]) + __expf(f[3]) + fabsf(f[4]);
}
