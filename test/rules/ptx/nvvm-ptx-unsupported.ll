; Inline PTX that a target does not have, where neither a newer SM nor the
; a/f variant of the same SM would help: wgmma (sm_90a only) on sm_100a,
; where ptxas adds "cannot be compiled for architecture", and tcgen05
; (sm_100/103/110 a and f) on sm_120a.
; Negatives: nvvm-ptx-unsupported-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @wgmma_on_blackwell() #101 {
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  ret void
}
; CHECK:      error: Instruction 'wgmma.fence' not supported on .target 'sm_100a' [nvvm-ptx-unsupported]
; CHECK-NEXT: note: in function 'wgmma_on_blackwell'
; CHECK-NEXT: note: ptxas also says: Instruction 'wgmma.fence' cannot be compiled for architecture 'sm_100a'
; CHECK-NEXT: note: ptxas assembles it for sm_90a

define void @tmem_on_120() #121 {
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", ""()
  ret void
}
; CHECK:      error: Instruction 'tcgen05.fence' not supported on .target 'sm_120a' [nvvm-ptx-unsupported]
; CHECK-NEXT: note: in function 'tmem_on_120'
; CHECK-NEXT: note: ptxas assembles it for sm_100f, sm_100a{{.*}}
; CHECK:      2 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}

attributes #75 = { "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #80 = { "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #86 = { "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" }
attributes #90 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #91 = { "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" }
attributes #100 = { "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }
attributes #101 = { "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" }
attributes #121 = { "target-cpu"="sm_120a" "target-features"="+ptx88,+sm_120a" }
