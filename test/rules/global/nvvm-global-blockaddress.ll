; blockaddress constants, with NVIDIA's text (measured with CUDA 13.0's
; NVVM 20, recipe R2 of docs/reference/toolchain.md, one module per case). NVVM's verifier flags
; a global's initializer and an instruction operand (store, select, phi).
; Beyond it: inside a struct or array (a jump table) NVVM and llc emit zeros
; in its place; inside a constant expression cicc crashes or its code
; generator fails ("unsupported operation"); both are flagged too. C++'s
; computed goto (&&label) produces them: nvvm-global-blockaddress.cu.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-initializer.ll %t/a-table.ll %t/b-phi.ll %t/b-select.ll %t/b-store.ll %t/c-expression.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-initializer.ll: error: blockaddress is not supported [nvvm-global-blockaddress]
; CHECK-NEXT: a-initializer.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: a-table.ll: error: blockaddress is not supported [nvvm-global-blockaddress]
; CHECK-NEXT: a-table.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-phi.ll: error: blockaddress is not supported [nvvm-global-blockaddress]
; CHECK-NEXT: b-phi.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-select.ll: error: blockaddress is not supported [nvvm-global-blockaddress]
; CHECK-NEXT: b-select.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-store.ll: error: blockaddress is not supported [nvvm-global-blockaddress]
; CHECK-NEXT: b-store.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-expression.ll: error: blockaddress is not supported [nvvm-global-blockaddress]
; CHECK-NEXT: c-expression.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 6 errors in 6 files

;--- a-initializer.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
entry:
  br label %l
l:
  ret void
}
@t = addrspace(1) global ptr blockaddress(@f, %l)
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- a-table.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
entry:
  br label %l
l:
  ret void
}
@t = addrspace(1) global [1 x ptr] [ptr blockaddress(@f, %l)]
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-select.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptr @f(i1 %c) {
entry:
  br label %l
l:
  %s = select i1 %c, ptr blockaddress(@f, %l), ptr null
  ret ptr %s
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-phi.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptr @f(i1 %c) {
entry:
  br i1 %c, label %l, label %m
l:
  br label %m
m:
  %s = phi ptr [ blockaddress(@f, %l), %entry ], [ null, %l ]
  ret ptr %s
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-store.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
entry:
  store ptr blockaddress(@f, %l), ptr %p
  br label %l
l:
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-expression.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i64 @f() {
entry:
  br label %l
l:
  ret i64 ptrtoint (ptr blockaddress(@f, %l) to i64)
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
