// Checked for sm_75 and sm_90; one kernel only exists for sm_90.
#include "twin.cuh"
#if __CUDA_ARCH__ >= 900
struct OnlySm90 { char bytes[33000]; };
__global__ void sm90_only(OnlySm90 o) {}
#endif
__global__ void c_kernel(int *p) { *p = 3; }
