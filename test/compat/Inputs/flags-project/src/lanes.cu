#include <stddef.h>
#include <cuda/std/array>

__global__ void lanes(unsigned *out, size_t n) {
  cuda::std::array<unsigned, 2> v{};
  asm("mov.u32 %0, %laneid;" : "=r"(v[0]));
  out[n] = v[0] + v[1];
}
