struct Heavy { char bytes[40000]; };
__global__ void big_kernel(Heavy h) {}
