// Atomics on constant and local memory through clang's address_space
// attribute. NVVM rejects them (`atomicrmw pointer operand must point to
// generic, global, or shared address space`, the same for cmpxchg); LLVM 22
// cannot select an atomic on constant memory and ptxas rejects a cmpxchg on
// local memory. Both profiles. Negatives: atomics on generic, global and
// shared pointers.
// REQUIRES: cuda
// RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void k(__attribute__((address_space(4))) int *c, __attribute__((address_space(5))) int *l,
                  __attribute__((address_space(1))) int *g, __attribute__((address_space(3))) int *s,
                  int *p)
{
    __atomic_fetch_add(c, 1, __ATOMIC_RELAXED);
// CHECK: nvvm-atomic-addrspace.cu:[[@LINE-1]]:5: error: atomicrmw pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
// CHECK: nvvm-atomic-addrspace.cu:[[@LINE-2]]:5: note: the pointer is in addrspace(4) (constant), which is read-only
    int e = 0;
    __atomic_compare_exchange_n(l, &e, 1, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
// CHECK: nvvm-atomic-addrspace.cu:[[@LINE-1]]:5: error: cmpxchg pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
// CHECK: nvvm-atomic-addrspace.cu:[[@LINE-2]]:5: note: the pointer is in addrspace(5) (local), private to the thread
    __atomic_fetch_add(g, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(s, 1, __ATOMIC_RELAXED);
    atomicAdd(p, 1);
}
// CHECK: 2 errors in 1 file
