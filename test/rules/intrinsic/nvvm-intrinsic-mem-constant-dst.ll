; llvm.memcpy / llvm.memmove whose destination is in the constant address
; space (4). Measured with NVVM 20 (scripts/agreement r2, compute_100): both
; are rejected with "memmove/memcpy cannot target constant address space",
; whatever the source; a constant *source* is accepted (negatives in
; nvvm-intrinsic-mem-constant-dst-ok.ll).
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) externally_initialized global [8 x i8] zeroinitializer, align 1

define void @copy_into_constant(ptr addrspace(4) %dst, ptr %src) {
  call void @llvm.memcpy.p4.p0.i64(ptr addrspace(4) %dst, ptr %src, i64 8, i1 false)
  ret void
}
; CHECK:      nvvm-intrinsic-mem-constant-dst.ll: error: memmove/memcpy cannot target constant address space [nvvm-intrinsic-mem-constant-dst]
; CHECK-NEXT: nvvm-intrinsic-mem-constant-dst.ll: note: in function 'copy_into_constant'; the IR has no debug location for it (compile with -g for file:line:col)

define void @move_into_constant(ptr addrspace(4) %dst, ptr addrspace(1) %src, i32 %n) {
  call void @llvm.memmove.p4.p1.i32(ptr addrspace(4) %dst, ptr addrspace(1) %src, i32 %n, i1 true)
  ret void
}
; CHECK:      error: memmove/memcpy cannot target constant address space [nvvm-intrinsic-mem-constant-dst]
; CHECK-NEXT: note: in function 'move_into_constant'

; A __constant__ variable named directly, from constant to constant.
define void @copy_global_table(ptr addrspace(4) %src) {
  call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) @table, ptr addrspace(4) %src, i64 8, i1 false)
  ret void
}
; CHECK:      error: memmove/memcpy cannot target constant address space [nvvm-intrinsic-mem-constant-dst]
; CHECK-NEXT: note: in function 'copy_global_table'

; CHECK: 3 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
