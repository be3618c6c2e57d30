// An inlined body's parameters are the arguments of the calls it is inlined
// through (verifier/inlining.c), as in nvcc's inlined copies: a helper that
// launches with the pointer it is given is reported where a chain gives it
// a local's address, and not where a chain gives it a global's.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:' --implicit-check-not='inlined into'

__global__ void child(int *p) {}
__device__ int g;

__forceinline__ __device__ void launch_with(int *p) { child<<<1, 1>>>(p); }

__global__ void from_local()
{
    int scratch = 0;
    launch_with(&scratch);
}
// CHECK: bound-arguments.cu:11:55: warning: A pointer to local memory was passed as a launch argument. {{.*}} [nvvm-launch-local-pointer]
// CHECK: bound-arguments.cu:[[@LINE-3]]:5: note: inlined into 'from_local()' here
// CHECK: bound-arguments.cu:[[@LINE-5]]:9: note: 'scratch' is the local variable the pointer refers to

__global__ void from_global() { launch_with(&g); }

// Two levels: only the chain that passes x on is reported.
__forceinline__ __device__ void pass_on(int *p) { launch_with(p); }
__global__ void through_two()
{
    int x = 0;
    pass_on(&g);
    pass_on(&x);
}
// CHECK: bound-arguments.cu:11:55: warning: A pointer to local memory was passed as a launch argument. {{.*}} [nvvm-launch-local-pointer]
// CHECK: bound-arguments.cu:[[@LINE-8]]:51: note: inlined into 'pass_on(int*)' here
// CHECK: bound-arguments.cu:[[@LINE-4]]:5: note: inlined into 'through_two()' here
// CHECK: bound-arguments.cu:[[@LINE-7]]:9: note: 'x' is the local variable the pointer refers to
// CHECK: 2 warnings in 1 file
