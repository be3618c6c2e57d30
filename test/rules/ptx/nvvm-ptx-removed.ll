; Inline PTX forms that ptxas no longer accepts on any target it knows:
; shfl and vote without .sync ("... is not supported on .target sm_70 and
; higher from PTX ISA version 6.4").
; Negatives: nvvm-ptx-removed-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @legacy_shuffle(i32 %v) #75 {
  %r = call i32 asm "shfl.up.b32 $0, $1, 1, 0;", "=r,r"(i32 %v)
  ret i32 %r
}
; CHECK:      error: Instruction 'shfl' without '.sync' is not supported on .target sm_70 and higher from PTX ISA version 6.4 [nvvm-ptx-removed]
; CHECK-NEXT: note: in function 'legacy_shuffle'
; CHECK:      1 error in 1 file

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
