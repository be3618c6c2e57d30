// A plain load and store through a tensor-memory pointer written with
// clang's address_space(6). NVVM rejects them (`Tensor Memory loads/stores
// are not supported`); LLVM 22's NVPTX backend writes 32-bit addresses
// that ptxas refuses. Both profiles.
// REQUIRES: cuda
// RUN: not %nvvmcheck --arch=sm_100a %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void k(__attribute__((address_space(6))) int *tmem, int *out)
{
    out[0] = *tmem;
// CHECK: nvvm-inst-tensor-memory-access.cu:[[@LINE-1]]:14: error: Tensor Memory loads/stores are not supported [nvvm-inst-tensor-memory-access]
// CHECK: nvvm-inst-tensor-memory-access.cu:[[@LINE-2]]:14: note: tensor memory is read and written with the tcgen05.ld/tcgen05.st intrinsics (llvm.nvvm.tcgen05.*), sm_100a and later
    tmem[1] = out[1];
// CHECK: nvvm-inst-tensor-memory-access.cu:[[@LINE-1]]:13: error: Tensor Memory loads/stores are not supported [nvvm-inst-tensor-memory-access]
// CHECK: nvvm-inst-tensor-memory-access.cu:[[@LINE-2]]:13: note: tensor memory is read and written
}
// CHECK: 2 errors in 1 file
