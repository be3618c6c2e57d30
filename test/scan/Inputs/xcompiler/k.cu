// Compiles only when the device pass sees what -Xcompiler gives the host
// compiler's preprocessing (xcompiler-device-pass.test; nvcc compiles it).
#if !defined(QA) || !defined(QB) || QC != 2 || !defined(FROM_PRE) || defined(ZZ)
#error -Xcompiler options did not reach the device compile
#endif
#ifndef UNDEFX  // nvcc puts its own -D after -Xcompiler -U: the -D wins
#error nvcc -D given before -Xcompiler -U must stay defined
#endif
#include "xinc.h"

struct Heavy {
    char bytes[XINC];
};
__global__ void big_kernel(Heavy h) {}
