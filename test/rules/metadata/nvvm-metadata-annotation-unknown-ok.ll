; Every property of the NVVM IR specification, of cicc 13.0 and of LLVM
; 22's NVPTX backend that survives LLVM's reader (measured, NVVM 20 via
; toolchain-oracle R2: the whole module passes).
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
@s = addrspace(1) externally_initialized global i64 undef
@m = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!10, !11, !12, !13, !14, !15}
!10 = !{ptr addrspace(1) @t, !"texture", i32 1}
!11 = !{ptr addrspace(1) @s, !"surface", i32 1}
!12 = !{ptr addrspace(1) @m, !"sampler", i32 1}
!13 = !{ptr addrspace(1) @g, !"managed", i32 1}
!14 = !{ptr @k, !"rdoimage", i32 0, !"wroimage", i32 1, !"rdwrimage", i32 2}
!15 = !{ptr @k, !"blocksareclusters", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
