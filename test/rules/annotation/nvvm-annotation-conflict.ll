; One property of one function given two values. The NVVM IR spec (1.3
; §11.2) calls it illegal; NVVM 20 accepts it without a word (measured, R2 of docs/reference/toolchain.md
; on raw annotations) and LLVM 22's reader keeps the value it reads last
; ("minctasm" 3 then 4 in one entry gives "nvvm.minctasm"="4"). A warning:
; which value wins depends on the reader.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 64}
!1 = !{ptr @k, !"maxntidx", i32 128}
; The same value again is fine.
!2 = !{ptr @k, !"maxntidx", i32 64, !"minctasm", i32 3, !"minctasm", i32 4}
!3 = !{ptr @k, !"kernel", i32 1}

; CHECK:      nvvm-annotation-conflict.ll: warning: conflicting values for maxntidx: 64 and 128 [nvvm-annotation-conflict]
; CHECK-NEXT: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 1 of !nvvm.annotations: !{ptr @k, !"maxntidx", i32 128}
; CHECK-NEXT: note: entry 0 gave 64; NVVM 20 accepts both without a word and LLVM 22 keeps the one it reads last
; CHECK:      warning: conflicting values for minctasm: 3 and 4 [nvvm-annotation-conflict]
; CHECK-NEXT: note: in function 'k'
; CHECK-NEXT: note: in entry 2 of !nvvm.annotations: !{ptr @k, !"maxntidx", i32 64, !"minctasm", i32 3, !"minctasm", i32 4}
; CHECK-NEXT: note: entry 2 gave 3; NVVM 20 accepts both without a word and LLVM 22 keeps the one it reads last
; CHECK:      2 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
