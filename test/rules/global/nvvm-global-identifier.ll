; Symbol names that are not NVVM/PTX identifiers ([a-zA-Z$_][a-zA-Z$_0-9]*),
; with NVIDIA's text (two spaces before "Must"). Measured with CUDA 13.0's
; NVVM 20 (cicc -libnvvm -arch=compute_100 -opt-passes=nvvm-verify,
; recipe R2 of docs/reference/toolchain.md), one module per case, each symbol used: every linkage
; but internal and private is checked, declarations included, functions
; (kernels too) as well as variables.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-external.ll %t/b-weak.ll %t/c-weak-odr.ll %t/d-common.ll %t/e-function.ll %t/f-kernel.ll %t/g-digit.ll %t/h-dash.ll %t/i-unicode.ll %t/j-hidden.ll %t/k-linkonce-odr-used.ll %t/l-declaration-used.ll %t/m-available-externally-used.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-external.ll: error: Invalid identifier name: k.bad  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: a-external.ll: note: in global variable '@k.bad'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-weak.ll: error: Invalid identifier name: w.x  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: b-weak.ll: note: in global variable '@w.x'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-weak-odr.ll: error: Invalid identifier name: w.odr  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: c-weak-odr.ll: note: in global variable '@w.odr'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-common.ll: error: Invalid identifier name: c.x  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: d-common.ll: note: in global variable '@c.x'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-function.ll: error: Invalid identifier name: f.bad  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: e-function.ll: note: in function 'f.bad'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-kernel.ll: error: Invalid identifier name: k.x  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: f-kernel.ll: note: in function 'k.x'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-digit.ll: error: Invalid identifier name: 9lives  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: g-digit.ll: note: in global variable '@9lives'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: h-dash.ll: error: Invalid identifier name: a-b  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: h-dash.ll: note: in global variable '@a-b'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: i-unicode.ll: error: Invalid identifier name: café  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: i-unicode.ll: note: in global variable '@café'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: j-hidden.ll: error: Invalid identifier name: h.x  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: j-hidden.ll: note: in global variable '@h.x'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: k-linkonce-odr-used.ll: error: Invalid identifier name: odr.fn  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: k-linkonce-odr-used.ll: note: in function 'odr.fn'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: l-declaration-used.ll: error: Invalid identifier name: decl.x  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: l-declaration-used.ll: note: in global variable '@decl.x'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: m-available-externally-used.ll: error: Invalid identifier name: avail.x  Must match [a-zA-Z$_][a-zA-Z$_0-9]* [nvvm-global-identifier]
; CHECK-NEXT: m-available-externally-used.ll: note: in global variable '@avail.x'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 13 errors in 13 files

;--- a-external.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@k.bad = addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-weak.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w.x = weak addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-weak-odr.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w.odr = weak_odr addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-common.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@c.x = common addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-function.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f.bad() {
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k.x() {
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-digit.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@"9lives" = addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- h-dash.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@"a-b" = addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- i-unicode.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@"caf\C3\A9" = addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- j-hidden.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@h.x = hidden addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- k-linkonce-odr-used.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define linkonce_odr void @odr.fn() {
  ret void
}
define void @f() {
  call void @odr.fn()
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- l-declaration-used.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@decl.x = external addrspace(1) global i32
define i32 @f() {
  %v = load i32, ptr addrspace(1) @decl.x
  ret i32 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- m-available-externally-used.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@avail.x = available_externally addrspace(1) global i32 0
define i32 @f() {
  %v = load i32, ptr addrspace(1) @avail.x
  ret i32 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
