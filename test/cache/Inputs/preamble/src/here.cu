// Checked as "here.cu" from its own directory: clang names the header
// "./local.cuh", a PCH would name it "local.cuh", so no level-2 entry.
#include "local.cuh"

__global__ void here_kernel(int *p) { *p = four_times(1); }
