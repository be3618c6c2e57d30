; A garbage collector named on a function. NVVM-20 (R2 of docs/reference/toolchain.md, measured): "GC names
; are not supported.", definitions and declarations.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @collected(ptr %p) gc "statepoint-example" {
  ret void
}
; CHECK:      nvvm-func-gc.ll: error: GC names are not supported. [nvvm-func-gc]
; CHECK-NEXT: note: in function 'collected'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: the function names the collector 'statepoint-example'

declare void @declared() gc "shadow-stack"
; CHECK:      error: GC names are not supported. [nvvm-func-gc]
; CHECK-NEXT: note: in function 'declared'
; CHECK-NEXT: note: the function names the collector 'shadow-stack'

define void @caller(ptr %p) {
  call void @declared()
  ret void
}

; Unused declarations are not checked (NVVM 20, measured).
declare void @unused() gc "shadow-stack"

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
