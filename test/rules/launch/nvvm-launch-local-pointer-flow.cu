// Every local a launch argument may point to is reported (nvcc's
// cnp-launch-check reports each too); flow through struct fields, integer
// casts and several callers is followed; a slot rewritten through an alias is
// not guessed at.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

struct Pair { int *x; int *y; };
__global__ void take_pair(Pair p) {}
__global__ void take(int *p) {}

// Two local pointers in one struct argument: two findings.
__global__ void two_fields()
{
    int x = 0, y = 0;
    Pair p = {&x, &y};
    take_pair<<<1, 1>>>(p);
// CHECK: flow.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument. {{.*}} [nvvm-launch-local-pointer]
// CHECK: flow.cu:[[@LINE-4]]:9: note: 'x' is the local variable the pointer refers to
// CHECK: flow.cu:[[@LINE-3]]:5: warning: A pointer to local memory was passed as a launch argument. {{.*}} [nvvm-launch-local-pointer]
// CHECK: flow.cu:[[@LINE-6]]:16: note: 'y' is the local variable the pointer refers to
}

// A pointer stored into a struct field and read back from it.
struct Holder { int *p; int n; };
__global__ void through_field()
{
    int local = 0;
    Holder h;
    h.p = &local;
    take<<<1, 1>>>(h.p);
// CHECK: flow.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: flow.cu:[[@LINE-5]]:9: note: 'local' is the local variable the pointer refers to
}

// Through an integer and back.
__global__ void through_integer()
{
    int local = 0;
    take<<<1, 1>>>((int *)(unsigned long long)&local);
// CHECK: flow.cu:[[@LINE-1]]:5: warning: A pointer to local memory was passed as a launch argument.
// CHECK: flow.cu:[[@LINE-3]]:9: note: 'local' is the local variable the pointer refers to
}

// A device function that launches, called from two kernels with their locals:
// one finding per caller, each with the call it came through.
__device__ void launch_it(int *p) { take<<<1, 1>>>(p); }
__global__ void caller_a() { int a = 0; launch_it(&a); }
__global__ void caller_b() { int b = 0; launch_it(&b); }
// CHECK: flow.cu:[[@LINE-3]]:37: warning: A pointer to local memory was passed as a launch argument.
// CHECK: flow.cu:[[@LINE-3]]:41: note: the pointer is passed in by this call
// CHECK: flow.cu:[[@LINE-4]]:34: note: 'a' is the local variable the pointer refers to
// CHECK: flow.cu:[[@LINE-6]]:37: warning: A pointer to local memory was passed as a launch argument.
// CHECK: flow.cu:[[@LINE-5]]:41: note: the pointer is passed in by this call
// CHECK: flow.cu:[[@LINE-6]]:34: note: 'b' is the local variable the pointer refers to

// Negative: the slot is rewritten through another pointer before the launch;
// the walk does not follow aliases, so it reports nothing rather than guess.
__global__ void rewritten_through_alias(int *g)
{
    int local = 0;
    int *p = &local;
    int **pp = &p;
    *pp = g;
    take<<<1, 1>>>(p);
}

// Negative: a helper may rewrite the field it is handed.
__device__ void reset(int **field, int *g) { *field = g; }
__global__ void field_handed_to_call(int *g)
{
    int local = 0;
    Holder h;
    h.p = &local;
    reset(&h.p, g);
    take<<<1, 1>>>(h.p);
}

// CHECK: 6 warnings in 1 file
