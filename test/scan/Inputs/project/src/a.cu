#include "shared.cuh"
// FOO comes from -DFOO=1 on the nvcc command line: without it, no compile.
__global__ void a_kernel(int *p) { *p = FOO; }
