// A header of template code (ThunderKittens is header-only): the keyword is
// inserted into this file, and the finding after it keeps its column.
#pragma once
__global__ void child(float *p) {}
template <typename G> __forceinline__ __device__ void load(float *p) {
  float x = p[0] * sizeof(G::a_tile); child<<<1, 1>>>(&x);
}
