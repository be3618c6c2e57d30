// Only compiles with the macro from the response file.
#ifndef FROM_RSP
#error FROM_RSP is not defined
#endif
#if __CUDA_ARCH__ >= 900
struct OnlySm90 { char bytes[33000]; };
__global__ void sm90_only(OnlySm90 o) {}
#endif
__global__ void c_kernel(int *p) { *p = 3; }
