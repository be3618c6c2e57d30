; Near-misses of nvvm-ptx-sm-gate: the same statements on targets that have
; them (cp.async.bulk and griddepcontrol on sm_90, the fp8 cvt on sm_89+,
; wgmma on sm_90a), ungated instructions and the %laneid register on sm_75,
; placeholders, a register the template declares itself, comments, labels
; and strings that only look like gated instructions.
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bulk(ptr %p) #90 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  call void asm sideeffect "griddepcontrol.wait; griddepcontrol.launch_dependents;", ""()
  ret void
}

define i16 @fp8(float %a, float %b) #90 {
  %r = call i16 asm "cvt.rn.satfinite.e4m3x2.f32 $0, $1, $2;", "=h,f,f"(float %a, float %b)
  ret i16 %r
}

define void @wgmma() #91 {
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  ret void
}

define i32 @plain(i32 %a) #75 {
  %r = call i32 asm "{\0A\09.reg .u32 t;\0A\09// griddepcontrol.wait;\0A\09/* wgmma.fence.sync.aligned; */\0A\09mov.u32 t, %laneid;\0A\09add.u32 $0, $1, t;\0A}", "=r,r"(i32 %a)
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
