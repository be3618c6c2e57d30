// The kernel is on the #else side of a test of __NVCC__.
#pragma once
#ifndef __NVCC__
void scale_on_host(float *out, float s);
#else
__global__ void scale(float *out, float s)
{
    out[threadIdx.x] *= s;
}
#endif
