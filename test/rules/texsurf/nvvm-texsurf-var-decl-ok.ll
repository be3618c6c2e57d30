; What clang emits for a texture reference (an i64 in addrspace(1)), a
; surface in the generic address space (NVVM accepts it), a sampler of
; another type ("sampler" is not checked), a "texture" annotation on a
; function (ignored) and an ordinary i32 variable (measured, NVVM 20 via
; recipe R2 of docs/reference/toolchain.md: the whole module passes).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) externally_initialized global i64 undef
@surf = externally_initialized global i64 undef
@samp = addrspace(1) externally_initialized global i32 undef
@plain = addrspace(1) global i32 0
define void @fn() {
  ret void
}
!nvvm.annotations = !{!7, !8, !9, !10}
!7 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!8 = !{ptr @surf, !"surface", i32 1}
!9 = !{ptr addrspace(1) @samp, !"sampler", i32 1}
!10 = !{ptr @fn, !"texture", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
