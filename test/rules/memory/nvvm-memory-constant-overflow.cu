// __constant__ data per file, from CUDA source, against ptxas' 64 KiB
// (measured with nvcc -c and ptxas 13.0 on clang's PTX, sm_75 to sm_120).
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_75,sm_80,sm_90,sm_100,sm_120 %s -- -DCASE=1 2>&1 | FileCheck %s --check-prefix=CHECK1 --implicit-check-not='{{warning|error|note}}:'
// RUN: not %nvvmcheck --arch=sm_120 %s -- -DCASE=2 2>&1 | FileCheck %s --check-prefix=CHECK2 --implicit-check-not='{{warning|error|note}}:'
// RUN: not %nvvmcheck --arch=sm_90 %s -- -DCASE=3 2>&1 | FileCheck %s --check-prefix=CHECK3 --implicit-check-not='{{warning|error|note}}:'

#if CASE == 1
// ptxas: File uses too much global constant data (0x10004 bytes, 0x10000 max)
__constant__ float c[16385];
// CHECK1: nvvm-memory-constant-overflow.cu:[[@LINE-1]]:20: error: File uses too much global constant data (65540 bytes, 65536 max) [nvvm-memory-constant-overflow]
// CHECK1: nvvm-memory-constant-overflow.cu:[[@LINE-2]]:20: note: 'c' takes 65540 bytes
// CHECK1: nvvm-memory-constant-overflow.cu:[[@LINE-3]]:20: note: found when compiling for sm_75, sm_80, sm_90, sm_100, sm_120
__global__ void k(float *o) { o[threadIdx.x] = c[threadIdx.x]; }

#elif CASE == 2
// Every variable counts, used or not, and no kernel needs to use any;
// ptxas: (0x10004 bytes, 0x10000 max). Notes: largest first.
__constant__ int small[1025];
__constant__ float table[15360];
// CHECK2: nvvm-memory-constant-overflow.cu:[[@LINE-2]]:18: error: File uses too much global constant data (65540 bytes, 65536 max) [nvvm-memory-constant-overflow]
// CHECK2: nvvm-memory-constant-overflow.cu:[[@LINE-2]]:20: note: 'table' takes 61440 bytes
// CHECK2: nvvm-memory-constant-overflow.cu:[[@LINE-4]]:18: note: 'small' takes 4100 bytes
__global__ void k(float *o) { o[threadIdx.x] = table[threadIdx.x]; }

#elif CASE == 3
// Declaration order, each variable at its alignment: 65529 chars and a
// double take 65544 bytes; ptxas: (0x10008 bytes, 0x10000 max).
__constant__ char bytes[65529];
__constant__ double d;
// CHECK3: nvvm-memory-constant-overflow.cu:[[@LINE-2]]:19: error: File uses too much global constant data (65544 bytes, 65536 max) [nvvm-memory-constant-overflow]
// CHECK3: nvvm-memory-constant-overflow.cu:[[@LINE-3]]:19: note: 'bytes' takes 65529 bytes
// CHECK3: nvvm-memory-constant-overflow.cu:[[@LINE-3]]:21: note: 'd' takes 8 bytes
// CHECK3: nvvm-memory-constant-overflow.cu:[[@LINE-5]]:19: note: ptxas places the variables in declaration order, each at its alignment: 7 bytes of padding between them
__global__ void k(double *o) { o[threadIdx.x] = bytes[threadIdx.x] + d; }
#endif
