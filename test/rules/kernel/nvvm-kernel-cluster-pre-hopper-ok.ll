; Near misses for nvvm-kernel-cluster-pre-hopper: cluster properties on
; sm_90, sm_90a and sm_100 kernels; launch bounds without clusters below sm_90.
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k90() #0 {
  ret void
}

define ptx_kernel void @k90a() #1 {
  ret void
}

define ptx_kernel void @k100() #2 {
  ret void
}

define ptx_kernel void @k80() #3 {
  ret void
}

attributes #0 = { "nvvm.cluster_dim"="2,1,1" "target-cpu"="sm_90" }
attributes #1 = { "nvvm.maxclusterrank"="8" "target-cpu"="sm_90a" }
attributes #2 = { "nvvm.cluster_dim"="4,1,1" "nvvm.maxclusterrank"="4" "target-cpu"="sm_100" }
attributes #3 = { "nvvm.maxntid"="128" "nvvm.minctasm"="2" "target-cpu"="sm_80" }

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
