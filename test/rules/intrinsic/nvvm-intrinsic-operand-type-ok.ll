; What NVVM 20 accepts (scripts/agreement r2, compute_100; this whole file
; passes it): bswap on i16/i32/i64, ctpop/ctlz/cttz on i8..i64 and vectors
; of them, the overflow intrinsics on i16/i32/i64, and - against the NVVM IR
; 1.3 spec - llvm.sqrt and llvm.fma on half, bfloat and vectors.
; RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @swaps(i16 %a, i32 %b, i64 %c) {
  %x = call i16 @llvm.bswap.i16(i16 %a)
  %y = call i32 @llvm.bswap.i32(i32 %b)
  %z = call i64 @llvm.bswap.i64(i64 %c)
  ret i64 %z
}

define <4 x i8> @counts(i8 %a, i16 %b, i32 %c, i64 %d, <4 x i8> %v, <2 x i64> %w) {
  %1 = call i8 @llvm.ctpop.i8(i8 %a)
  %2 = call i16 @llvm.ctlz.i16(i16 %b, i1 false)
  %3 = call i32 @llvm.cttz.i32(i32 %c, i1 true)
  %4 = call i64 @llvm.ctpop.i64(i64 %d)
  %5 = call <2 x i64> @llvm.ctlz.v2i64(<2 x i64> %w, i1 false)
  %6 = call <4 x i8> @llvm.ctpop.v4i8(<4 x i8> %v)
  ret <4 x i8> %6
}

define i1 @overflows(i16 %a, i32 %b, i64 %c) {
  %1 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %a, i16 %a)
  %2 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %b, i32 %b)
  %3 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %c, i64 %c)
  %o = extractvalue { i64, i1 } %3, 1
  ret i1 %o
}

define <2 x half> @half_math(half %h, bfloat %b, <2 x half> %v) {
  %1 = call half @llvm.sqrt.f16(half %h)
  %2 = call half @llvm.fma.f16(half %h, half %h, half %h)
  %3 = call bfloat @llvm.sqrt.bf16(bfloat %b)
  %4 = call bfloat @llvm.fma.bf16(bfloat %b, bfloat %b, bfloat %b)
  %5 = call <2 x half> @llvm.fma.v2f16(<2 x half> %v, <2 x half> %v, <2 x half> %v)
  ret <2 x half> %5
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
