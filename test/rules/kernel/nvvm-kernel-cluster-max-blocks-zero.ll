; A maximum cluster size of 0. NVVM-20 reports an Info (R2 of docs/reference/toolchain.md with
; -nvvm-verify-show-info, measured): "Cluster maximum blocks must be
; non-zero", for "nvvm.maxclusterrank"="0" and for NVIDIA's cluster_max_blocks
; annotation. llc 22 writes `.maxclusterrank 0`, which ptxas 13.0 accepts.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rank_zero() #0 {
  ret void
}
; CHECK:      nvvm-kernel-cluster-max-blocks-zero.ll: warning: Cluster maximum blocks must be non-zero [nvvm-kernel-cluster-max-blocks-zero]
; CHECK-NEXT: note: in function 'rank_zero'; the IR has no debug location for it (compile with -g for file:line:col)

define void @annotated() {
  ret void
}
; CHECK:      warning: Cluster maximum blocks must be non-zero [nvvm-kernel-cluster-max-blocks-zero]
; CHECK-NEXT: note: in function 'annotated'

attributes #0 = { "nvvm.maxclusterrank"="0" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1, !"cluster_max_blocks", i32 0}

; CHECK: 2 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
