#include "shared.cuh"
struct Quiet { char bytes[50000]; };
__global__ void silenced(Quiet q) {}  // NOLINT(nvvm-param-space-overflow)
__global__ void child(int *p) {}
__global__ void b_kernel() { int local = 0; child<<<1, 1>>>(&local); }
