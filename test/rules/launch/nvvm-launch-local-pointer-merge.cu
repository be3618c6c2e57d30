// A pointer variable that points to a local on one path only. The rule
// warns when the pointer *may* refer to local memory (a ?: or phi with a
// local arm is reported, nvvm-launch-local-pointer.cu), so the same choice
// made with an if statement must be reported too.
//
// XFAIL: *
// BUG: check_launch.c trace_load() looks for the store that reaches the
// load; where control flow merges it gives up unless the slot is written
// only once. Here `p` is written twice (g, then &local on one path), so the
// origin is unknown and nothing is reported. A regression of commit 130d666
// (reaching stores), which fixed the opposite case (a pointer re-pointed at
// global memory before the launch, nvvm-launch-local-pointer-copies.cu);
// before it, this was reported.
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
