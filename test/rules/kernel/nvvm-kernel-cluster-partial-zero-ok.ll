; Near misses for nvvm-kernel-cluster-partial-zero: all zero (the cluster
; shape is given at launch: llc writes .explicitcluster), all non-zero, fewer
; than three dimensions.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @all_zero() #0 {
  ret void
}

define ptx_kernel void @all_set() #1 {
  ret void
}

define ptx_kernel void @two_dims() #2 {
  ret void
}

attributes #0 = { "nvvm.cluster_dim"="0,0,0" }
attributes #1 = { "nvvm.cluster_dim"="2,2,1" }
attributes #2 = { "nvvm.cluster_dim"="4,2" }

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
