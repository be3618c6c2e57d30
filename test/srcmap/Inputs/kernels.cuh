// A header with a kernel: findings point into the header.
struct Payload { char bytes[40000]; };
__global__ void header_kernel(Payload p) {}
