// A project header with an include guard (#pragma once): a TU whose
// preamble includes it gets a level-2 entry. It pulls in CCCL and
// libstdc++ headers, which leave deferred diagnostics (wide.cu).
#pragma once
#include <cuda/std/array>
#include <string>

struct Big {
    char bytes[40000];
};
__device__ int twice(int x) { return 2 * x; }
__global__ void header_kernel(Big b) {}
