; Near misses for nvvm-func-narrow-int-param and -return, with the rules on:
; extended narrow integers (what clang always writes: `i8 signext`, `i1
; zeroext`), 32-bit and wider integers, vectors, intrinsics.
; RUN: %nvvmcheck --arch=sm_90 --checks='nvvm-func-narrow-*' %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define signext i8 @f(i8 signext %c, i1 zeroext %b, i16 zeroext %s, i32 %i, i64 %l, i128 %q, <4 x i8> %v) {
  ret i8 0
}

define zeroext i1 @g() {
  ret i1 false
}

define <2 x i16> @h() {
  ret <2 x i16> zeroinitializer
}

declare i8 @llvm.umax.i8(i8, i8)

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
