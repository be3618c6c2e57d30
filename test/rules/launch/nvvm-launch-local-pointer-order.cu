// Two local pointers passed to one launch give two findings at the same
// place. report.c orders equal locations by rule id and then "the order the
// verifier met them in: module order", so they should come in argument
// order: `first`, then `second`.
//
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child2(int *p, int *q) {}

__global__ void two_locals()
{
    int first = 0;
    int second = 0;
    child2<<<1, 1>>>(&first, &second);
// CHECK: nvvm-launch-local-pointer-order.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-order.cu:[[@LINE-4]]:9: note: 'first' is the local variable the pointer refers to
// CHECK: nvvm-launch-local-pointer-order.cu:[[@LINE-3]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: nvvm-launch-local-pointer-order.cu:[[@LINE-5]]:9: note: 'second' is the local variable the pointer refers to
}

// CHECK: 2 warnings in 1 file
