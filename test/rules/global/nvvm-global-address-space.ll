; Global variables outside the generic (0), global (1), shared (3) and
; constant (4) address spaces, with NVIDIA's text (measured with CUDA 13.0's
; NVVM 20, recipe R2 of docs/reference/toolchain.md, one module per case): 2, 5 (local), 6
; (tensor), 7 (shared::cluster), 101 (param); a used declaration and a used
; internal definition too.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-reserved.ll %t/b-local.ll %t/c-tensor.ll %t/d-cluster.ll %t/e-param.ll %t/f-declaration.ll %t/g-internal.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-reserved.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: a-reserved.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-local.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: b-local.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-tensor.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: c-tensor.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-cluster.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: d-cluster.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-param.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: e-param.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-declaration.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: f-declaration.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-internal.ll: error: Invalid address space for global variable [nvvm-global-address-space]
; CHECK-NEXT: g-internal.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 7 errors in 7 files

;--- a-reserved.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(2) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-local.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(5) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-tensor.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(6) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-cluster.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(7) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-param.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(101) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-declaration.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = external addrspace(5) global i32
define i32 @f() {
  %v = load i32, ptr addrspace(5) @g
  ret i32 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-internal.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = internal addrspace(5) global i32 0
define i32 @f() {
  %v = load i32, ptr addrspace(5) @g
  ret i32 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
