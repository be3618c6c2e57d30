; For IR, --arch is the target whatever "target-cpu" says, with its variant:
; the same module is clean for --arch=sm_90a and gated for --arch=sm_90 and
; --arch=sm_80.
; RUN: %nvvmcheck --arch=sm_90a %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not='{{warning|error|note}}:'
; SM90:      error: llvm.nvvm.wgmma.fence.sync.aligned requires sm_90a; the target is sm_90 [nvvm-intrinsic-sm-gate]
; SM90-NEXT: note: in function 'k'
; SM90:      1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not='{{warning|error|note}}:'
; SM80:      error: llvm.nvvm.read.ptx.sreg.clusterid.x requires sm_90 or newer; the target is sm_80 [nvvm-intrinsic-sm-gate]
; SM80-NEXT: note: in function 'k'
; SM80:      error: llvm.nvvm.wgmma.fence.sync.aligned requires sm_90a; the target is sm_80 [nvvm-intrinsic-sm-gate]
; SM80-NEXT: note: in function 'k'
; SM80:      2 errors in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @k() #0 {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret i32 %c
}

attributes #0 = { "target-cpu"="sm_75" }

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
