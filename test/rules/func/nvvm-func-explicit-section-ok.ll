; Near misses for nvvm-func-explicit-section: an empty section is no section,
; intrinsics are not checked, and a global's section is another rule's.
; RUN: %nvvmcheck --arch=sm_90 --checks='-*,nvvm-func-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, section "llvm.metadata"

define void @no_section() section "" {
  ret void
}

declare void @llvm.trap() section "x"

define ptx_kernel void @k() {
  call void @no_section()
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
