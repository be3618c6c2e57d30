; Cluster properties on a function that is not a kernel. NVVM-20 reports an
; Info (R2 of docs/reference/toolchain.md with -nvvm-verify-show-info, measured): "Cluster dimensions and
; cluster maximum blocks are only allowed for kernel functions"; llc 22
; writes the .func without them. A warning here: the property is lost.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dims() #0 {
  ret void
}
; CHECK:      nvvm-kernel-cluster-non-kernel.ll: warning: Cluster dimensions and cluster maximum blocks are only allowed for kernel functions [nvvm-kernel-cluster-non-kernel]
; CHECK-NEXT: note: in function 'dims'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: 'dims' has "nvvm.cluster_dim" but is not a kernel: it is ignored

define void @both() #1 {
  ret void
}
; CHECK:      warning: Cluster dimensions and cluster maximum blocks are only allowed for kernel functions [nvvm-kernel-cluster-non-kernel]
; CHECK-NEXT: note: in function 'both'
; CHECK-NEXT: note: 'both' has "nvvm.cluster_dim" and "nvvm.maxclusterrank" but is not a kernel: it is ignored

; NVIDIA's cluster_max_blocks annotation (NVVM 20: the same Info, measured).
define void @annotated() {
  ret void
}
; CHECK:      warning: Cluster dimensions and cluster maximum blocks are only allowed for kernel functions [nvvm-kernel-cluster-non-kernel]
; CHECK-NEXT: note: in function 'annotated'
; CHECK-NEXT: note: 'annotated' has "nvvm.maxclusterrank" but is not a kernel: it is ignored

attributes #0 = { "nvvm.cluster_dim"="2,1,1" }
attributes #1 = { "nvvm.cluster_dim"="2,1,1" "nvvm.maxclusterrank"="2" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"cluster_max_blocks", i32 4}

; CHECK: 3 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
