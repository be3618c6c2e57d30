; Near-misses of nvvm-ptx-isa-version: the same statement with +ptx80 (the
; first version that has it), and with no +ptx feature at all (the version
; is not known: not judged).
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bulk(ptr %p) #80 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  ret void
}

define void @unknown_version(ptr %p) #1 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}

attributes #80 = { "target-cpu"="sm_90" "target-features"="+ptx80,+sm_90" }
attributes #1 = { "target-cpu"="sm_90" }
