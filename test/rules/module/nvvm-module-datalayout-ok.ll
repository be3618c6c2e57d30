; Data layouts libNVVM accepts (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md):
; clang 22's and clang 14's, clang 22's for -m32 and for -fcuda-short-ptr,
; NVIDIA's own example; 64-bit pointers with 32-bit alignment; pointer
; specifications of address space 7 and above, and non-integral ones from
; 7 up, are not looked at; aggregate alignment 8 or 0; specifications NVVM
; ignores (stack, function pointer, f16, f80, odd integer widths, i256,
; vectors, address spaces given as 0); n specifications add up
; (n16:32:64-n32 passes); more native widths than 16, 32 and 64.
; RUN: rm -rf %t && split-file %s %t
; RUN: %nvvmcheck --arch=sm_90 %t/clang22.ll %t/clang22-m32.ll %t/clang22-short-ptr.ll %t/clang14.ll %t/nvidia-example.ll %t/pointer-64-32.ll %t/pointer-32-64.ll %t/pointer-as2-64.ll %t/pointer-as7-16.ll %t/non-integral-7.ll %t/aggregate-8.ll %t/aggregate-0-8.ll %t/free-specs.ll %t/native-union.ll %t/native-wider.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 15 files

;--- clang22.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- clang22-m32.ll
target datalayout = "e-p:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- clang22-short-ptr.ll
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- clang14.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- nvidia-example.ll
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-64-32.ll
target datalayout = "e-p:64:32-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-32-64.ll
target datalayout = "e-p:32:64-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-as2-64.ll
target datalayout = "e-p2:64:64-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-as7-16.ll
target datalayout = "e-p7:16:16-p101:16:16-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- non-integral-7.ll
target datalayout = "e-ni:7:8-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- aggregate-8.ll
target datalayout = "e-a:8-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- aggregate-0-8.ll
target datalayout = "e-a:0:8-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- free-specs.ll
target datalayout = "e-S128-Fi8-f16:32-f80:32-i24:32-i256:128-v64:32-v128:64-A0-P0-G0-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- native-union.ll
target datalayout = "e-i64:64-n16:32:64-n32"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- native-wider.ll
target datalayout = "e-i64:64-n8:16:32:64:128"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
