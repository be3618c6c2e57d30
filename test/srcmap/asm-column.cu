// An inline-PTX finding points at the offending instruction inside the
// string literal: its line and column, however the literal is written
// (adjacent literals on several lines, escapes, operands, `%%`, `$`, a line
// splice). Where the template does not come from literals in the statement
// (a macro, a stringified macro), it points at the statement, where clang's
// debug location puts it (the `asm` keyword, or the macro's use).
// wgmma.fence needs sm_90a: on sm_90 each statement below has one finding.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

#define WGMMA_FENCE "wgmma.fence.sync.aligned;"
#define FENCE_STATEMENT() asm volatile("wgmma.fence.sync.aligned;")
#define STRINGIFY(x) #x

__global__ void one_line()
{
  asm volatile("fence.proxy.async; wgmma.fence.sync.aligned;");
}
// CHECK: asm-column.cu:[[@LINE-2]]:36: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-3]] |   asm volatile("fence.proxy.async; wgmma.fence.sync.aligned;");
// CHECK-NEXT: {{^ *}}|                                    ^{{$}}

__global__ void cutlass_style_block()
{
  asm volatile("{\n"
               "  .reg .pred p;\n"
               "  wgmma.fence.sync.aligned;\n"
               "}\n" ::: "memory");
}
// CHECK: asm-column.cu:[[@LINE-3]]:19: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-4]] |                "  wgmma.fence.sync.aligned;\n"
// CHECK-NEXT: {{^ *}}|                   ^{{$}}

// clang turns %0 into $0, %% into %: the IR's offsets differ from the source's.
__global__ void operands(unsigned *out, unsigned x)
{
  unsigned y;
  asm volatile("mov.u32 %0, %1; mov.u32 %0, %%laneid; wgmma.fence.sync.aligned;" : "=r"(y) : "r"(x));
  out[0] = y;
}
// CHECK: asm-column.cu:[[@LINE-3]]:55: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-4]] |   asm volatile("mov.u32 %0, %1; mov.u32 %0, %%laneid; wgmma.fence.sync.aligned;" : "=r"(y) : "r"(x));
// CHECK-NEXT: {{^ *}}|                                                       ^{{$}}

// nvcc's %laneid in extended asm (compiled through the compat layer's
// in-place rewrite) and named operands.
__global__ void named_operands(unsigned *out)
{
  unsigned lane;
  asm volatile("mov.u32 %[lane], %laneid; wgmma.fence.sync.aligned;" : [lane] "=r"(lane));
  out[0] = lane;
}
// CHECK: asm-column.cu:[[@LINE-3]]:43: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-4]] |   asm volatile("mov.u32 %[lane], %laneid; wgmma.fence.sync.aligned;" : [lane] "=r"(lane));
// CHECK-NEXT: {{^ *}}|                                           ^{{$}}

// Escapes count as one byte in the IR and as two or four in the source.
__global__ void escapes(unsigned *out)
{
  unsigned y = 0;
  asm volatile("\tadd.s32 %0, %0, \x31;\n\t// \"x\"\n\twgmma.fence.sync.aligned;" : "+r"(y));
  out[0] = y;
}
// CHECK: asm-column.cu:[[@LINE-3]]:56: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-4]] |   asm volatile("\tadd.s32 %0, %0, \x31;\n\t// \"x\"\n\twgmma.fence.sync.aligned;" : "+r"(y));
// CHECK-NEXT: {{^ *}}|                                                        ^{{$}}

// Basic asm: clang doubles `$` and leaves `%%` alone.
__global__ void basic_dollar()
{
  asm volatile("// $1 %% $2\n\twgmma.fence.sync.aligned;");
}
// CHECK: asm-column.cu:[[@LINE-2]]:32: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-3]] |   asm volatile("// $1 %% $2\n\twgmma.fence.sync.aligned;");
// CHECK-NEXT: {{^ *}}|                                ^{{$}}

// Line splices, in the statement and inside the literal.
__global__ void spliced()
{
  __asm__ \
__volatile__("bar.sync 0; " "wgmma.fence\
.sync.aligned;");
}
// CHECK: asm-column.cu:[[@LINE-3]]:30: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-4]] | __volatile__("bar.sync 0; " "wgmma.fence
// CHECK-NEXT: {{^ *}}|                              ^{{$}}

// A literal followed by a macro: the literal's bytes are the start of the
// template, so the instruction in it is placed; the macro's is not.
__global__ void literal_then_macro()
{
  asm volatile("wgmma.fence.sync.aligned; " WGMMA_FENCE);
}
// CHECK: asm-column.cu:[[@LINE-2]]:3: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-3]] |   asm volatile("wgmma.fence.sync.aligned; " WGMMA_FENCE);
// CHECK-NEXT: {{^ *}}|   ^{{$}}
// CHECK: asm-column.cu:[[@LINE-5]]:17: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-6]] |   asm volatile("wgmma.fence.sync.aligned; " WGMMA_FENCE);
// CHECK-NEXT: {{^ *}}|                 ^{{$}}

// The fallbacks: the statement's start.
__global__ void macro_template()
{
  asm volatile(WGMMA_FENCE);
}
// CHECK: asm-column.cu:[[@LINE-2]]:3: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]

__global__ void stringified()
{
  asm volatile(STRINGIFY(wgmma.fence.sync.aligned;));
}
// CHECK: asm-column.cu:[[@LINE-2]]:3: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]

// asm in a macro body: clang's location is the macro's use.
__global__ void macro_statement()
{
    FENCE_STATEMENT();
}
// CHECK: asm-column.cu:[[@LINE-2]]:5: error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
// CHECK-NEXT: {{^ *}}[[@LINE-3]] |     FENCE_STATEMENT();

// CHECK: 12 errors in 1 file
