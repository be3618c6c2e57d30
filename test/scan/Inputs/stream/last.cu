// fifo.cuh is a named pipe: this TU cannot compile until the test writes it.
#include "fifo.cuh"
struct Last { char b[40000]; };
__global__ void last_kernel(Last l) {}
