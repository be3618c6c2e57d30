; Target triples libNVVM refuses. Measured with CUDA 13.0's NVVM 20 (cicc
; -libnvvm -arch=compute_100 -opt-passes=nvvm-verify, recipe R2 of docs/reference/toolchain.md):
; the architecture must be nvptx or nvptx64 and a later component must
; start with "cuda"; NVIDIA's text is printed on three lines, joined here.
; A module without a triple stops libNVVM's loader with its own text.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/unknown-os.ll 2>&1 | FileCheck %s --check-prefix=CHECK-UNKNOWN --implicit-check-not='{{error|warning|note}}:'
; CHECK-UNKNOWN: unknown-os.ll: error: Invalid target triple (nvptx64-unknown-unknown), must be one of: 32-bit: nvptx-*-cuda, 64-bit: nvptx64-*-cuda [nvvm-module-triple]
; CHECK-UNKNOWN-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/bare.ll 2>&1 | FileCheck %s --check-prefix=CHECK-BARE --implicit-check-not='{{error|warning|note}}:'
; CHECK-BARE: bare.ll: error: Invalid target triple (nvptx64), must be one of: 32-bit: nvptx-*-cuda, 64-bit: nvptx64-*-cuda [nvvm-module-triple]
; RUN: not %nvvmcheck --arch=sm_90 %t/nvcl.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NVCL --implicit-check-not='{{error|warning|note}}:'
; CHECK-NVCL: nvcl.ll: error: Invalid target triple (nvptx64-nvidia-nvcl), must be one of: 32-bit: nvptx-*-cuda, 64-bit: nvptx64-*-cuda [nvvm-module-triple]
; RUN: not %nvvmcheck --arch=sm_90 %t/xcuda.ll 2>&1 | FileCheck %s --check-prefix=CHECK-XCUDA --implicit-check-not='{{error|warning|note}}:'
; CHECK-XCUDA: xcuda.ll: error: Invalid target triple (nvptx64-nvidia-xcuda), must be one of: 32-bit: nvptx-*-cuda, 64-bit: nvptx64-*-cuda [nvvm-module-triple]
; RUN: not %nvvmcheck --arch=sm_90 %t/upper.ll 2>&1 | FileCheck %s --check-prefix=CHECK-UPPER --implicit-check-not='{{error|warning|note}}:'
; CHECK-UPPER: upper.ll: error: Invalid target triple (nvptx64-nvidia-CUDA), must be one of: 32-bit: nvptx-*-cuda, 64-bit: nvptx64-*-cuda [nvvm-module-triple]
; A host triple (NVIDIA's cicc crashes on it after "failed to create target machine").
; RUN: not %nvvmcheck --arch=sm_90 %t/host.ll 2>&1 | FileCheck %s --check-prefix=CHECK-HOST --implicit-check-not='{{error|warning|note}}:'
; CHECK-HOST: host.ll: error: Invalid target triple (x86_64-unknown-linux-gnu), must be one of: 32-bit: nvptx-*-cuda, 64-bit: nvptx64-*-cuda [nvvm-module-triple]
; RUN: not %nvvmcheck --arch=sm_90 %t/none.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NONE --implicit-check-not='{{error|warning|note}}:'
; CHECK-NONE: none.ll: error: Module does not contain a triple, should be 'nvptx64-' [nvvm-module-triple]
; CHECK-NONE-NEXT: 1 error in 1 file

;--- unknown-os.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-unknown"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- bare.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- nvcl.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- xcuda.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-xcuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- upper.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-CUDA"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- host.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "x86_64-unknown-linux-gnu"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- none.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
