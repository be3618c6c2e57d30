; thread_local variables. NVIDIA's NVVM 20 accepts them without a word
; (measured, recipe R2 of docs/reference/toolchain.md, also with -nvvm-verify-show-info) and
; emits one ordinary `.visible .global` variable, so every thread shares it:
; a warning, not an error.
; RUN: rm -rf %t && split-file %s %t
; RUN: %nvvmcheck --arch=sm_90 %t/a-general.ll %t/b-initialexec.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-general.ll: warning: thread-local storage is not supported: NVVM compiles this variable as one ordinary global shared by all threads [nvvm-global-thread-local]
; CHECK-NEXT: a-general.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-initialexec.ll: warning: thread-local storage is not supported: NVVM compiles this variable as one ordinary global shared by all threads [nvvm-global-thread-local]
; CHECK-NEXT: b-initialexec.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 2 warnings in 2 files

;--- a-general.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = thread_local addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-initialexec.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = thread_local(initialexec) addrspace(1) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
