; Near misses for nvvm-func-param-opaque-type: pointers (to anything), empty
; structs and zero-length arrays, which are sized (0 bytes).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Opaque = type opaque

define ptx_kernel void @k(ptr %p, {} %empty, [0 x i32] %none, { i32, [0 x float] } %tail) {
  ret void
}

define void @f(ptr addrspace(1) %handle) {
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
