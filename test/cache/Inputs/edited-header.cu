// A kernel whose parameter size comes from a macro that the toolkit's
// cuda_runtime.h defines in invalidate.test's copy of the toolkit: the
// finding says which version of the header the compile saw.
#ifndef NVC_TEST_BYTES
#define NVC_TEST_BYTES 8
#endif
struct Big {
    char bytes[NVC_TEST_BYTES];
};
__global__ void sized(Big b) {}
