#include "shared.cuh"
#include "twin.cuh"
#include "tmpl.cuh"
template __global__ void tmpl_kernel<40000>(Arr<40000>);
__global__ void a_kernel(int *p) { *p = 1; }
