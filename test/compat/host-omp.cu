// Pattern 8 of docs/compat.md: <omp.h> (CUDA samples cudaOpenMP,
// UnifiedMemoryStreams). nvcc preprocesses with its host compiler, gcc from
// PATH without -ccbin, which finds omp.h in its own include directory
// (`gcc -print-file-name=include`); clang's resource directory has none
// ("'omp.h' file not found"). The checker adds that directory after every
// other one, without the headers clang has itself (host-compiler.test), so
// the TU is checked and its kernel's finding reported.
// REQUIRES: cuda, host-omp
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %if nvcc %{ %nvcc -rdc=true -arch=sm_90 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}

#include <omp.h>
#include <cstdio>
__global__ void child(unsigned *p) {}
__global__ void parent() { unsigned lane = 0; child<<<1, 1>>>(&lane); }
int main() { printf("%d\n", omp_get_max_threads()); }
// CHECK: host-omp.cu:[[#@LINE-2]]:47: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: host-omp.cu:[[#@LINE-3]]:37: note: 'lane' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file
// NVCC: host-omp.cu([[#@LINE-5]]) : Warning: A pointer to local memory was stored into the parameter buffer
