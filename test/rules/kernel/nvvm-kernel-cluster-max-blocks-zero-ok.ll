; Near misses for nvvm-kernel-cluster-max-blocks-zero: positive values, and
; zero cluster dimensions (another rule's matter, and legal when all are 0).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() #0 {
  ret void
}

attributes #0 = { "nvvm.maxclusterrank"="1" "nvvm.cluster_dim"="0,0,0" }

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
