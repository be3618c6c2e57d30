// Gated on a version no nvcc has: nvcc 13 (__CUDACC_VER_MAJOR__ 13) emits
// nothing either, and the checker defines the macro as nvcc does.
#pragma once
#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 99
__global__ void future(float *out)
{
    out[0] = 1.0f;
}
#endif
