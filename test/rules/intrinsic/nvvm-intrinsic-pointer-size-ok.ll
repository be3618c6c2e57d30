; Cluster and bulk-copy intrinsics NVVM 20 accepts in a 32-bit module
; (scripts/oracle/measure-pointer-size; this file passes recipe R2 of docs/reference/toolchain.md at
; compute_100): cluster barriers, cluster special registers, a TMA tensor
; store and prefetch, a bulk prefetch, elect.sync.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p:32:32-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define i32 @fine(ptr addrspace(3) %s, ptr %tmap, ptr addrspace(1) %g, i32 %x, i32 %n) {
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %s, ptr %tmap, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %tmap, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %n, i64 0, i1 false)
  ret i32 %r
}

; mapa and getctarank are fine with 64-bit pointers: the same calls in the
; 64-bit module of nvvm-intrinsic-sm-gate-ok.ll pass.

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
