// A kernel in a header that several TUs include.
struct Big { char bytes[40000]; };
__global__ void header_kernel(Big b) {}
