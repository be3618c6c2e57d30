; What clang emits for __shared__ (undef, and an extern declaration for
; extern __shared__), poison, an array of undef, and an unused internal
; variable with a value, which libNVVM drops first (measured, NVVM 20 via
; recipe R2 of docs/reference/toolchain.md). Non-shared variables may be initialized.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [128 x float] undef
@_ZZ1kvE1s = linkonce_odr addrspace(3) global [64 x i32] undef
@dyn = external addrspace(3) global [0 x float]
@p = addrspace(3) global i32 poison
@u = addrspace(3) global [2 x i32] [i32 undef, i32 undef]
@unused = internal addrspace(3) global i32 5
@g = addrspace(1) global i32 5
@c = addrspace(4) constant [2 x i32] [i32 1, i32 2]
define float @f(i32 %i) {
  %a = getelementptr [128 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  %v = load float, ptr addrspace(3) %a
  %b = getelementptr [64 x i32], ptr addrspace(3) @_ZZ1kvE1s, i32 0, i32 %i
  store i32 1, ptr addrspace(3) %b
  %d = getelementptr [0 x float], ptr addrspace(3) @dyn, i32 0, i32 %i
  store float %v, ptr addrspace(3) %d
  ret float %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
