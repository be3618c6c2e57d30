; Plain loads and stores through a tensor-memory pointer (addrspace(6),
; sm_100a). NVIDIA's NVVM-20 verifier rejects them (measured, recipe R2 of docs/reference/toolchain.md:
; `Tensor Memory loads/stores are not supported`); without the verifier
; libNVVM's compiler crashes on them (SIGILL), and LLVM 22's NVPTX backend
; writes 32-bit addresses that ptxas refuses ("32-Bit ABI ... is no longer
; supported"). Pins: loads and stores of any type, volatile, through a GEP,
; a note naming the intrinsics to use; in both profiles.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: not %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @load(ptr addrspace(6) %t) {
  %v = load i32, ptr addrspace(6) %t, align 4
  ret i32 %v
}
; CHECK:      nvvm-inst-tensor-memory-access.ll: error: Tensor Memory loads/stores are not supported [nvvm-inst-tensor-memory-access]
; CHECK-NEXT: nvvm-inst-tensor-memory-access.ll: note: in function 'load'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-tensor-memory-access.ll: note: tensor memory is read and written with the tcgen05.ld/tcgen05.st intrinsics (llvm.nvvm.tcgen05.*), sm_100a and later

define void @store(ptr addrspace(6) %t, <4 x float> %v) {
  %q = getelementptr i8, ptr addrspace(6) %t, i32 16
  store volatile <4 x float> %v, ptr addrspace(6) %q, align 16
  ret void
}
; CHECK:      error: Tensor Memory loads/stores are not supported [nvvm-inst-tensor-memory-access]
; CHECK-NEXT: note: in function 'store'
; CHECK-NEXT: note: tensor memory is read and written with the tcgen05.ld/tcgen05.st intrinsics

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
