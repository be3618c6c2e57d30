// Level 2: the preamble (these comments and the #include) is kept in an
// entry with the CUDA headers; b.cu and wide.cu have the same preamble.
#include "../include/guarded.cuh"

struct Large {
    char bytes[50000];
};
__global__ void a_kernel(Large l, int *p) { *p = twice(1); }
