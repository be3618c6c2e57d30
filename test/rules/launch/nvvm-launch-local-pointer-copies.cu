// Local pointers that reach a launch less directly: inside a struct passed
// by value (clang memcpy's it into the parameter buffer), as the address of
// a by-value parameter (a local copy, for a kernel unless the parameter is
// __grid_constant__), and through an argument of a __device__ function (a
// note shows the call that passes it in). Negatives: a struct of global
// pointers, a __grid_constant__ parameter, a pointer variable that is
// re-pointed at global memory before the launch, and a device function
// only ever called with global pointers.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

struct Pair { int *x; int *y; };
struct Block { int a[4]; };

__global__ void child(int *p) {}
__global__ void child_pair(Pair p) {}

__global__ void struct_argument(int *g)
{
    int local = 0;
    Pair pair = {g, &local};
    child_pair<<<1, 1>>>(pair);
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     child_pair<<<1, 1>>>(pair);
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: nvvm-launch-local-pointer-copies.cu:[[@LINE-6]]:9: note: 'local' is the local variable the pointer refers to
}

__global__ void kernel_by_value(Block b)
{
    child<<<1, 1>>>(&b.a[1]);
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-4]]:39: note: parameter 'b' (struct Block) is passed by value: the pointer refers to a local copy of it
}

__device__ void device_by_value(Block b)
{
    child<<<1, 1>>>(b.a);
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-4]]:39: note: parameter 'b' (struct Block) is passed by value: the pointer refers to a local copy of it
}

__device__ void launch_for(int *p);

__global__ void caller(int *g)
{
    int local = 0;
    launch_for(&local);
    launch_for(g);
}

__device__ void launch_for(int *p)
{
    child<<<1, 1>>>(p);
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-8]]:5: note: the pointer is passed in by this call
// CHECK: nvvm-launch-local-pointer-copies.cu:[[@LINE-10]]:9: note: 'local' is the local variable the pointer refers to
}

// ---- negatives ----------------------------------------------------------

__global__ void struct_of_globals(int *g, int *h)
{
    Pair pair = {g, h};
    child_pair<<<1, 1>>>(pair);
}

__global__ void grid_constant(const __grid_constant__ Block b)
{
    child<<<1, 1>>>((int *)&b.a[1]);
}

__global__ void repointed(int *g)
{
    int local = 0;
    int *p = &local;
    *p = 1;
    p = g;
    child<<<1, 1>>>(p);
}

__device__ void launch_global(int *p) { child<<<1, 1>>>(p); }

__global__ void global_caller(int *g)
{
    launch_global(g);
}

// CHECK: 4 warnings in 1 file
