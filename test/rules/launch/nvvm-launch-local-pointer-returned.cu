// A pointer to a local or __shared__ object that comes back out of a
// __device__ function (`child<<<1, 1>>>(pick(&local))`) is followed through
// the function's `return`, its parameters bound to that call's arguments:
// the same finding as passing `&local` directly, with a note at the call
// that returns it. Measured: nvcc 13.0 (cicc's cnp-launch-check) warns on
// the local case too, and, as for every shared pointer, not on the shared
// one (pinned by the NVCC run below).
// Negatives: a function returning a pointer to a __device__ variable, the
// same function handed a global pointer, a declaration the walk cannot see
// into, and an argument that is not the one returned.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
// RUN: %if nvcc %{ %nvcc -arch=sm_75 -rdc=true -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC --implicit-check-not=Warning %}

__global__ void child(int *p) {}
__global__ void child2(int *p, int *q) {}

__device__ int dev_var;
__device__ int *pick(int *p) { return p; }
__device__ int *pick_second(int *a, int *b) { return b; }
__device__ int *through(int *p) { return pick(p); }
__device__ int *global_ptr() { return &dev_var; }
__device__ int *external(int *p);

__global__ void returned_local()
{
    int local = 0;
    child<<<1, 1>>>(pick(&local));
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     child<<<1, 1>>>(pick(&local));
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: nvvm-launch-local-pointer-returned.cu:[[@LINE-4]]:21: note: the pointer is returned by this call to 'pick(int*)'
// CHECK-NEXT: {{^ *}}[[#@LINE-5]] |     child<<<1, 1>>>(pick(&local));
// CHECK-NEXT: {{^ *}}|                     ^{{$}}
// CHECK-NEXT: nvvm-launch-local-pointer-returned.cu:[[@LINE-8]]:9: note: 'local' is the local variable the pointer refers to
// NVCC: nvvm-launch-local-pointer-returned.cu([[#@LINE-8]]) : Warning: A pointer to local memory was stored into the parameter buffer
}

__global__ void returned_shared()
{
    __shared__ int tile[32];
    child<<<1, 1>>>(pick(tile));
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-2]]:21: note: the pointer is returned by this call to 'pick(int*)'
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-4]]:20: note: 'tile' is the __shared__ variable the pointer refers to
}

// Two calls deep: the outermost call is named.
__global__ void returned_twice()
{
    int local = 0;
    child<<<1, 1>>>(through(&local));
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-2]]:21: note: the pointer is returned by this call to 'through(int*)'
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-4]]:9: note: 'local' is the local variable the pointer refers to
// NVCC: nvvm-launch-local-pointer-returned.cu([[#@LINE-4]]) : Warning: A pointer to local memory was stored into the parameter buffer
}

// The result held in a variable first.
__global__ void returned_into_variable()
{
    int local = 0;
    int *p = pick(&local);
    child<<<1, 1>>>(p);
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-3]]:14: note: the pointer is returned by this call to 'pick(int*)'
// CHECK: nvvm-launch-local-pointer-returned.cu:[[@LINE-5]]:9: note: 'local' is the local variable the pointer refers to
// NVCC: nvvm-launch-local-pointer-returned.cu([[#@LINE-4]]) : Warning: A pointer to local memory was stored into the parameter buffer
}

// ---- negatives ----------------------------------------------------------

__global__ void not_local(int *g)
{
    int local = 0;
    child<<<1, 1>>>(global_ptr());
    child<<<1, 1>>>(pick(&dev_var));
    child<<<1, 1>>>(pick(g));
    child<<<1, 1>>>(pick_second(&local, g));
    child<<<1, 1>>>(external(&local));
}

// CHECK: 4 warnings in 1 file
