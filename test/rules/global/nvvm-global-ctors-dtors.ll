; llvm.global_ctors and llvm.global_dtors. NVIDIA's NVVM 20 (recipe
; R2 of docs/reference/toolchain.md) prints a Warning with this text, then rejects the appending linkage
; LLVM requires for them; here that is one error, not also
; nvvm-global-appending. An empty list fails too.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-ctors.ll %t/b-dtors.ll %t/c-empty.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-ctors.ll: error: llvm.global_ctors is not supported. appending linkage is not supported. [nvvm-global-ctors-dtors]
; CHECK-NEXT: a-ctors.ll: note: in global variable '@llvm.global_ctors'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: a-ctors.ll: note: device code has no global constructors or destructors; libNVVM also rejects its appending linkage
; CHECK-NEXT: b-dtors.ll: error: llvm.global_dtors is not supported. appending linkage is not supported. [nvvm-global-ctors-dtors]
; CHECK-NEXT: b-dtors.ll: note: in global variable '@llvm.global_dtors'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-dtors.ll: note: device code has no global constructors or destructors; libNVVM also rejects its appending linkage
; CHECK-NEXT: c-empty.ll: error: llvm.global_ctors is not supported. appending linkage is not supported. [nvvm-global-ctors-dtors]
; CHECK-NEXT: c-empty.ll: note: in global variable '@llvm.global_ctors'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-empty.ll: note: device code has no global constructors or destructors; libNVVM also rejects its appending linkage
; CHECK-NEXT: 3 errors in 3 files

;--- a-ctors.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @init() {
  ret void
}
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-dtors.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @fini() {
  ret void
}
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-empty.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
