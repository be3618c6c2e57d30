; Cluster properties on kernels compiled for an SM below sm_90. The text is
; NVIDIA's (cicc 13.0's verifier); NVVM 20 verifies for sm_100+ only, so its
; verdict below sm_90 cannot be measured. LLVM 22 drops the properties there
; without a word (measured: llc -mcpu=sm_80 writes no .reqnctapercluster or
; .maxclusterrank, ptxas -arch=sm_80 accepts), so the kernel runs without
; clusters. The SM is the function's "target-cpu", or --arch for IR.
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @dims_on_80() #0 {
  ret void
}
; CHECK:      nvvm-kernel-cluster-pre-hopper.ll: warning: Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures [nvvm-kernel-cluster-pre-hopper]
; CHECK-NEXT: note: in function 'dims_on_80'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: the function has "nvvm.cluster_dim" and is compiled for sm_80; clusters need sm_90 or later, and LLVM drops them below that without a warning

define ptx_kernel void @rank_on_86() #1 {
  ret void
}
; CHECK:      warning: Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures [nvvm-kernel-cluster-pre-hopper]
; CHECK-NEXT: note: in function 'rank_on_86'
; CHECK-NEXT: note: the function has "nvvm.maxclusterrank" and is compiled for sm_86; clusters need sm_90 or later, and LLVM drops them below that without a warning

; cluster_dim_* and NVIDIA's cluster_max_blocks annotations become the same
; attributes when LLVM 22 reads the module.
define void @annotated() #2 {
  ret void
}
; CHECK:      warning: Cluster dimensions and cluster maximum blocks are not supported on pre-Hopper Architectures [nvvm-kernel-cluster-pre-hopper]
; CHECK-NEXT: note: in function 'annotated'
; CHECK-NEXT: note: the function has "nvvm.cluster_dim" and "nvvm.maxclusterrank" and is compiled for sm_75; clusters need sm_90 or later

define ptx_kernel void @on_90() #3 {
  ret void
}

attributes #0 = { "nvvm.cluster_dim"="2,1,1" "target-cpu"="sm_80" }
attributes #1 = { "nvvm.maxclusterrank"="4" "target-cpu"="sm_86" }
attributes #2 = { "target-cpu"="sm_75" }
attributes #3 = { "nvvm.cluster_dim"="2,2,1" "nvvm.maxclusterrank"="8" "target-cpu"="sm_90" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1, !"cluster_dim_x", i32 2, !"cluster_dim_y", i32 1, !"cluster_dim_z", i32 1, !"cluster_max_blocks", i32 2}

; CHECK: 3 warnings in 1 file
; --arch names the target of IR, whatever "target-cpu" says.
; SM90: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
