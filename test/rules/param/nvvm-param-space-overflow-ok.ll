; Negative cases: kernels that fit, in all three kernel forms, and
; non-kernels of any size (NVVM limits only kernel parameters; measured:
; a __device__ function with a 40000-byte byval parameter passes cicc).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Exactly 32764 bytes in ptxas' aligned layout: 32756 + 4 + 4.
define ptx_kernel void @at_limit(ptr byval([32756 x i8]) align 1 %a, i32 %n, i32 %m) {
  ret void
}

define void @legacy_kernel(ptr byval([32764 x i8]) align 1 %a) {
  ret void
}

define void @attached_kernel(ptr byval([32000 x i8]) align 1 %a) !nvvm.kernel !{} {
  ret void
}

; Not a kernel: no parameter-space limit.
define void @device_fn(ptr byval([40000 x i8]) align 1 %a) {
  ret void
}

!nvvm.annotations = !{!1}
!1 = !{ptr @legacy_kernel, !"kernel", i32 1}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
