// Level 2: the preamble (these comments and the #include) is kept in an
// entry with the CUDA headers; b.cu and wide.cu have the same preamble.
#include "../include/guarded.cuh"

__global__ void b_kernel(int *p) { *p = twice(2); }
