; LLVM intrinsics that the NVVM IR 1.3 spec lists as unsupported, or that
; clang emits routinely, and that NVVM 20's verifier accepts (measured:
; scripts/sm-gates/nvvm-unsupported.tsv; this whole file passes recipe R2 of docs/reference/toolchain.md):
; floor, ceil, copysign, minnum/maxnum, fmuladd, bitreverse, trap,
; debugtrap, assume, expect, smax/umin, abs, fshl, is.fpclass, ptrmask,
; annotations, memcpy into global memory; va_start/va_end in a variadic
; function.
; RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @accepted(float %x, double %d, i32 %i, ptr %p, ptr addrspace(1) %g) {
  %1 = call float @llvm.floor.f32(float %x)
  %2 = call double @llvm.ceil.f64(double %d)
  %3 = call float @llvm.copysign.f32(float %1, float %x)
  %4 = call float @llvm.minnum.f32(float %3, float %x)
  %5 = call float @llvm.maxnum.f32(float %4, float %x)
  %6 = call float @llvm.fmuladd.f32(float %5, float %x, float %x)
  %7 = call i32 @llvm.bitreverse.i32(i32 %i)
  %8 = call i32 @llvm.smax.i32(i32 %7, i32 0)
  %9 = call i32 @llvm.umin.i32(i32 %8, i32 7)
  %10 = call i32 @llvm.abs.i32(i32 %9, i1 false)
  %11 = call i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 3)
  %12 = call i1 @llvm.is.fpclass.f32(float %6, i32 3)
  %13 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  %14 = call i32 @llvm.expect.i32(i32 %11, i32 1)
  %c = icmp ne i32 %14, 0
  call void @llvm.assume(i1 %c)
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr %p, ptr %p, i32 1, ptr null)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %g, ptr %13, i64 8, i1 false)
  br i1 %12, label %bad, label %good
bad:
  call void @llvm.debugtrap()
  call void @llvm.trap()
  unreachable
good:
  ret float %6
}

define i32 @variadic(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %n
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
