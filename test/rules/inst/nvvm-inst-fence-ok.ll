; Near misses of nvvm-inst-fence that NVVM accepts (measured): the NVVM
; barrier intrinsics __threadfence*() lower to, and fence.* inline PTX as
; libcu++ emits it under clang.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.sys()

define void @fences() {
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.sys()
  call void asm sideeffect "fence.sc.gpu;", "~{memory}"()
  call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
