; appending linkage, with NVIDIA's text (measured with CUDA 13.0's NVVM 20,
; recipe R2 of docs/reference/toolchain.md).
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/table.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: table.ll: error: appending linkage is not supported. [nvvm-global-appending]
; CHECK-NEXT: table.ll: note: in global variable '@tbl'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 1 error in 1 file

;--- table.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tbl = appending addrspace(1) global [1 x i32] [i32 1]
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
