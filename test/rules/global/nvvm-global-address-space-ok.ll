; Address spaces 0, 1, 3 and 4 pass; so do variables libNVVM drops before
; it verifies: an unused addrspace(5) declaration and an unused internal
; addrspace(5) definition (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@generic = global i32 0
@global = addrspace(1) global i32 0
@shared = internal addrspace(3) global i32 undef
@constant = addrspace(4) constant i32 1
@unused_decl = external addrspace(5) global i32
@unused_local = internal addrspace(5) global i32 0
define i32 @f() {
  %v = load i32, ptr addrspace(3) @shared
  ret i32 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
