// Pointers to the parent thread's local memory passed to a device-side
// launch, from CUDA source (clang's -O0 code, so every variable is a stack
// slot). Pins the warning at the launch and the note at the variable for:
// &scalar, an array that decays, &array[i], a struct member, a pointer
// variable, a ?: that may pick the local, a __device__ function's parameter,
// the second of two arguments, two local arguments in one launch, and a
// launch from a __device__ function. A warning only: exit status 0.
// Negatives: kernel arguments, __device__/__constant__ variables, heap
// memory, a pointer variable that holds a global pointer, locals passed by
// value.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}
__global__ void child2(int *p, int *q) {}
__global__ void child_val(int v) {}
struct Pair { int a, b; };

__device__ int dev_var;
__constant__ int const_var;

__global__ void address_of_scalar(int *g)
{
    int local = 0;
    child<<<1, 1>>>(&local);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     child<<<1, 1>>>(&local);
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: nvvm-launch-local-pointer.cu:[[@LINE-5]]:9: note: 'local' is the local variable the pointer refers to
}

__global__ void array_decay(int *g)
{
    int arr[4] = {};
    child<<<1, 1>>>(arr);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-3]]:9: note: 'arr' is the local variable the pointer refers to
}

__global__ void array_element(int i)
{
    int arr[4] = {};
    child<<<1, 1>>>(&arr[i]);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-3]]:9: note: 'arr' is the local variable the pointer refers to
}

__global__ void struct_member()
{
    Pair pair = {1, 2};
    child<<<1, 1>>>(&pair.b);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-3]]:10: note: 'pair' is the local variable the pointer refers to
}

__global__ void pointer_variable()
{
    int local = 0;
    int *p = &local;
    child<<<1, 1>>>(p);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-4]]:9: note: 'local' is the local variable the pointer refers to
}

__global__ void maybe_local(int *g, bool c)
{
    int local = 0;
    child<<<1, 1>>>(c ? g : &local);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-3]]:9: note: 'local' is the local variable the pointer refers to
}

// A by-value parameter lives in the callee's stack slot.
__device__ void address_of_parameter(int x)
{
    child<<<1, 1>>>(&x);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-4]]:42: note: 'x' is the local variable the pointer refers to
}

__global__ void second_argument(int *g)
{
    int local = 0;
    child2<<<1, 1>>>(g, &local);
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer.cu:[[@LINE-3]]:9: note: 'local' is the local variable the pointer refers to
}

// One finding per argument, both at the launch, each with its own variable.
// Their relative order is not pinned here (see
// nvvm-launch-local-pointer-order.cu).
__global__ void two_locals()
{
    int first = 0;
    int second = 0;
    child2<<<1, 1>>>(&first, &second);
// CHECK-DAG: nvvm-launch-local-pointer.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK-DAG: nvvm-launch-local-pointer.cu:[[@LINE-2]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK-DAG: nvvm-launch-local-pointer.cu:[[@LINE-5]]:9: note: 'first' is the local variable the pointer refers to
// CHECK-DAG: nvvm-launch-local-pointer.cu:[[@LINE-5]]:9: note: 'second' is the local variable the pointer refers to
}

// ---- negatives ----------------------------------------------------------

__global__ void not_local(int *g, int *h, bool c)
{
    int local = 7;
    int *p = g;
    int *heap = (int *)malloc(sizeof(int));
    child<<<1, 1>>>(g);
    child2<<<1, 1>>>(g, h);
    child<<<1, 1>>>(c ? g : h);
    child<<<1, 1>>>(&dev_var);
    child<<<1, 1>>>((int *)&const_var);
    child<<<1, 1>>>(p);
    child<<<1, 1>>>(heap);
    child_val<<<1, 1>>>(local);
}

// CHECK: 10 warnings in 1 file
