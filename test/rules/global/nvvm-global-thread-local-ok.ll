; Plain variables, and the accepted-and-ignored storage markings NVVM
; takes silently (hidden/protected visibility, dllexport: measured, NVVM 20
; via recipe R2 of docs/reference/toolchain.md).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@h = hidden addrspace(1) global i32 0
@pr = protected addrspace(1) global i32 0
@d = dllexport addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
