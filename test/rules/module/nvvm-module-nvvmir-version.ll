; !nvvmir.version values libNVVM refuses, with NVIDIA's texts (measured
; with CUDA 13.0's NVVM 20, cicc -libnvvm -arch=compute_100,
; recipe R2 of docs/reference/toolchain.md: its loader prints them and exits with status 3).
; CUDA 13.0 reads IR 2.0 and debug metadata up to 3.2. A missing version
; counts as 1.0. Each node of a linked module is checked. Values are read as
; unsigned 32-bit numbers, as NVIDIA prints them.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/missing.ll 2>&1 | FileCheck %s --check-prefix=CHECK-MISSING --implicit-check-not='{{error|warning|note}}:'
; CHECK-MISSING: missing.ll: error: IR version 1.0 incompatible with current version 2.0 [nvvm-module-nvvmir-version]
; CHECK-MISSING-NEXT: missing.ll: note: the module has no !nvvmir.version, which libNVVM reads as 1.0; add `!nvvmir.version = !{!N}` with `!N = !{i32 2, i32 0}`
; CHECK-MISSING-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/old.ll 2>&1 | FileCheck %s --check-prefix=CHECK-OLD --implicit-check-not='{{error|warning|note}}:'
; CHECK-OLD: old.ll: error: IR version 1.3 incompatible with current version 2.0 [nvvm-module-nvvmir-version]
; CHECK-OLD-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/newer-minor.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NEWER_MINOR --implicit-check-not='{{error|warning|note}}:'
; CHECK-NEWER_MINOR: newer-minor.ll: error: IR version 2.1 incompatible with current version 2.0 [nvvm-module-nvvmir-version]
; CHECK-NEWER_MINOR-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/negative.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NEGATIVE --implicit-check-not='{{error|warning|note}}:'
; CHECK-NEGATIVE: negative.ll: error: IR version 2.4294967295 incompatible with current version 2.0 [nvvm-module-nvvmir-version]
; CHECK-NEGATIVE-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/debug-old.ll 2>&1 | FileCheck %s --check-prefix=CHECK-DEBUG_OLD --implicit-check-not='{{error|warning|note}}:'
; CHECK-DEBUG_OLD: debug-old.ll: error: DBG version 2.0 incompatible with current version 3.2 [nvvm-module-nvvmir-version]
; CHECK-DEBUG_OLD-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/debug-new.ll 2>&1 | FileCheck %s --check-prefix=CHECK-DEBUG_NEW --implicit-check-not='{{error|warning|note}}:'
; CHECK-DEBUG_NEW: debug-new.ll: error: DBG version 3.3 incompatible with current version 3.2 [nvvm-module-nvvmir-version]
; CHECK-DEBUG_NEW-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/one-field.ll 2>&1 | FileCheck %s --check-prefix=CHECK-ONE_FIELD --implicit-check-not='{{error|warning|note}}:'
; CHECK-ONE_FIELD: one-field.ll: error: incompatible IR detected. Possible mix of compiler/IR from different releases. [nvvm-module-nvvmir-version]
; CHECK-ONE_FIELD-NEXT: one-field.ll: note: operand 0 of !nvvmir.version is not a node of 2 or 4 integer constants (IR major, minor[, debug metadata major, minor])
; CHECK-ONE_FIELD-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/three-fields.ll 2>&1 | FileCheck %s --check-prefix=CHECK-THREE_FIELDS --implicit-check-not='{{error|warning|note}}:'
; CHECK-THREE_FIELDS: three-fields.ll: error: incompatible IR detected. Possible mix of compiler/IR from different releases. [nvvm-module-nvvmir-version]
; CHECK-THREE_FIELDS-NEXT: three-fields.ll: note: operand 0 of !nvvmir.version is not a node of 2 or 4 integer constants (IR major, minor[, debug metadata major, minor])
; CHECK-THREE_FIELDS-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/strings.ll 2>&1 | FileCheck %s --check-prefix=CHECK-STRINGS --implicit-check-not='{{error|warning|note}}:'
; CHECK-STRINGS: strings.ll: error: incompatible IR detected. Possible mix of compiler/IR from different releases. [nvvm-module-nvvmir-version]
; CHECK-STRINGS-NEXT: strings.ll: note: operand 0 of !nvvmir.version is not a node of 2 or 4 integer constants (IR major, minor[, debug metadata major, minor])
; CHECK-STRINGS-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/linked.ll 2>&1 | FileCheck %s --check-prefix=CHECK-LINKED --implicit-check-not='{{error|warning|note}}:'
; CHECK-LINKED: linked.ll: error: IR version 1.0 incompatible with current version 2.0 [nvvm-module-nvvmir-version]
; CHECK-LINKED-NEXT: 1 error in 1 file

;--- missing.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
;--- old.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 1, i32 3}
;--- newer-minor.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 1}
;--- negative.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 -1}
;--- debug-old.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 2, i32 0}
;--- debug-new.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 3}
;--- one-field.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2}
;--- three-fields.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3}
;--- strings.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{!"2", !"0"}
;--- linked.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0, !1}
!0 = !{i32 2, i32 0}
!1 = !{i32 1, i32 0}
