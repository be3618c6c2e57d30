; The PTX ISA version of a function whose "target-features" holds several
; +ptxNN (clang 22 with -Xclang -target-feature -Xclang +ptx90 writes
; "+ptx88,+ptx90,+sm_110" and .version 9.0): the highest counts, as in the
; NVPTX backend. cp.async.bulk needs 8.0: judged at 7.8 (the highest here)
; it is reported, and with +ptx78,+ptx80 it is not.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @low(ptr %p) #1 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  ret void
}
; CHECK:      error: Feature 'cp.async.bulk' requires PTX ISA .version 8.0 or later [nvvm-ptx-isa-version]
; CHECK-NEXT: note: in function 'low'
; CHECK-NEXT: note: ptxas also says
; CHECK-NEXT: note: the build writes PTX ISA 7.8 (the module's target feature)

define void @high(ptr %p) #2 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  ret void
}
; CHECK: 1 error in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}

attributes #1 = { "target-cpu"="sm_90" "target-features"="+ptx70,+ptx78,+sm_90" }
attributes #2 = { "target-cpu"="sm_90" "target-features"="+ptx78,+ptx80,+sm_90" }
