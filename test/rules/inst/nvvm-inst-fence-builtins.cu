// GNU __atomic builtins in device code. clang accepts them and emits the
// instructions NVIDIA's NVVM verifier rejects: `fence`, `load atomic`,
// `store atomic`, 8- and 16-bit atomics, a 128-bit atomicrmw add. LLVM's
// NVPTX backend lowers all of them, and nvcc rejects the builtins at its
// front end ("calling a __host__ function("__atomic_thread_fence") from a
// __global__ function("k") is not allowed", measured), so none of this is
// valid CUDA for nvcc; the rules are in the libnvvm profile, and the cuda
// profile (the default for .cu) is silent. nand is accepted by NVVM 20
// (measured) and stays silent in both.
// REQUIRES: cuda
// RUN: %nvvmcheck %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'
// CUDA: no findings in 1 file
// RUN: not %nvvmcheck --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void k(int *p, short *s, char *c)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-1]]:5: error: Illegal instruction: fence [nvvm-inst-fence]
    int v = __atomic_load_n(p, __ATOMIC_ACQUIRE);
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-1]]:13: error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
    __atomic_store_n(p + 1, v, __ATOMIC_RELEASE);
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-1]]:5: error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
    __atomic_fetch_add(c, (char)1, __ATOMIC_RELAXED);
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-1]]:5: error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-2]]:5: note: the atomicrmw operates on 'i8'
    short e = 0;
    __atomic_compare_exchange_n(s, &e, (short)1, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-1]]:5: error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-2]]:5: note: the cmpxchg operates on 'i16'
    __atomic_fetch_nand(p, 3, __ATOMIC_RELAXED);
    __int128 *q = (__int128 *)p;
    __atomic_fetch_add(q, (__int128)1, __ATOMIC_RELAXED);
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-1]]:5: error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
// CHECK: nvvm-inst-fence-builtins.cu:[[@LINE-2]]:5: note: this atomicrmw add operates on 'i128' (128 bits)
}
// CHECK: 6 errors in 1 file
