; Property names that neither NVVM nor LLVM reads: typos of real ones
; ("maxntid" without its axis, "cluster_dim") and inventions. NVVM 20 accepts
; them silently (measured); LLVM 22 leaves them in !nvvm.annotations. They
; have no effect, which is rarely what the producer meant.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i64 0

define void @k() {
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntid", i32 256}
!1 = !{ptr @k, !"cluster_dim", i32 2}
!2 = !{ptr addrspace(1) @g, !"readonly", i32 1}

; CHECK:      nvvm-annotation-unknown.ll: warning: unknown property 'maxntid' in !nvvm.annotations [nvvm-annotation-unknown]
; CHECK-NEXT: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 0 of !nvvm.annotations: !{ptr @k, !"kernel", i32 1, !"maxntid", i32 256}
; CHECK-NEXT: note: neither NVVM nor LLVM reads it, so it has no effect
; CHECK:      warning: unknown property 'cluster_dim' in !nvvm.annotations [nvvm-annotation-unknown]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 1 of !nvvm.annotations: !{ptr @k, !"cluster_dim", i32 2}
; CHECK-NEXT: note: neither NVVM nor LLVM reads it, so it has no effect
; CHECK:      warning: unknown property 'readonly' in !nvvm.annotations [nvvm-annotation-unknown]
; CHECK-NEXT: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 2 of !nvvm.annotations: !{ptr addrspace(1) @g, !"readonly", i32 1}
; CHECK-NEXT: note: neither NVVM nor LLVM reads it, so it has no effect
; CHECK:      3 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
