// nvcc's crt/common_functions.h includes <string.h> and <time.h>, so every
// nvcc TU has CLOCKS_PER_SEC and time() without including <time.h> (llm.c's
// dev/cuda/permute.cu: `(end - start) / CLOCKS_PER_SEC`); clang's CUDA
// wrapper skips that header. The bundled compatibility header includes both
// (docs/compat.md, pattern 8).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %if nvcc %{ %nvcc -arch=sm_80 -c %s -o %t.o %}
#include <cstdio>
__global__ void k(int *p, int v) { p[0] = v; }
double seconds(void) { clock_t c = clock(); return (double)c / CLOCKS_PER_SEC + (double)time(0); }
int main() { printf("%f\n", seconds()); return 0; }
// CHECK: no findings in 1 file
