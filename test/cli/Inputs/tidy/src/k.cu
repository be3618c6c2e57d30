// K_BYTES comes from the compile command (-DK_BYTES=40000 in the test's database); a
// kernel parameter of K_BYTES bytes overflows the 32764-byte limit only then.
#include "user.cuh"
#include "lib.cuh"
#ifndef K_BYTES
#define K_BYTES 8
#endif
struct Big { char b[K_BYTES]; };
__global__ void k(Big b) {}
