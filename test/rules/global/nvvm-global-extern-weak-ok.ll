; extern_weak declarations nobody uses pass (measured, NVVM 20 via
; recipe R2 of docs/reference/toolchain.md: libNVVM drops unused declarations first); so do weak
; definitions, which are not extern_weak.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@w = extern_weak addrspace(1) global i32
declare extern_weak void @hook()
@defined = weak addrspace(1) global i32 0
define weak void @weak_fn() {
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
