// A kernel parameter of 40000 bytes: over the limit on every target
// (32764 bytes from sm_70, 4096 below).
struct Heavy { char bytes[40000]; };
__global__ void big_kernel(Heavy h) {}
