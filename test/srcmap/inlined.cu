// A finding inside an inlined helper points at the helper, with one note per
// call site it was inlined into (the DILocation inlined-at chain).
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}

__forceinline__ __device__ void launch_with(int *p) { child<<<1, 1>>>(p); }

__forceinline__ __device__ void stage(void)
{
    int scratch = 0;
    launch_with(&scratch);
}
// CHECK: inlined.cu:8:55: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^}}    8 | __forceinline__ __device__ void launch_with(int *p) { child<<<1, 1>>>(p); }
// CHECK-NEXT: {{^}}      |                                                       ^
// CHECK-NEXT: inlined.cu:13:5: note: inlined into 'stage()' here
// CHECK: inlined.cu:[[@LINE+3]]:28: note: inlined into 'parent()' here
// CHECK: inlined.cu:12:9: note: 'scratch' is the local variable the pointer refers to

__global__ void parent() { stage(); }
