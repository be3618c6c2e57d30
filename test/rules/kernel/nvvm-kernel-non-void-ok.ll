; Near misses for nvvm-kernel-non-void: void kernels in the three forms, an
; annotation "kernel" with value 0 (not a kernel), non-void device functions.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k1(ptr %p) {
  ret void
}

define void @k2() {
  ret void
}

define void @k3() !nvvm.kernel !2 {
  ret void
}

define i32 @not_a_kernel() {
  ret i32 0
}

define i64 @device_fn(i64 %x) {
  ret i64 %x
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k2, !"kernel", i32 1}
!1 = !{ptr @not_a_kernel, !"kernel", i32 0}
!2 = !{}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
