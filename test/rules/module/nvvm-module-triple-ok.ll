; Triples libNVVM accepts (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md): the
; vendor and anything after "cuda" are free, and the 32-bit nvptx
; architecture need not match a 64-bit data layout.
; RUN: rm -rf %t && split-file %s %t
; RUN: %nvvmcheck --arch=sm_90 %t/clang.ll %t/unknown-vendor.ll %t/nvptx32.ll %t/no-vendor.ll %t/suffix.ll %t/cudax.ll %t/linux-cuda.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 7 files

;--- clang.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- unknown-vendor.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- nvptx32.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- no-vendor.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- suffix.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda-gnu"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- cudax.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cudax"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- linux-cuda.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-linux-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
