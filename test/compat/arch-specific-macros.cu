// nvcc 13 defines __CUDA_ARCH_SPECIFIC__ (sm_XXa) and
// __CUDA_ARCH_FAMILY_SPECIFIC__ (sm_XXa and sm_XXf) as XX0; clang 22 does
// not, so the frontend defines them as nvcc does and code that selects
// arch-specific asm with them is checked as nvcc compiles it. Each branch
// below holds an instruction the selected target lacks, so the branch nvcc
// takes is visible as a finding (and as nvcc's own ptxas failure).
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=PLAIN --implicit-check-not='{{error|warning|note}}:'
// PLAIN: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_90a %s 2>&1 | FileCheck %s --check-prefix=SM90A --implicit-check-not='{{error|warning}}:'
// SM90A: arch-specific-macros.cu:25:{{[0-9]+}}: error: Instruction 'tcgen05.fence' not supported on .target 'sm_90a'
// SM90A: 1 error in 1 file
// RUN: not %nvvmcheck --arch=sm_100a %s 2>&1 | FileCheck %s --check-prefix=SM100A --implicit-check-not='{{error|warning}}:'
// SM100A: arch-specific-macros.cu:28:{{[0-9]+}}: error: Instruction 'wgmma.fence' not supported on .target 'sm_100a'
// SM100A: 1 error in 1 file
// nvcc takes the same branches:
// RUN: %if nvcc %{ %nvcc -gencode arch=compute_90,code=sm_90 -c %s -o %t.90.o %}
// RUN: %if nvcc %{ not %nvcc -gencode arch=compute_90a,code=sm_90a -c %s -o %t.90a.o 2>&1 | FileCheck %s --check-prefix=NVCC90A %}
// NVCC90A: Instruction 'tcgen05.fence' not supported on .target 'sm_90a'
// RUN: %if nvcc %{ not %nvcc -gencode arch=compute_100a,code=sm_100a -c %s -o %t.100a.o 2>&1 | FileCheck %s --check-prefix=NVCC100A %}
// NVCC100A: Instruction 'wgmma.fence' not supported on .target 'sm_100a'

__global__ void k() {
#if defined(__CUDA_ARCH_SPECIFIC__) && __CUDA_ARCH_SPECIFIC__ == 900
  asm volatile("tcgen05.fence::before_thread_sync;");
#endif
#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000
  asm volatile("wgmma.fence.sync.aligned;");
#endif
}
