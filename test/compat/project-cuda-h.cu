// Pattern 8 of docs/compat.md: a project header named cuda.h on -I (Rodinia
// b+tree). clang's CUDA wrapper says `#include "cuda.h"` and got the
// project's ("cuda.h did not define CUDA_VERSION"). Measured with nvcc: its
// own headers never include cuda.h (-DNO_INCLUDE: neither the project's nor
// the toolkit's is read in the device pass), and the user's #include
// "cuda.h" or <cuda.h> gets the project's (nvcc's -I for the toolkit comes
// after the user's). The checker gives the wrapper the toolkit's cuda.h and
// leaves the user's includes alone: the project's header is the one the
// code sees, and the kernel's finding is reported.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s -- -I %S/Inputs/cudah-project/include 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 %s -- -I %S/Inputs/cudah-project/include -DANGLE 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %nvvmcheck --arch=sm_90 %s -- -I %S/Inputs/cudah-project/include -DNO_INCLUDE 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %if nvcc %{ %nvcc -rdc=true -arch=sm_90 -I %S/Inputs/cudah-project/include -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// RUN: %if nvcc %{ %nvcc -rdc=true -arch=sm_90 -I %S/Inputs/cudah-project/include -DANGLE -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// RUN: %if nvcc %{ %nvcc -rdc=true -arch=sm_90 -I %S/Inputs/cudah-project/include -DNO_INCLUDE -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}

#if defined(ANGLE)
#include <cuda.h>
#elif !defined(NO_INCLUDE)
#include "cuda.h"
#endif
#if defined(PROJECT_CUDA_H) == defined(NO_INCLUDE)
#error "cuda.h: the project's for the user's own include, and no one else's"
#endif
#if defined(__NVCC__) && defined(__CUDA_ARCH__) && defined(NO_INCLUDE) && defined(CUDA_VERSION)
#error "nvcc's own headers included the toolkit's cuda.h"
#endif
__global__ void child(unsigned *p) {}
__global__ void parent() { unsigned lane = 0; child<<<1, 1>>>(&lane); }
void run_parent(void) { parent<<<1, 1>>>(); }
// CHECK: project-cuda-h.cu:[[#@LINE-2]]:47: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: project-cuda-h.cu:[[#@LINE-3]]:37: note: 'lane' is the local variable the pointer refers to
// CHECK: 1 warning in 1 file
// NVCC: project-cuda-h.cu([[#@LINE-5]]) : Warning: A pointer to local memory was stored into the parameter buffer
