// No __global__ of its own: the kernels are in the header it includes.
#if defined(USE_IFDEF)
#include "nvcc-ifdef.h"
#elif defined(USE_ELSE)
#include "nvcc-else.h"
#elif defined(USE_VERSION)
#include "version-99.h"
#endif
void host_side() {}
