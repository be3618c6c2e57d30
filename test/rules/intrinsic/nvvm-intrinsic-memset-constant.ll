; llvm.memset into the constant address space (4). Measured with NVVM 20
; (scripts/agreement r2, compute_100): "memset cannot point to constant address
; space". Negatives (generic, global, shared destinations, memset.inline)
; are in nvvm-intrinsic-mem-constant-dst-ok.ll.
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @clear_constant(ptr addrspace(4) %dst, i64 %n) {
  call void @llvm.memset.p4.i64(ptr addrspace(4) %dst, i8 0, i64 %n, i1 false)
  ret void
}
; CHECK:      nvvm-intrinsic-memset-constant.ll: error: memset cannot point to constant address space [nvvm-intrinsic-memset-constant]
; CHECK-NEXT: nvvm-intrinsic-memset-constant.ll: note: in function 'clear_constant'; the IR has no debug location for it (compile with -g for file:line:col)

; CHECK: 1 error in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
