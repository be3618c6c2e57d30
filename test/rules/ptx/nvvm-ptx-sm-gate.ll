; Inline PTX that needs a newer target, judged from verifier/ptx_gates.def
; (ptxas at every target, scripts/gen-ptx-gates). The message is ptxas' own
; first line for that statement; its other lines follow as notes. Pins: the
; bulk copy (sm_90), griddepcontrol (sm_90), an fp8 cvt (sm_89), an
; arch-specific instruction below its SM (wgmma: first target sm_90a), the
; target taken from "target-cpu", and one finding per statement, also in a
; block with a label, a guard predicate and placeholders.
; Negatives: nvvm-ptx-sm-gate-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bulk(ptr %p) #80 {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 16, [$0];", "l,l"(ptr %p, ptr %p)
  ret void
}
; CHECK:      nvvm-ptx-sm-gate.ll: error: Feature 'cp.async.bulk' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'bulk'
; CHECK-NEXT: note: ptxas also says: Feature '.mbarrier::complete_tx::bytes' requires .target sm_90 or higher
; CHECK-NEXT: note: ptxas assembles it for sm_90, {{.*}}
; CHECK-NEXT: note: sm_90 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 900

define void @pdl() #80 {
  call void asm sideeffect "{\0A\09.reg .pred p;\0AWAIT:\0A\09@!p bra WAIT;\0A\09griddepcontrol.wait;\0A}", "~{memory}"()
  ret void
}
; CHECK:      error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'pdl'
; CHECK-NEXT: note: ptxas also says: Instruction 'griddepcontrol' requires .target sm_90 or higher
; CHECK-NEXT: note: ptxas assembles it for sm_90, {{.*}}
; CHECK-NEXT: note: sm_90 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 900

define i16 @fp8(float %a, float %b) #86 {
  %r = call i16 asm "cvt.rn.satfinite.e4m3x2.f32 $0, $1, $2;", "=h,f,f"(float %a, float %b)
  ret i16 %r
}
; CHECK:      error: Feature 'cvt with .e4m3x2/.e5m2x2' requires .target sm_89 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'fp8'
; CHECK-NEXT: note: ptxas assembles it for sm_89, {{.*}}
; CHECK-NEXT: note: sm_89 is the first target that has it: guard the code with #if __CUDA_ARCH__ >= 890

define void @wgmma_on_ampere() #80 {
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  ret void
}
; CHECK:      error: Instruction 'wgmma.fence' not supported on .target 'sm_80' [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'wgmma_on_ampere'
; CHECK-NEXT: note: ptxas assembles it for sm_90a
; CHECK-NEXT: note: sm_90a is the first target that has it: select the code with #ifdef __CUDA_ARCH_FEAT_SM90_ALL (or #if __CUDA_ARCH_SPECIFIC__ == 900) and build for sm_90a (nvcc: -gencode arch=compute_90a,code=sm_90a)

define void @two(ptr %p) #80 {
  call void asm sideeffect "griddepcontrol.wait; griddepcontrol.launch_dependents;", ""()
  ret void
}
; CHECK:      error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'two'
; CHECK-NEXT: note: ptxas also says
; CHECK-NEXT: note: ptxas assembles it
; CHECK-NEXT: note: sm_90 is the first
; CHECK:      error: Modifier '.launch_dependents' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'two'
; CHECK-NEXT: note: ptxas also says: Instruction 'griddepcontrol' requires .target sm_90 or higher
; CHECK-NEXT: note: ptxas assembles it
; CHECK-NEXT: note: sm_90 is the first
; CHECK:      6 errors in 1 file

attributes #75 = { "target-cpu"="sm_75" "target-features"="+ptx88,+sm_75" }
attributes #80 = { "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #86 = { "target-cpu"="sm_86" "target-features"="+ptx88,+sm_86" }
attributes #90 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #91 = { "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" }
attributes #100 = { "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" }
attributes #101 = { "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" }
attributes #121 = { "target-cpu"="sm_120a" "target-features"="+ptx88,+sm_120a" }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
