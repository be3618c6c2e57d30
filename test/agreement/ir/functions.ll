; Function-level cases for the agreement harness (docs/reference/toolchain.md §3):
; alignment, sections, GC, prefix/prologue data, personality, entry-function
; shape, parameter attributes NVVM warns about, and clang idioms.

;--- align.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k() align 16 {
  ret void
}

;--- member-function-align2.ll
; clang puts `align 2` on every C++ member function.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.A = type { i32 }
define linkonce_odr void @_ZN1A3getEv(ptr %this) align 2 {
  ret void
}

;--- section.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @g() section ".text.foo" {
  ret void
}

;--- gc.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @g() gc "shadow-stack" {
  ret void
}

;--- prefix-data.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @g() prefix i32 123 {
  ret void
}

;--- prologue-data.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @g() prologue i32 123 {
  ret void
}

;--- personality.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @__gxx_personality_v0(...)
define void @g() personality ptr @__gxx_personality_v0 {
  ret void
}

;--- invoke.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
define void @g() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}

;--- kernel-non-void.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel i32 @k() {
  ret i32 0
}

;--- kernel-legacy-annotation-non-void.ll
; NVVM IR 1.x kernel marking; LLVM 22's reader upgrades it to ptx_kernel.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @k() {
  ret i32 0
}
!nvvm.annotations = !{!1}
!1 = !{ptr @k, !"kernel", i32 1}

;--- param-inreg.ll
; NVVM warns and ignores; the module is accepted.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 inreg %x) {
  ret void
}

;--- param-nest.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr nest %x) {
  ret void
}

;--- narrow-return-no-ext.ll
; Info only (needs -nvvm-verify-show-info): accepted.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i8 @f(i8 %x) {
  ret i8 %x
}

;--- narrow-param-no-ext.ll
; S3 (docs/reference/sources.md) calls an i8 parameter without zeroext/signext an error; NVVM 20
; prints an Info (with -nvvm-verify-show-info) and accepts.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i8 %x) {
  ret void
}

;--- attribute-naked-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() naked {
  ret void
}

;--- two-bad-functions.ll
; NVVM stops at the first error in module order.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @first() sspstrong {
  ret void
}
define void @second() returns_twice {
  ret void
}

;--- clean-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, i32 %n) convergent nounwind "target-cpu"="sm_100" "target-features"="+ptx88,+sm_100" {
  %v = load i32, ptr %p, align 4
  %s = add i32 %v, %n
  store i32 %s, ptr %p, align 4
  ret void
}
