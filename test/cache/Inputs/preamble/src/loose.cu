#include "../include/unguarded.cuh"

__global__ void loose_kernel(int *p) { *p = thrice(1); }
