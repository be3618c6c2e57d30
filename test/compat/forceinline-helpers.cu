// The device compile inlines always_inline callees bottom-up and runs SROA
// on each before its callers copy it (frontend/device_args.c,
// nvc_device_inline_pipeline; docs/benchmarks.md, "Memory"). The helpers'
// scalar locals become SSA values; what the rules report inside
// __forceinline__ helpers, one to three levels deep, and the notes that
// explain it (inlined-into chains, the local or __shared__ variable a
// pointer refers to) stay what the AlwaysInliner alone gave. The kernel and
// the ordinary __device__ function keep their -O0 stack slots (optnone).
// A helper whose address is taken locally (`p = &x`, then `p` passed) is the
// case SROA rewrites: the launch must still be traced to `x`.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void child(int *p) { *p = 1; }
__device__ void notkernel(int *p) { *p = 2; }
__constant__ int cst[4];

__forceinline__ __device__ void launch_local()
{
    int x = 0;
    int *p = &x;
    child<<<1, 1>>>(p);
}

__forceinline__ __device__ void launch_shared()
{
    __shared__ int s;
    int *q = &s;
    child<<<1, 1>>>(q);
}

typedef void (*kfn)(int *);
__forceinline__ __device__ void launch_fp(int *g)
{
    kfn f = (kfn)notkernel;
    f<<<1, 1>>>(g);
}

__forceinline__ __device__ void store_const(int v)
{
    int *c = (int *)cst;
    *c = v;
}

__forceinline__ __device__ unsigned red(unsigned v)
{
    unsigned r;
    asm volatile("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v));
    return r;
}

__forceinline__ __device__ int deep3(int *g) { launch_local(); return g[0]; }
__forceinline__ __device__ int deep2(int *g) { return deep3(g) + 1; }

__global__ void k(int *g)
{
    launch_local();
    launch_shared();
    launch_fp(g);
    store_const(*g);
    g[1] = red(g[2]);
    g[3] = deep2(g);
}

// CHECK: forceinline-helpers.cu:22:5: warning: A pointer to local memory was passed as a launch argument. {{.*}} [nvvm-launch-local-pointer]
// CHECK-NEXT: {{^}}   22 |
// CHECK: forceinline-helpers.cu:57:5: note: inlined into 'k(int*)' here
// CHECK: forceinline-helpers.cu:20:9: note: 'x' is the local variable the pointer refers to
// CHECK: forceinline-helpers.cu:22:5: warning: A pointer to local memory was passed as a launch argument. {{.*}} [nvvm-launch-local-pointer]
// CHECK: forceinline-helpers.cu:52:48: note: inlined into 'deep3(int*)' here
// CHECK: forceinline-helpers.cu:53:55: note: inlined into 'deep2(int*)' here
// CHECK: forceinline-helpers.cu:62:12: note: inlined into 'k(int*)' here
// CHECK: forceinline-helpers.cu:20:9: note: 'x' is the local variable the pointer refers to
// CHECK: forceinline-helpers.cu:29:5: warning: A pointer to shared memory was passed as a launch argument. {{.*}} [nvvm-launch-shared-pointer]
// CHECK: forceinline-helpers.cu:58:5: note: inlined into 'k(int*)' here
// CHECK: forceinline-helpers.cu:27:20: note: 's' is the __shared__ variable the pointer refers to
// CHECK: forceinline-helpers.cu:36:5: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
// CHECK: forceinline-helpers.cu:59:5: note: inlined into 'k(int*)' here
// CHECK: forceinline-helpers.cu:15:17: note: 'notkernel(int*)' is declared here without __global__
// CHECK: forceinline-helpers.cu:42:8: warning: Cannot store to pointer that points to constant memory space [nvvm-inst-store-to-constant]
// CHECK: forceinline-helpers.cu:60:5: note: inlined into 'k(int*)' here
// CHECK: forceinline-helpers.cu:42:8: note: __constant__ memory is read-only on the device; {{.*}}
// CHECK: forceinline-helpers.cu:48:19: error: Feature 'redux' requires .target sm_80 or higher [nvvm-ptx-sm-gate]
// CHECK: forceinline-helpers.cu:61:12: note: inlined into 'k(int*)' here
// CHECK: forceinline-helpers.cu:48:5: note: ptxas assembles it for sm_80, {{.*}}
// CHECK: forceinline-helpers.cu:48:5: note: sm_80 is the first target that has it: {{.*}}
// CHECK: 2 errors, 4 warnings in 1 file
