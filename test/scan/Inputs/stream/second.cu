struct Second { char b[40000]; };
__global__ void second_kernel(Second s) {}
