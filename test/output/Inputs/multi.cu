// For cuda-formats.test: one finding for both archs, one only for sm_90.
struct Big { char bytes[40000]; };
__global__ void both(Big b) {}

#if __CUDA_ARCH__ >= 900
struct OnlySm90 { char bytes[33000]; };
__global__ void sm90_only(OnlySm90 o) {}
#endif

__global__ void child(int *p) {}
__global__ void parent() { int local = 0; child<<<1, 1>>>(&local); }
