// Pointers to the parent block's shared memory passed to a device-side
// launch, from CUDA source. cicc says nothing here (docs/reference/toolchain.md §3);
// the CUDA Programming Guide (CDP memory model) makes it undefined. Pins the
// warning at the launch and the note at the __shared__ variable for: an
// array that decays, &array[i], &scalar, extern dynamic shared memory
// (warning only), a namespace-scope __shared__ variable, a pointer
// variable, a ?: that may pick it, and a launch that passes a local and a
// shared pointer at once (both rules, ordered by rule id at the same
// location). A warning only.
// Negatives: __device__/__constant__ memory, kernel arguments, a pointer
// value read out of shared memory.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}
__global__ void child2(int *p, int *q) {}

__device__ int dev_arr[32];
__constant__ int const_arr[32];

__global__ void array_decay()
{
    __shared__ int tile[32];
    child<<<1, 32>>>(tile);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     child<<<1, 32>>>(tile);
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: nvvm-launch-shared-pointer.cu:[[@LINE-5]]:20: note: 'tile' is the __shared__ variable the pointer refers to
}

__global__ void array_element()
{
    __shared__ int tile[32];
    child<<<1, 1>>>(&tile[threadIdx.x]);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument.
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-3]]:20: note: 'tile' is the __shared__ variable the pointer refers to
}

__global__ void scalar()
{
    __shared__ int counter;
    child<<<1, 1>>>(&counter);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument.
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-3]]:20: note: 'counter' is the __shared__ variable the pointer refers to
}

__global__ void dynamic_shared()
{
    extern __shared__ int dyn[];
    child<<<1, 1>>>(dyn);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument.
// clang emits no debug info for the extern declaration, so where the note
// points is not pinned here (see nvvm-launch-shared-pointer-extern.cu).
}

__shared__ int file_scope[8];
__global__ void namespace_scope()
{
    child<<<1, 1>>>(file_scope);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument.
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-5]]:16: note: 'file_scope' is the __shared__ variable the pointer refers to
}

__global__ void pointer_variable()
{
    __shared__ int tile[32];
    int *p = tile + 1;
    child<<<1, 1>>>(p);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument.
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-4]]:20: note: 'tile' is the __shared__ variable the pointer refers to
}

__global__ void maybe_shared(int *g, bool c)
{
    __shared__ int tile[32];
    child<<<1, 1>>>(c ? tile : g);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument.
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-3]]:20: note: 'tile' is the __shared__ variable the pointer refers to
}

// Both rules at one launch: at the same location, ordered by rule id.
__global__ void local_and_shared()
{
    int local = 0;
    __shared__ int tile[32];
    child2<<<1, 1>>>(tile, &local);
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-4]]:9: note: 'local' is the local variable the pointer refers to
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-3]]:5: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
// CHECK: nvvm-launch-shared-pointer.cu:[[@LINE-5]]:20: note: 'tile' is the __shared__ variable the pointer refers to
}

// ---- negatives ----------------------------------------------------------

__global__ void not_shared(int *g)
{
    __shared__ int *shared_ptr;
    if (threadIdx.x == 0)
        shared_ptr = g;
    __syncthreads();
    child<<<1, 1>>>(g);
    child<<<1, 1>>>(dev_arr);
    child<<<1, 1>>>(&dev_arr[3]);
    child<<<1, 1>>>((int *)const_arr);
    child<<<1, 1>>>(shared_ptr);
}

// CHECK: 9 warnings in 1 file
