#include "shared.cuh"
#include "quiet.cuh"
__global__ void child(int *p) {}
__global__ void b_kernel() { int local = 0; child<<<1, 1>>>(&local); }
