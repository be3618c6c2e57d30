; Near misses for nvvm-func-aggregate-param-align: a byval of a 256-byte
; vector type with a small `align` (llc writes .align 128), a non-byval
; vector (the backend caps its alignment at 128: measured, ptxas passes),
; `align` on a pointer parameter, and kernels.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @vec_byval(ptr byval(<64 x i32>) align 4 %b) {
  ret i32 0
}

define i32 @vec_value(<128 x i32> %v) {
  %e = extractelement <128 x i32> %v, i32 0
  ret i32 %e
}

define i32 @pointer(ptr align 1024 %p) {
  ret i32 0
}

define ptx_kernel void @k(ptr byval({ i32 }) align 1024 %b) {
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
