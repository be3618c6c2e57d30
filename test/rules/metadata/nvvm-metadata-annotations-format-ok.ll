; Well-formed entries, several per node and several nodes per entity
; (measured, NVVM 20 via toolchain-oracle R2: the whole module passes),
; integer values of any width, and the properties LLVM 22's reader turns
; into attributes (kernel, maxntidx, minctasm, maxnreg), which leave the
; metadata before any check.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10, !11, !12, !13, !14}
!10 = !{ptr addrspace(1) @t, !"texture", i32 1}
!11 = !{ptr addrspace(1) @t, !"texture", i64 1}
!12 = !{ptr addrspace(1) @g, !"managed", i32 1}
!13 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 128, !"minctasm", i32 2}
!14 = !{ptr @k, !"maxnreg", i32 32}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
