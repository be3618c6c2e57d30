// A CUDA TU without the .cu suffix, compiled with -x cu.
struct Wide { char bytes[32768]; };
__global__ void wide(Wide w) {}
