// Pattern 1 of docs/compat.md: inline PTX naming special registers with a
// single '%'. nvcc passes `%laneid` through to ptxas; clang rejects it
// ("invalid % escape in inline assembly string"). The rewriter marks each
// such '%' in place and the IR gets the '%' back, so the module holds the
// very PTX nvcc would give ptxas, and the file verifies with no finding.
// REQUIRES: cuda
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=CHECK --implicit-check-not='{{warning|error|note}}:'
// RUN: %compat_probe asm sm_90 %s | FileCheck %s --check-prefix=IR
// RUN: %compat_probe rewrite %s | FileCheck %s --check-prefix=TEXT

// CHECK: no findings in 1 file

__device__ unsigned lane_id() {
  unsigned r;
  asm volatile("mov.u32 %0, %laneid;" : "=r"(r));
  return r;
}
// IR: _Z7lane_idv: asm "mov.u32 $0, %laneid;"
// TEXT: asm volatile("mov.u32 %0, {%}laneid;" : "=r"(r));

__device__ unsigned long long timer_and_sm(unsigned *sm) {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;\n\t"
               "mov.u32 %1, %smid;" : "=l"(t), "=r"(*sm));
  return t;
}
// IR: _Z12timer_and_smPj: asm "mov.u64 $0, %globaltimer;\n\tmov.u32 $1, %smid;"
// TEXT: asm volatile("mov.u64 %0, {%}globaltimer;\n\t"
// TEXT-NEXT: "mov.u32 %1, {%}smid;" : "=l"(t), "=r"(*sm));

// Cluster registers (sm_90), a register declared inside the asm, and '%%'
// (already escaped: left as it is, both compilers turn it into '%').
__device__ unsigned cluster_rank() {
  unsigned rank, id;
  asm("{ .reg .u32 %t; mov.u32 %t, %cluster_ctarank; mov.u32 %0, %t; }\n\t"
      "mov.u32 %1, %%clusterid.x;" : "=r"(rank), "=r"(id));
  return rank + id;
}
// IR: _Z12cluster_rankv: asm "{ .reg .u32 %t; mov.u32 %t, %cluster_ctarank; mov.u32 $0, %t; }\n\tmov.u32 $1, %clusterid.x;"
// TEXT: asm("{ .reg .u32 {%}t; mov.u32 {%}t, {%}cluster_ctarank; mov.u32 %0, {%}t; }\n\t"
// TEXT-NEXT: "mov.u32 %1, %%clusterid.x;" : "=r"(rank), "=r"(id));

// Basic asm (no ':') is literal for both compilers: untouched.
__device__ void basic() { asm volatile("membar.gl; // %laneid"); }
// IR: _Z5basicv: asm "membar.gl; // %laneid"
// TEXT: asm volatile("membar.gl; // %laneid");

// Not asm: strings, comments and printf formats keep their '%'.
// asm("mov.u32 %0, %laneid;" : "=r"(r)) in a comment
// TEXT: asm("mov.u32 %0, %laneid;" : "=r"(r)) in a comment
__device__ const char *fmt = "asm(\"%laneid\" : )";
// TEXT: __device__ const char *fmt = "asm(\"%laneid\" : )";

__global__ void kernel(unsigned *out) {
  unsigned sm;
  out[0] = lane_id() + (unsigned)timer_and_sm(&sm) + cluster_rank() + sm;
  basic();
}
// TEXT: -- percent=8 operand=0 comma=0 in-place=yes
