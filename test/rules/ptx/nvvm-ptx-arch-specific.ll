; Inline PTX of an arch-specific (a) or family (f) target used on the plain
; target of the same SM: wgmma and setmaxnreg on sm_90 (sm_90a has them),
; tcgen05 on sm_100 (sm_100a/sm_100f have it). The note names the first
; target that has it and the macro that selects code for it.
; Negatives: nvvm-ptx-arch-specific-ok.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @wgmma() #90 {
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  ret void
}
; CHECK:      error: Instruction 'wgmma.fence' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
; CHECK-NEXT: note: in function 'wgmma'
; CHECK-NEXT: note: ptxas assembles it for sm_90a
; CHECK-NEXT: note: sm_90a is the first target that has it: select the code with #ifdef __CUDA_ARCH_FEAT_SM90_ALL (or #if __CUDA_ARCH_SPECIFIC__ == 900) and build for sm_90a (nvcc: -gencode arch=compute_90a,code=sm_90a)

define void @regs() #90 {
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 240;", ""()
  ret void
}
; CHECK:      error: Instruction 'setmaxnreg.inc' not supported on .target 'sm_90' [nvvm-ptx-arch-specific]
; CHECK-NEXT: note: in function 'regs'
; CHECK-NEXT: note: ptxas assembles it for sm_90a, {{.*}}
; CHECK-NEXT: note: sm_90a is the first target that has it

define void @tmem() #100 {
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", ""()
  ret void
}
; CHECK:      error: Instruction 'tcgen05.fence' not supported on .target 'sm_100' [nvvm-ptx-arch-specific]
; CHECK-NEXT: note: in function 'tmem'
; CHECK-NEXT: note: ptxas assembles it for sm_100f, sm_100a{{.*}}
; CHECK-NEXT: note: sm_100f is the first target that has it: select the code with #if __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000 and build for sm_100f or sm_100a
; CHECK:      3 errors in 1 file

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
