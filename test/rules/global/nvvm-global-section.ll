; Explicit sections on global variables, with NVIDIA's text (measured with
; CUDA 13.0's NVVM 20, recipe R2 of docs/reference/toolchain.md, one module per case); a
; constant-bank section is only allowed in the constant address space, and
; a constant-space variable gets NVIDIA's other text.
; Sections on functions are another rule's.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-custom.ll %t/b-nv-global.ll %t/c-bank-outside-constant.ll %t/d-constant-custom.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-custom.ll: error: Explicit section marker other than llvm.metadata is not allowed [nvvm-global-section]
; CHECK-NEXT: a-custom.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-nv-global.ll: error: Explicit section marker other than llvm.metadata is not allowed [nvvm-global-section]
; CHECK-NEXT: b-nv-global.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-bank-outside-constant.ll: error: Explicit section marker other than llvm.metadata is not allowed [nvvm-global-section]
; CHECK-NEXT: c-bank-outside-constant.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-constant-custom.ll: error: Explicit section on constant is not constant bank [nvvm-global-section]
; CHECK-NEXT: d-constant-custom.ll: note: in global variable '@c'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 4 errors in 4 files

;--- a-custom.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global i32 0, section "mysec"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-nv-global.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global i32 1, section ".nv.global"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-bank-outside-constant.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global i32 1, section ".nv.constant0"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-constant-custom.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@c = addrspace(4) constant i32 1, section "mysec"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
