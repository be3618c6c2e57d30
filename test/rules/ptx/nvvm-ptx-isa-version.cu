// The PTX ISA version the build writes: nvcc 13 writes 9.0 (the default for
// a .cu), clang 22 8.8; --ptx-isa names another. cp.async.bulk needs 8.0.
// REQUIRES: cuda
// RUN: not %nvvmcheck --ptx-isa=7.8 --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not='{{error|warning|note}}:'
// DEFAULT: no findings in 1 file

__global__ void k(void *dst, const void *src, unsigned long long *bar) {
  unsigned d = (unsigned)__cvta_generic_to_shared(dst), b = (unsigned)__cvta_generic_to_shared(bar);
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], 16, [%2];"
               :: "r"(d), "l"(src), "r"(b) : "memory");
// CHECK: nvvm-ptx-isa-version.cu:[[#@LINE-2]]:17: error: Feature 'cp.async.bulk' requires PTX ISA .version 8.0 or later [nvvm-ptx-isa-version]
// CHECK: note: the build writes PTX ISA 7.8 (--ptx-isa); {{.*}} on sm_90 needs 8.0
}
// CHECK: 1 error in 1 file
