// extern __shared__ (dynamic shared memory) passed to a child: the warning
// is right, and the note should point at the declaration with the source
// name, as it does for every other __shared__ variable
// (nvvm-launch-shared-pointer.cu).
//
// XFAIL: *
// BUG: clang emits no DIGlobalVariable for an extern __shared__
// declaration, and srcmap falls back to the IR name with no location:
//   nvvm-launch-shared-pointer-extern.cu: note: '@dyn' is the __shared__ variable the pointer refers to
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}

__global__ void dynamic_shared()
{
    extern __shared__ int dyn[];
    child<<<1, 1>>>(dyn);
// CHECK: nvvm-launch-shared-pointer-extern.cu:[[@LINE-1]]:5: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
// CHECK: nvvm-launch-shared-pointer-extern.cu:[[@LINE-3]]:27: note: 'dyn' is the __shared__ variable the pointer refers to
}

// CHECK: 1 warning in 1 file
