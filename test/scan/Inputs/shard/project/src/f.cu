#include "shared.cuh"
#include "tmpl.cuh"
template __global__ void tmpl_kernel<50000>(Arr<50000>);
struct Wide { char bytes[32768]; };
__global__ void wide(Wide w) {}
