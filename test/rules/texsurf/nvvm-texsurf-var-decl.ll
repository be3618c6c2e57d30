; Texture and surface variables (annotated "texture" or "surface" in
; !nvvm.annotations) that are not i64 or not in global memory, with NVIDIA's
; texts (measured with CUDA 13.0's NVVM 20, recipe R2 of docs/reference/toolchain.md, one module
; per case). The annotation's value does not matter: i32 0 and float 1.0
; still make the variable a texture for NVVM (the float value is
; nvvm-annotation-malformed's, deselected here).
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 --checks=-nvvm-annotation-malformed %t/a-i32.ll %t/b-surface-struct.ll %t/c-shared.ll %t/d-constant.ll %t/e-value-zero.ll %t/f-value-float.ll %t/g-both.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-i32.ll: error: Texture and surface variables must be type i64* [nvvm-texsurf-var-decl]
; CHECK-NEXT: a-i32.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-surface-struct.ll: error: Texture and surface variables must be type i64* [nvvm-texsurf-var-decl]
; CHECK-NEXT: b-surface-struct.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-shared.ll: error: Texture/surface variables must be global address space [nvvm-texsurf-var-decl]
; CHECK-NEXT: c-shared.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-constant.ll: error: Texture/surface variables must be global address space [nvvm-texsurf-var-decl]
; CHECK-NEXT: d-constant.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-value-zero.ll: error: Texture and surface variables must be type i64* [nvvm-texsurf-var-decl]
; CHECK-NEXT: e-value-zero.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-value-float.ll: error: Texture and surface variables must be type i64* [nvvm-texsurf-var-decl]
; CHECK-NEXT: f-value-float.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-both.ll: error: Texture/surface variables must be global address space [nvvm-texsurf-var-decl]
; CHECK-NEXT: g-both.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-both.ll: error: Texture and surface variables must be type i64* [nvvm-texsurf-var-decl]
; CHECK-NEXT: g-both.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 8 errors in 7 files

;--- a-i32.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i32 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-surface-struct.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global { i64 } undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"surface", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-shared.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(3) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(3) @t, !"texture", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-constant.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(4) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(4) @t, !"texture", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-value-zero.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i32 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 0}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-value-float.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i32 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", float 1.0}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-both.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(3) externally_initialized global i32 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(3) @t, !"texture", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
