// A pointer variable that points to a local on one path only. The rule
// warns when the pointer *may* refer to local memory (a ?: or phi with a
// local arm is reported, nvvm-launch-local-pointer.cu), so the same choice
// made with an if statement must be reported too.
//
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__global__ void child(int *p) {}

__global__ void assigned_on_one_path(int *g, bool c)
{
    int local = 0;
    int *p = g;
    if (c)
        p = &local;
    child<<<1, 1>>>(p);
// CHECK: nvvm-launch-local-pointer-merge.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
// CHECK: nvvm-launch-local-pointer-merge.cu:[[@LINE-6]]:9: note: 'local' is the local variable the pointer refers to
}

// CHECK: 1 warning in 1 file
