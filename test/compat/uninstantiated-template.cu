// Issue 13 (DeepGEMM at sm_90a): a CUDA 12.8+ intrinsic in a template that is
// never instantiated. nvcc accepts it: its host pass declares __fmul2_rn for
// every arch (crt/sm_100_rt.h), its device pass only for sm_100 and later,
// and the device pass does not check templates nobody instantiates. clang
// looks the call up where the template is defined; the bundled header
// declares __fmul2_rn below sm_100 as a template that fails only when a call
// is compiled for the device, as nvcc does (docs/compat.md section 3).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90a %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// CHECK: no findings in 1 file
// RUN: %if nvcc %{ %nvcc -gencode arch=compute_90a,code=sm_90a -c %s -o %t.o %}
//
// Instantiated, the call is compiled for sm_90a: both reject it.
// RUN: not %nvvmcheck --arch=sm_90a %s -- -DINSTANTIATE 2>&1 | FileCheck %s --check-prefix=INST
// INST: error: static assertion failed {{.*}}: nvcc: identifier "__fmul2_rn" is undefined in device code for this arch (crt/sm_100_rt.h: sm_100 and later)
// INST: uninstantiated-template.cu:30:10: note: in instantiation of function template specialization '__fmul2_rn<void>' requested here
// INST: does not compile for sm_90a
// RUN: %if nvcc %{ not %nvcc -gencode arch=compute_90a,code=sm_90a -c -DINSTANTIATE %s -o %t.inst.o 2>&1 | FileCheck %s --check-prefix=NVCC-INST %}
// NVCC-INST: uninstantiated-template.cu(30): error: identifier "__fmul2_rn" is undefined
//
// At sm_100a the instantiated template compiles under both (nvcc to
// mul.rn.f32x2; the checker's asm is pinned in cuda13-intrinsics.cu).
// RUN: %nvvmcheck --arch=sm_100a %s -- -DINSTANTIATE 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %if nvcc %{ %nvcc -gencode arch=compute_100a,code=sm_100a -ptx -DINSTANTIATE %s -o - | FileCheck %s --check-prefix=NVCC-SM100A %}
// NVCC-SM100A: mul.rn.f32x2

// The reproducer:
template <int kBlock>
__device__ float2 scale_pair(float2 a, float2 b) {
  return __fmul2_rn(a, b);
}

__global__ void kernel(float2 *p) {
#ifdef INSTANTIATE
  p[0] = scale_pair<128>(p[1], p[2]);
#else
  p[0] = p[1];
#endif
}
