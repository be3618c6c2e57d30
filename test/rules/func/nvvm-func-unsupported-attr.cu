// CPU-only function attributes that clang accepts for the GPU but NVVM
// rejects (docs/reference/toolchain.md §3: NVVM-20 prints "naked function attribute is
// not supported." for clang's IR; nvcc drops the attribute). Pins: a naked
// device function and a naked kernel (error at the function's name), a
// returns_twice definition, a returns_twice declaration (it has no debug
// info, so the error is shown at its call, with a note saying so), two
// attributes on one function (one error each, same place). Negatives:
// device new/delete (clang marks the declarations `nobuiltin` and the calls
// `builtin`; NVIDIA accepts both), malloc/free, memcpy/memset, and the
// attributes NVVM accepts (__noinline__, __forceinline__, noreturn, cold,
// convergent).
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

__device__ __attribute__((naked)) void spin()
// CHECK: nvvm-func-unsupported-attr.cu:[[@LINE-1]]:40: error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] | __device__ __attribute__((naked)) void spin()
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
{
    asm volatile("trap;");
}

__global__ void __attribute__((naked)) naked_kernel()
// CHECK: nvvm-func-unsupported-attr.cu:[[@LINE-1]]:40: error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
{
    asm volatile("exit;");
}

__device__ __attribute__((returns_twice)) int save_point(int *state)
// CHECK: nvvm-func-unsupported-attr.cu:[[@LINE-1]]:47: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
{
    return state[0];
}

__device__ __attribute__((naked, returns_twice)) int both()
// CHECK: nvvm-func-unsupported-attr.cu:[[@LINE-1]]:54: error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
// CHECK: nvvm-func-unsupported-attr.cu:[[@LINE-2]]:54: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
{
    asm volatile("trap;");
}

// Declared here, defined in another translation unit.
__device__ __attribute__((returns_twice)) int checkpoint(int *state);

__global__ void kernel(int *state)
{
    if (checkpoint(state) == 0)
// CHECK: nvvm-func-unsupported-attr.cu:[[@LINE-1]]:9: error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
// CHECK-NEXT: {{^ *}}[[#@LINE-2]] |     if (checkpoint(state) == 0)
// CHECK-NEXT: {{^ *}}|         ^{{$}}
// CHECK-NEXT: nvvm-func-unsupported-attr.cu:[[@LINE-4]]:9: note: 'checkpoint(int*)' is only declared in this translation unit; shown at its first call
        spin();
    state[1] = save_point(state);
}

// ---- negatives ----------------------------------------------------------

__device__ __noinline__ int not_inlined(int x) { return x + 1; }
__device__ __forceinline__ int inlined(int x) { return x - 1; }
__device__ __attribute__((noreturn)) void stop() { __trap(); }
__device__ __attribute__((cold)) void rarely() {}
__device__ __attribute__((convergent)) void together() { __syncthreads(); }

__global__ void allocations(int **out, const int *in, int n)
{
    int *one = new int(not_inlined(n));
    int *many = new int[n];
    int *raw = (int *)malloc(n * sizeof(int));
    memcpy(raw, in, n * sizeof(int));
    memset(many, 0, n * sizeof(int));
    out[0] = one;
    out[1] = raw;
    delete[] many;
    delete one;
    free(raw);
    rarely();
    together();
    if (inlined(n) < 0)
        stop();
}

// CHECK: 6 errors in 1 file
