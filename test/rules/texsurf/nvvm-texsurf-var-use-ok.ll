; Uses a texture variable may have: the handle intrinsics (clang's
; .internal form and the metadata form), taking its address (ptxas accepts
; the `mov`), llvm.used; loads and stores of ordinary variables. An atomic
; on it is not flagged either: ptxas accepts `atom.global.add.u64 [t]`.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@t = addrspace(1) externally_initialized global i64 undef
@plain = addrspace(1) global i64 0
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define void @f(ptr %p) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @t)
  %i = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @t, ptr addrspace(1) @t)
  store ptr addrspace(1) @t, ptr %p
  %v = load i64, ptr addrspace(1) @plain
  store i64 %v, ptr addrspace(1) @plain
  %a = atomicrmw add ptr addrspace(1) @t, i64 1 monotonic
  ret void
}
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @t to ptr)], section "llvm.metadata"
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
