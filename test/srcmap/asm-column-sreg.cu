// A special register the target lacks is pointed at by its `%`, as the user
// wrote it: `%%clusterid` in extended asm (clang: `%`), nvcc's bare
// `%clusterid` (compiled through the compat layer), and `%clusterid` in
// basic asm after a `$` (which clang doubles); two findings on one line keep
// their own columns.
// %clusterid needs sm_90.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void cluster_ids(unsigned *out)
{
    unsigned x, y;
    asm("mov.u32 %0, %%clusterid.x; mov.u32 %1, %clusterid.y;" : "=r"(x), "=r"(y));
    out[0] = x + y;
    asm volatile("{ .reg .b32 r; // $0\n\tmov.u32 r, %clusterid.z; }");
}
// CHECK: asm-column-sreg.cu:[[@LINE-4]]:22: error: Feature '%clusterid' requires .target sm_90 or higher [nvvm-ptx-sreg]
// CHECK-NEXT: {{^ *}}[[@LINE-5]] |     asm("mov.u32 %0, %%clusterid.x; mov.u32 %1, %clusterid.y;" : "=r"(x), "=r"(y));
// CHECK-NEXT: {{^ *}}|                      ^{{$}}
// CHECK: asm-column-sreg.cu:[[@LINE-7]]:49: error: Feature '%clusterid' requires .target sm_90 or higher [nvvm-ptx-sreg]
// CHECK-NEXT: {{^ *}}[[@LINE-8]] |     asm("mov.u32 %0, %%clusterid.x; mov.u32 %1, %clusterid.y;" : "=r"(x), "=r"(y));
// CHECK-NEXT: {{^ *}}|                                                 ^{{$}}
// CHECK: asm-column-sreg.cu:[[@LINE-8]]:54: error: Feature '%clusterid' requires .target sm_90 or higher [nvvm-ptx-sreg]
// CHECK-NEXT: {{^ *}}[[@LINE-9]] |     asm volatile("{ .reg .b32 r; // $0\n\tmov.u32 r, %clusterid.z; }");
// CHECK-NEXT: {{^ *}}|                                                      ^{{$}}
// CHECK: 3 errors in 1 file
