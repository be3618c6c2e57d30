; Near-misses of nvvm-intrinsic-mem-constant-dst and
; nvvm-intrinsic-memset-constant that NVVM 20 accepts (measured with
; scripts/agreement r2 at compute_100, one construct per module): a constant
; source, the .inline variants (not checked by NVVM), a destination that is
; a generic pointer cast from constant memory, global and shared
; destinations.
; RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @from_constant(ptr %dst, ptr addrspace(4) %src) {
  call void @llvm.memcpy.p0.p4.i64(ptr %dst, ptr addrspace(4) %src, i64 8, i1 false)
  call void @llvm.memmove.p0.p4.i64(ptr %dst, ptr addrspace(4) %src, i64 8, i1 false)
  ret void
}

define void @inline_variants(ptr addrspace(4) %dst, ptr %src) {
  call void @llvm.memcpy.inline.p4.p0.i64(ptr addrspace(4) %dst, ptr %src, i64 8, i1 false)
  call void @llvm.memset.inline.p4.i64(ptr addrspace(4) %dst, i8 0, i64 8, i1 false)
  ret void
}

define void @through_generic(ptr addrspace(4) %c) {
  %g = addrspacecast ptr addrspace(4) %c to ptr
  call void @llvm.memset.p0.i64(ptr %g, i8 0, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %g, ptr %g, i64 8, i1 false)
  ret void
}

define void @global_and_shared(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) %g, ptr addrspace(3) %s, i64 8, i1 false)
  call void @llvm.memmove.p3.p1.i64(ptr addrspace(3) %s, ptr addrspace(1) %g, i64 8, i1 false)
  call void @llvm.memset.p3.i64(ptr addrspace(3) %s, i8 0, i64 8, i1 false)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
