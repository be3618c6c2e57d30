; mapa and getctarank in a module with 32-bit generic pointers. NVVM 20
; (scripts/oracle/measure-pointer-size: recipe R2 of docs/reference/toolchain.md over the cluster, TMA and
; bulk-copy intrinsics in an e-p:32:32 module) rejects exactly these two
; with "this intrinsic is only supported when pointer size is >= 64 bits".
; (ptxas refuses 32-bit PTX for sm_90+ altogether.) Negatives:
; nvvm-intrinsic-pointer-size-ok.ll.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p:32:32-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define ptr @map_to_rank(ptr %p) {
  %r = call ptr @llvm.nvvm.mapa(ptr %p, i32 1)
  ret ptr %r
}
; CHECK:      nvvm-intrinsic-pointer-size.ll: error: this intrinsic is only supported when pointer size is >= 64 bits [nvvm-intrinsic-pointer-size]
; CHECK-NEXT: nvvm-intrinsic-pointer-size.ll: note: in function 'map_to_rank'; the IR has no debug location for it (compile with -g for file:line:col)

define i32 @rank_of(ptr %p) {
  %r = call i32 @llvm.nvvm.getctarank(ptr %p)
  ret i32 %r
}
; CHECK:      error: this intrinsic is only supported when pointer size is >= 64 bits [nvvm-intrinsic-pointer-size]
; CHECK-NEXT: note: in function 'rank_of'

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
