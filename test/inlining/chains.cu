// The checker's compile inlines nothing; __forceinline__ functions are
// checked as nvcc inlines them (verifier/inlining.c): a finding in one is
// reported once per call chain that inlines it, each with its chain as
// "inlined into" notes, innermost first, in the order the inlined copies
// would stand. A function that is not inlined (plain __device__) is a chain
// of its own. nvcc agrees that each inlined copy is sm_90 code.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:' --implicit-check-not='inlined into'
// RUN: %if nvcc %{ not %nvcc -rdc=true -arch=sm_75 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC %}
// NVCC: Instruction 'griddepcontrol' requires .target sm_90 or higher

__forceinline__ __device__ void wait_all() { asm volatile("griddepcontrol.wait;"); }
__forceinline__ __device__ void stage() { wait_all(); }

__global__ void first() { wait_all(); }
// CHECK: chains.cu:12:60: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: chains.cu:[[@LINE-2]]:27: note: inlined into 'first()' here
// CHECK: note: sm_90 is the first target that has it

__global__ void second() { stage(); stage(); }
// CHECK: chains.cu:12:60: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: chains.cu:13:43: note: inlined into 'stage()' here
// CHECK: chains.cu:[[@LINE-3]]:28: note: inlined into 'second()' here
// CHECK: chains.cu:12:60: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: chains.cu:13:43: note: inlined into 'stage()' here
// CHECK: chains.cu:[[@LINE-6]]:37: note: inlined into 'second()' here

__device__ void plain() { wait_all(); }
// CHECK: chains.cu:12:60: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
// CHECK: chains.cu:[[@LINE-2]]:27: note: inlined into 'plain()' here

// Never called, so never inlined: nothing of it reaches the PTX.
__forceinline__ __device__ void never_called() { asm volatile("griddepcontrol.launch_dependents;"); }
// CHECK: 4 errors in 1 file
