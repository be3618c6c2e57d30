; A special register the target does not have: %clusterid (sm_90) read on
; sm_80; reported once per register read, at the register.
; Negatives: nvvm-ptx-sreg-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @cluster() #80 {
  %r = call i32 asm "mov.u32 $0, %clusterid.x;", "=r"()
  ret i32 %r
}
; CHECK:      error: Feature '%clusterid' requires .target sm_90 or higher [nvvm-ptx-sreg]
; CHECK-NEXT: note: in function 'cluster'
; CHECK-NEXT: note: ptxas assembles it for sm_90, {{.*}}
; CHECK-NEXT: note: sm_90 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 900
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
