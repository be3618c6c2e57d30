; Inline PTX that needs a newer PTX ISA than the build writes. For IR the
; version is the function's "+ptxNN" target feature (what llc writes into
; .version): cp.async.bulk needs PTX ISA 8.0 (ptxas at .version 7.8 for
; sm_90: "Feature 'cp.async.bulk' requires PTX ISA .version 8.0 or later").
; Negatives: nvvm-ptx-isa-version-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bulk(ptr %p) #78 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  ret void
}
; CHECK:      error: Feature 'cp.async.bulk' requires PTX ISA .version 8.0 or later [nvvm-ptx-isa-version]
; CHECK-NEXT: note: in function 'bulk'
; CHECK-NEXT: note: ptxas also says: Feature '.mbarrier::complete_tx::bytes' requires PTX ISA .version 8.0 or later
; CHECK-NEXT: note: the build writes PTX ISA 7.8 (the module's target feature); {{.*}} on sm_90 needs 8.0
; CHECK:      1 error in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}

attributes #78 = { "target-cpu"="sm_90" "target-features"="+ptx78,+sm_90" }
