; Near misses for nvvm-annotation-unknown: every property name LLVM 22 or
; cicc 13.0's NVVM reads, including NVIDIA's own (cluster_max_blocks,
; blocksareclusters, full_custom_abi, preserve_reg_abi, sampler).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@t = addrspace(1) global i64 0
@s = addrspace(1) global i64 0
@sm = addrspace(1) global i64 0
@mg = addrspace(1) global i32 0

define void @k(ptr byval(i32) %p) {
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!0 = !{ptr @k, !"kernel", i32 1, !"reqntidx", i32 32, !"reqntidy", i32 2, !"reqntidz", i32 1}
!1 = !{ptr @k, !"cluster_max_blocks", i32 2, !"blocksareclusters", i32 1}
!2 = !{ptr @k, !"full_custom_abi", i32 0, !"preserve_reg_abi", i32 0}
!3 = !{ptr @k, !"grid_constant", !8}
!4 = !{ptr addrspace(1) @t, !"texture", i32 1}
!5 = !{ptr addrspace(1) @s, !"surface", i32 1}
!6 = !{ptr addrspace(1) @sm, !"sampler", i32 1}
!7 = !{ptr addrspace(1) @mg, !"managed", i32 1}
!8 = !{i32 1}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
