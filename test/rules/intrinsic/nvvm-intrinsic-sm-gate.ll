; SM gates from the measured table verifier/sm_gates.def (scripts/gen-sm-gates:
; llc-22 and ptxas on one-call modules). The target of each function is its
; "target-cpu" (with the a/f variant), else a "+sm_XX" target feature (no
; --arch given: for IR it would override both). Pins: a plain gate (redux.sync, sm_80), cluster
; special registers and mapa (sm_90), the arch-specific wgmma (sm_90a only:
; neither sm_90 nor sm_100a has it) and tcgen05 (not on plain sm_100), the
; variant taken from target-features, and one finding per call.
; Negatives: nvvm-intrinsic-sm-gate-ok.ll, and --arch overriding target-cpu
; in nvvm-intrinsic-sm-gate-forced.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @warp_sum(i32 %v) #75 {
  %a = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %b = call i32 @llvm.nvvm.redux.sync.umax(i32 %a, i32 -1)
  ret i32 %b
}
; CHECK:      nvvm-intrinsic-sm-gate.ll: error: llvm.nvvm.redux.sync.add requires sm_80 or newer; the target is sm_75 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: nvvm-intrinsic-sm-gate.ll: note: in function 'warp_sum'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: llvm.nvvm.redux.sync.umax requires sm_80 or newer; the target is sm_75 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'warp_sum'

define ptr @cluster(ptr %p) #80 {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %m = call ptr @llvm.nvvm.mapa(ptr %p, i32 %r)
  ret ptr %m
}
; CHECK:      error: llvm.nvvm.read.ptx.sreg.cluster.ctarank requires sm_90 or newer; the target is sm_80 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'cluster'
; CHECK:      error: llvm.nvvm.mapa requires sm_90 or newer; the target is sm_80 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'cluster'

define void @wgmma_on_sm90() #90 {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
; CHECK:      error: llvm.nvvm.wgmma.fence.sync.aligned requires sm_90a; the target is sm_90 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'wgmma_on_sm90'

define void @wgmma_on_sm100a() #100 {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
; CHECK:      error: llvm.nvvm.wgmma.fence.sync.aligned requires sm_90a; the target is sm_100a [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'wgmma_on_sm100a'

define void @tcgen05_on_plain_sm100(ptr addrspace(3) %p) #101 {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %p, i32 32)
  ret void
}
; CHECK:      error: llvm.nvvm.tcgen05.alloc.shared.cg1 requires one of sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a; the target is sm_100 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'tcgen05_on_plain_sm100'

; No target-cpu: the variant comes from target-features (+sm_90, plain).
define void @features_only() #102 {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
; CHECK:      error: llvm.nvvm.wgmma.fence.sync.aligned requires sm_90a; the target is sm_90 [nvvm-intrinsic-sm-gate]
; CHECK-NEXT: note: in function 'features_only'

attributes #75 = { "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #80 = { "target-cpu"="sm_80" }
attributes #90 = { "target-cpu"="sm_90" }
attributes #100 = { "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" }
attributes #101 = { "target-cpu"="sm_100" }
attributes #102 = { "target-features"="+ptx88,+sm_90" }

; CHECK: 8 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
