struct Big { char bytes[40000]; };
// NOLINTBEGIN(nvvm-param-*)
__global__ void kernel(Big b) {}
// NOLINTEND
