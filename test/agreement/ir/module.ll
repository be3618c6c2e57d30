; Module-level cases for the agreement harness: target triple, data layout,
; NVVM IR version (docs/reference/toolchain.md §3, hand-written IR table). Each part is
; one module; NVIDIA's verdict comes from running it, not from this file.

;--- triple-unknown.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-unknown"
define void @f() {
  ret void
}

;--- triple-unknown-cuda.ll
; The literal list of S0 (docs/reference/sources.md): nvptx64-unknown-cuda.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-cuda"
define void @f() {
  ret void
}

;--- triple-nvcl.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"
define void @f() {
  ret void
}

;--- triple-no-vendor.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64"
define void @f() {
  ret void
}

;--- triple-cuda-gnu.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda-gnu"
define void @f() {
  ret void
}

;--- triple-32bit-with-64bit-layout.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"
define void @f() {
  ret void
}

;--- triple-missing.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
define void @f() {
  ret void
}

;--- triple-x86.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "x86_64-unknown-linux-gnu"
define void @f() {
  ret void
}

;--- datalayout-missing.ll
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- datalayout-big-endian.ll
target datalayout = "E-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- datalayout-alloca-as5.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64-A5"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- datalayout-i64-align32.ll
target datalayout = "e-p6:32:32-i64:32-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- datalayout-n32.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n32"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- datalayout-clang14.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- datalayout-p32.ll
target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"
define void @f() {
  ret void
}

;--- ir-version-missing.ll
; agreement: keep-ir-version
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}

;--- ir-version-1-0.ll
; agreement: keep-ir-version
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 1, i32 0}

;--- ir-version-2-0.ll
; agreement: keep-ir-version
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
