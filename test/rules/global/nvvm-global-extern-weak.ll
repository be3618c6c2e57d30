; extern_weak symbols that are used, with NVIDIA's text (measured with
; CUDA 13.0's NVVM 20, recipe R2 of docs/reference/toolchain.md, one module per case): a load, a
; comparison with null (the usual weak-symbol test), a call, another
; global's initializer, llvm.used.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-load.ll %t/b-compare.ll %t/c-call.ll %t/d-initializer.ll %t/e-used.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-load.ll: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
; CHECK-NEXT: a-load.ll: note: in global variable '@w'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-compare.ll: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
; CHECK-NEXT: b-compare.ll: note: in global variable '@w'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-call.ll: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
; CHECK-NEXT: c-call.ll: note: in function 'hook'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-initializer.ll: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
; CHECK-NEXT: d-initializer.ll: note: in global variable '@w'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-used.ll: error: extern_weak linkage is not supported. [nvvm-global-extern-weak]
; CHECK-NEXT: e-used.ll: note: in global variable '@w'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 5 errors in 5 files

;--- a-load.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w = extern_weak addrspace(1) global i32
define void @f(ptr %p) {
  %v = load i32, ptr addrspace(1) @w
  store i32 %v, ptr %p
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-compare.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w = extern_weak addrspace(1) global i32
define i1 @f() {
  %c = icmp eq ptr addrspace(1) @w, null
  ret i1 %c
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-call.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare extern_weak void @hook()
define void @f() {
  call void @hook()
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-initializer.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w = extern_weak addrspace(1) global i32
@p = addrspace(1) global ptr addrspace(1) @w
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-used.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w = extern_weak addrspace(1) global i32
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @w to ptr)], section "llvm.metadata"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
