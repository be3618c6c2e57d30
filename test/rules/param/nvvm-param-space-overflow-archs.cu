// Several archs: a finding they share is printed once, with the archs named; templates are checked
// per instantiation, at the template's definition; __grid_constant__ does not
// change the size.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_75,sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %nvvmcheck %s -- --cuda-gpu-arch=sm_80 --offload-arch=sm_100 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

template <int N> struct Blob { char bytes[N]; };

template <typename T> __global__ void take(T t) {}
template __global__ void take<Blob<16>>(Blob<16>);
template __global__ void take<Blob<40000>>(Blob<40000>);
// CHECK: :[[@LINE-3]]:39: error: Formal parameter space overflowed (40000 bytes required, max 32764 bytes allowed) in function void take<Blob<40000> >(Blob<40000>) [nvvm-param-space-overflow]
// CHECK: :[[@LINE-4]]:46: note: parameter 't' (struct Blob<40000>) takes 40000 bytes at offset 0
// CHECK: :[[@LINE-5]]:39: note: found when compiling for {{sm_75, sm_90|sm_80, sm_100}}

__global__ void constant_param(const __grid_constant__ Blob<33000> b) {}
// CHECK: :[[@LINE-1]]:17: error: Formal parameter space overflowed (33000 bytes required, max 32764 bytes allowed) in function constant_param(Blob<33000>) [nvvm-param-space-overflow]
// CHECK: note: parameter 'b' (const struct Blob<33000>) takes 33000 bytes at offset 0
// CHECK: :[[@LINE-3]]:17: note: found when compiling for {{sm_75, sm_90|sm_80, sm_100}}
// CHECK: 2 errors in 1 file
