; Near misses for nvvm-func-unsupported-attr, all accepted by NVVM-20's
; verifier (measured, R2 of docs/reference/toolchain.md): attributes NVVM supports or ignores, `convergent`
; and the "thunk" string attribute (S0 (docs/reference/sources.md) lists both as unsupported; NVVM
; 20 accepts them and clang puts `convergent` on every device function),
; attributes at call sites (clang's `builtin` on operator new), declarations
; of the library functions NVVM knows, `alignstack` on a parameter (what LLVM
; makes of an `align` annotation), comdats and calling conventions.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$inl = comdat any

define void @supported() convergent nounwind noinline mustprogress norecurse willreturn cold optsize {
  ret void
}

define void @thunk() "thunk" {
  ret void
}

define linkonce_odr void @inl() alwaysinline comdat {
  ret void
}

define fastcc void @other_cc() memory(argmem: read) nofree nosync {
  ret void
}

define void @param_alignstack(<4 x float> alignstack(8) %v) {
  ret void
}

declare noalias ptr @_Znwm(i64) nobuiltin
declare void @_ZdlPvm(ptr, i64) nobuiltin
declare ptr @memset(ptr, i32, i64) nobuiltin
declare void @callee()

define ptx_kernel void @k() {
  %p = call ptr @_Znwm(i64 4) builtin
  call void @_ZdlPvm(ptr %p, i64 4) builtin
  call void @callee() returns_twice
  call void @callee() naked
  call fastcc void @other_cc()
  ret void
}

; CHECK: no findings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
