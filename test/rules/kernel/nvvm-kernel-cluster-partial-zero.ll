; Cluster dimensions mixing 0 and non-0. NVVM-20 reports an Info (R2 of docs/reference/toolchain.md with
; -nvvm-verify-show-info, measured): "If any cluster dimension is specified
; as 0 then all other dimensions must be specified as 0". llc 22 writes only
; `.explicitcluster` for it (measured, sm_90): the non-zero sizes are lost.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @x_zero() #0 {
  ret void
}
; CHECK:      nvvm-kernel-cluster-partial-zero.ll: warning: If any cluster dimension is specified as 0 then all other dimensions must be specified as 0 [nvvm-kernel-cluster-partial-zero]
; CHECK-NEXT: note: in function 'x_zero'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: the function has "nvvm.cluster_dim"="0,2,1"; LLVM writes no cluster shape for it, so the non-zero dimensions are lost

; The annotation form: cluster_dim_x 0, cluster_dim_y 2 (no z) becomes "0,2".
define void @annotated() {
  ret void
}
; CHECK:      warning: If any cluster dimension is specified as 0 then all other dimensions must be specified as 0 [nvvm-kernel-cluster-partial-zero]
; CHECK-NEXT: note: in function 'annotated'
; CHECK-NEXT: note: the function has "nvvm.cluster_dim"="0,2";

attributes #0 = { "nvvm.cluster_dim"="0,2,1" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1, !"cluster_dim_x", i32 0, !"cluster_dim_y", i32 2}

; CHECK: 2 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
