; Kernels that return a value, in the three kernel forms the tool knows: the
; ptx_kernel calling convention (clang 20+), an !nvvm.annotations "kernel"
; entry (NVVM IR 1.x; LLVM 22's reader turns it into ptx_kernel), and the
; !nvvm.kernel attachment (the MLIR form of S1, docs/reference/sources.md). NVVM-20 (R2 of docs/reference/toolchain.md, measured for
; the first two): "Error: : Function `k': non-void entry function.", for
; definitions only. llc 22 accepts it and writes an st.param to a
; func_retval0 that the .entry does not declare; ptxas then fails ("Unknown
; symbol 'func_retval0'").
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel i32 @by_calling_convention() {
  ret i32 0
}
; CHECK:      nvvm-kernel-non-void.ll: error: non-void entry function. [nvvm-kernel-non-void]
; CHECK-NEXT: note: in function 'by_calling_convention'; the IR has no debug location for it (compile with -g for file:line:col)

define float @by_annotation() {
  ret float 0.0
}
; CHECK:      error: non-void entry function. [nvvm-kernel-non-void]
; CHECK-NEXT: note: in function 'by_annotation'

define { i32, i32 } @by_attachment() !nvvm.kernel !1 {
  ret { i32, i32 } zeroinitializer
}
; CHECK:      error: non-void entry function. [nvvm-kernel-non-void]
; CHECK-NEXT: note: in function 'by_attachment'

; A declaration is not checked (NVVM-20 passes it, measured).
declare ptx_kernel i32 @declared()

; Device functions may return anything.
define i32 @device_fn() {
  ret i32 1
}

!nvvm.annotations = !{!0}
!0 = !{ptr @by_annotation, !"kernel", i32 1}
!1 = !{}

; CHECK: 3 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
