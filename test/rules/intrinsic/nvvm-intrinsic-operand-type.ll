; Operand types NVVM 20 rejects for bswap, ctpop/ctlz/cttz and the
; arithmetic-with-overflow intrinsics. Every case was measured alone with
; scripts/agreement r2 (compute_100); the messages are NVIDIA's, "?" included.
; i128 comes from clang for __int128 (__builtin_popcountg, __builtin_bswap
; on wide types in hand-written IR), i8 overflow from
; __builtin_add_overflow on char. Negatives: nvvm-intrinsic-operand-type-ok.ll.
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i128 @bswap_i128(i128 %x) {
  %r = call i128 @llvm.bswap.i128(i128 %x)
  ret i128 %r
}
; CHECK:      nvvm-intrinsic-operand-type.ll: error: Invalid type for bswap, need i16, i32, or i64 [nvvm-intrinsic-operand-type]
; CHECK-NEXT: nvvm-intrinsic-operand-type.ll: note: in function 'bswap_i128'; the IR has no debug location for it (compile with -g for file:line:col)

define <2 x i32> @bswap_vector(<2 x i32> %x) {
  %r = call <2 x i32> @llvm.bswap.v2i32(<2 x i32> %x)
  ret <2 x i32> %r
}
; CHECK:      error: bswap operand 0 not an integer? [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'bswap_vector'

define i128 @popcount_i128(i128 %x) {
  %r = call i128 @llvm.ctpop.i128(i128 %x)
  ret i128 %r
}
; CHECK:      error: Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, i64, or vector of these [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'popcount_i128'

define i24 @clz_i24(i24 %x) {
  %r = call i24 @llvm.ctlz.i24(i24 %x, i1 false)
  ret i24 %r
}
; CHECK:      error: Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, i64, or vector of these [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'clz_i24'

define <2 x i128> @ctz_vector_i128(<2 x i128> %x) {
  %r = call <2 x i128> @llvm.cttz.v2i128(<2 x i128> %x, i1 true)
  ret <2 x i128> %r
}
; CHECK:      error: Invalid type for ctpop/ctlz/cttz, need i8, i16, i32, i64, or vector of these [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'ctz_vector_i128'

define i1 @add_overflow_i8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}
; CHECK:      error: Invalid type for arithmetic overflow intrinsic, need i16, i32, or i64 [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'add_overflow_i8'

define i1 @mul_overflow_i128(i128 %a, i128 %b) {
  %r = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  %o = extractvalue { i128, i1 } %r, 1
  ret i1 %o
}
; CHECK:      error: Invalid type for arithmetic overflow intrinsic, need i16, i32, or i64 [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'mul_overflow_i128'

define <2 x i1> @sub_overflow_vector(<2 x i32> %a, <2 x i32> %b) {
  %r = call { <2 x i32>, <2 x i1> } @llvm.ssub.with.overflow.v2i32(<2 x i32> %a, <2 x i32> %b)
  %o = extractvalue { <2 x i32>, <2 x i1> } %r, 1
  ret <2 x i1> %o
}
; CHECK:      error: arithmetic overflow operand 0 not an integer? [nvvm-intrinsic-operand-type]
; CHECK-NEXT: note: in function 'sub_overflow_vector'

; CHECK: 8 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
