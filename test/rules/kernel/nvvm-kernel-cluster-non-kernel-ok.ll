; Near misses for nvvm-kernel-cluster-non-kernel: cluster properties on
; kernels in all three forms.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k1() #0 {
  ret void
}

define void @k2() #0 {
  ret void
}

define void @k3() #0 !nvvm.kernel !1 {
  ret void
}

attributes #0 = { "nvvm.cluster_dim"="2,1,1" "nvvm.maxclusterrank"="2" }

!nvvm.annotations = !{!0}
!0 = !{ptr @k2, !"kernel", i32 1}
!1 = !{}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
