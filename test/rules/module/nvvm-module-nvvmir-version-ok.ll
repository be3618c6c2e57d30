; !nvvmir.version values libNVVM accepts (measured, NVVM 20 via
; recipe R2 of docs/reference/toolchain.md): clang 22's {2, 0}; a debug-metadata version 3.0 to
; 3.2; 64-bit fields; several nodes after linking; and, surprisingly, a
; present but empty !nvvmir.version.
; RUN: rm -rf %t && split-file %s %t
; RUN: %nvvmcheck --arch=sm_90 %t/clang.ll %t/with-debug.ll %t/older-debug.ll %t/i64-fields.ll %t/linked-same.ll %t/empty-list.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 6 files

;--- clang.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- with-debug.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
;--- older-debug.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 0}
;--- i64-fields.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i64 2, i64 0}
;--- linked-same.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0, !1}
!0 = !{i32 2, i32 0}
!1 = !{i32 2, i32 0, i32 3, i32 1}
;--- empty-list.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{}
