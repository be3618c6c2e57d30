// Module-scope initializers that hold a pointer to shared memory, from CUDA
// source (catalog: global.initializer-constexpr, the address-space part).
// clang refuses `__device__ int *p = &shared_var;` ("dynamic initialization
// is not supported for __device__, __constant__, __shared__, and __managed__
// variables") but accepts a function-scope static pointer initialized with
// the address of a __shared__ variable, and clang's address_space attribute
// on a null pointer. Measured, each case in its own file with a kernel that
// uses it:
//   NVVM 20 (recipe R2 of docs/reference/toolchain.md on clang 22's IR, compute_100): "Invalid address
//     space for global constant initializer" for all three; the negatives
//     pass.
//   nvcc 13 (-arch=sm_80 and sm_100 -c): refuses both function-scope
//     statics ("dynamic initialization is not supported for a
//     function-scope static __device__ variable within a __device__/__global__
//     function"); compiles the address_space(3) null pointer (it ignores
//     the attribute: `.global .align 8 .u64 p;`) and the negatives.
//   clang 22 + ptxas (sm_80): `&tile[1]`: "Variable used as initial value
//     not in .global or .const state space"; `&sh`: "Invalid initial value
//     expression"; the null pointer crashes clang's backend ("Unsupported
//     expression in static initializer: addrspacecast (ptr null to ptr
//     addrspace(3))"); the negatives build.
// The rule is in the libnvvm profile only; the cuda profile (the default
// for .cu) is silent on the whole file.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{error|warning|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --arch=sm_100 --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

__shared__ int tile[64];
__device__ int *second() { static int *p = &tile[1]; return p; }
// CHECK: nvvm-global-initializer-address-space.cu:[[@LINE-1]]:40: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
// CHECK: nvvm-global-initializer-address-space.cu:[[@LINE-3]]:16: note: 'tile' is in shared memory (address space 3): its address is not known when the program is loaded

__device__ int *own()
{
    __shared__ int sh;
    static int *p = &sh;
// CHECK: nvvm-global-initializer-address-space.cu:[[@LINE-1]]:17: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
// CHECK: nvvm-global-initializer-address-space.cu:[[@LINE-3]]:20: note: 'sh' is in shared memory (address space 3): its address is not known when the program is loaded
    return p;
}

typedef __attribute__((address_space(3))) int shared_int;
__device__ shared_int *none = nullptr;
// CHECK: nvvm-global-initializer-address-space.cu:[[@LINE-1]]:24: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
// CHECK: nvvm-global-initializer-address-space.cu:[[@LINE-2]]:24: note: 'none' is initialized with a pointer to shared memory (address space 3); only generic, global and constant pointers can be stored in a variable's initializer

__global__ void k(int *o) { o[0] = *second() + *own() + (none == nullptr); }

// Negatives: addresses of global and constant variables and of functions,
// an address plus an offset as an integer, a function-scope static pointer
// to a global variable.
__device__ int g;
__constant__ int c;
__device__ void f() {}
__device__ int *gp = &g;
__device__ const int *cp = &c;
__device__ long long addr = (long long)&g + 8;
__device__ void (*fp)() = f;
__device__ int *global_static() { static int *p = &g; return p; }
__global__ void uses(int *o) { o[0] = *gp + *cp + (int)addr + *global_static(); fp(); }
// CHECK: 3 errors in 1 file
