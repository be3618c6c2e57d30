; Near-misses of nvvm-ptx-sreg: %clusterid on sm_90, a register the
; template declares with the same name, and registers every target has.
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @cluster() #90 {
  %r = call i32 asm "mov.u32 $0, %clusterid.x;", "=r"()
  ret i32 %r
}

define i32 @declared() #80 {
  %r = call i32 asm "{\0A\09.reg .u32 %clusterid;\0A\09mov.u32 %clusterid, %laneid;\0A\09mov.u32 $0, %clusterid;\0A}", "=r"()
  ret i32 %r
}

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
