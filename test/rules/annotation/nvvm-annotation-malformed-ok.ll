; Entries LLVM 22 and NVVM 20 read without trouble (measured): every known
; property with an integer value, grid_constant lists within the parameters,
; align within the parameters, texture/surface/managed on globals, an empty
; entry and one whose first operand is not a global (both dropped by LLVM,
; accepted by NVVM), several entries for one function.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0
@surf = addrspace(1) global i64 0
@m = addrspace(1) global i32 0

define void @k(ptr byval(i32) %a, i32 %b, <4 x float> %v) {
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !8}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 128, !"maxntidy", i32 2, !"maxntidz", i32 1}
!1 = !{ptr @k, !"minctasm", i32 2, !"maxnreg", i32 64}
!2 = !{ptr @k, !"cluster_dim_x", i32 2, !"cluster_dim_y", i32 1, !"cluster_dim_z", i32 1, !"maxclusterrank", i32 4}
!3 = !{ptr @k, !"grid_constant", !9}
!4 = !{ptr @k, !"align", i32 196624}
!5 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!6 = !{ptr addrspace(1) @surf, !"surface", i32 1, !"managed", i32 1}
!7 = !{}
!8 = !{i32 5, !"kernel", i32 1}
!9 = !{i32 1, i32 2}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
