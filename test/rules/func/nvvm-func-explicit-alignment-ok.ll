; Near misses for nvvm-func-explicit-alignment: alignment on parameters, on
; globals and on memory operations is not function alignment; an aligned
; linkonce_odr or internal definition that nothing uses is removed before
; NVVM 20 verifies (measured, R2 of docs/reference/toolchain.md: `define linkonce_odr void @_ZN1A3getEv(ptr)
; align 2` unused passes, called it fails), and so is an unused declaration.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 16

define void @f(ptr align 16 %p, ptr byval(i64) align 8 %q) {
  %v = load i32, ptr %p, align 16
  store i32 %v, ptr %q, align 8
  ret void
}

define ptx_kernel void @k(ptr %p) {
  call void @f(ptr align 16 %p, ptr byval(i64) align 8 %p)
  ret void
}

define linkonce_odr void @_ZN1A3getEv(ptr %this) align 2 {
  ret void
}

define internal void @helper() align 16 {
  call void @_ZN1A3getEv(ptr null)
  ret void
}

declare void @unused_decl() align 64

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
