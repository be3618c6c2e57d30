; Shared-memory variables with an initial value, with NVIDIA's text
; (measured with CUDA 13.0's NVVM 20, recipe R2 of docs/reference/toolchain.md, one module per
; case): zero too, in every spelling, and a partly undef array.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-zero.ll %t/b-value.ll %t/c-zeroinitializer.ll %t/d-float.ll %t/e-null.ll %t/f-string.ll %t/g-partly-undef.ll %t/h-internal-used.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-zero.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: a-zero.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-value.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: b-value.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-zeroinitializer.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: c-zeroinitializer.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-float.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: d-float.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-null.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: e-null.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-string.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: f-string.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-partly-undef.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: g-partly-undef.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: h-internal-used.ll: error: Shared variables can't be initialized [nvvm-global-shared-initializer]
; CHECK-NEXT: h-internal-used.ll: note: in global variable '@s'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 8 errors in 8 files

;--- a-zero.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-value.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 5
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-zeroinitializer.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global [4 x i32] zeroinitializer
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-float.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global float 0.0
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-null.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global ptr null
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-string.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global [2 x i8] c"a\00"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-partly-undef.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global [2 x i32] [i32 0, i32 undef]
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- h-internal-used.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global i32 0
define i32 @f() {
  %v = load i32, ptr addrspace(3) @s
  ret i32 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
