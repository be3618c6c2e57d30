; Functions with an explicit alignment. NVIDIA's NVVM-20 verifier rejects every
; `align N`, 1 and 2 included, on definitions and declarations alike
; (measured, recipe R2 of docs/reference/toolchain.md: "Error: : Function `f': Explicit alignment
; is not allowed."). clang gives every C++ member function `align 2`, so IR
; that clang wrote for C++ code fails libNVVM's verifier; the finding then
; says so in a note. Negatives: a function without alignment, an intrinsic.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @aligned16() align 16 {
  ret void
}
; CHECK:      nvvm-func-explicit-alignment.ll: error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
; CHECK-NEXT: note: in function 'aligned16'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: the function is declared 'align 16'

define void @aligned1() align 1 {
  ret void
}
; CHECK:      error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
; CHECK-NEXT: note: in function 'aligned1'
; CHECK-NEXT: note: the function is declared 'align 1'

; What clang writes for `struct S { __device__ int get() const; };`, called.
define linkonce_odr i32 @_ZNK1S3getEv(ptr %this) align 2 {
  ret i32 0
}
define ptx_kernel void @k(ptr %s) {
  %v = call i32 @_ZNK1S3getEv(ptr %s)
  ret void
}
; CHECK:      error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
; CHECK-NEXT: note: in function 'S::get() const'
; CHECK-NEXT: note: the function is declared 'align 2'
; CHECK-NEXT: note: clang marks every C++ member function 'align 2'; NVVM rejects it all the same

; A declaration is checked too (measured).
declare void @elsewhere() align 64
; CHECK:      error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
; CHECK-NEXT: note: in function 'elsewhere'
; CHECK-NEXT: note: the function is declared 'align 64'

; An `align 2` function that is not a C++ member function gets no clang note.
define void @plain2() align 2 {
  call void @elsewhere()
  ret void
}
; CHECK:      error: Explicit alignment is not allowed. [nvvm-func-explicit-alignment]
; CHECK-NEXT: note: in function 'plain2'
; CHECK-NEXT: note: the function is declared 'align 2'

define void @not_aligned() {
  ret void
}

; CHECK: 5 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
