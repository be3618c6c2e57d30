; llvm.nvvm.texsurf.handle calls that do not name one texture or surface
; variable twice, with NVIDIA's texts (measured with CUDA 13.0's NVVM 20,
; recipe R2 of docs/reference/toolchain.md, one module per case): a metadata operand that is not
; a variable, a variable that is not annotated, a sampler, and two different
; textures.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-constant.ll %t/b-string.ll %t/c-not-annotated.ll %t/d-sampler.ll %t/e-other-texture.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-constant.ll: error: Op0 of nvvm.texsurf.handle must be a metadata wrapper around a tex/surf GlobalVariable (e.g. metadata i64 addrspace(1)* @tex ) [nvvm-texsurf-handle-operand]
; CHECK-NEXT: a-constant.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-string.ll: error: Op0 of nvvm.texsurf.handle must be a metadata wrapper around a tex/surf GlobalVariable (e.g. metadata i64 addrspace(1)* @tex ) [nvvm-texsurf-handle-operand]
; CHECK-NEXT: b-string.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-not-annotated.ll: error: Op0 of nvvm.texsurf.handle must be a metadata wrapper around a tex/surf GlobalVariable (e.g. metadata i64 addrspace(1)* @tex ) [nvvm-texsurf-handle-operand]
; CHECK-NEXT: c-not-annotated.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-sampler.ll: error: Op0 of nvvm.texsurf.handle must be a metadata wrapper around a tex/surf GlobalVariable (e.g. metadata i64 addrspace(1)* @tex ) [nvvm-texsurf-handle-operand]
; CHECK-NEXT: d-sampler.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-other-texture.ll: error: Op1 must be the same tex/surf GV from Op0 [nvvm-texsurf-handle-operand]
; CHECK-NEXT: e-other-texture.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 5 errors in 5 files

;--- a-constant.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define i64 @f() {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata !{i32 0}, ptr addrspace(1) @t)
  ret i64 %h
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-string.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define i64 @f() {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata !"t", ptr addrspace(1) @t)
  ret i64 %h
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-not-annotated.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@u = addrspace(1) global i64 0
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define i64 @f() {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @u, ptr addrspace(1) @u)
  ret i64 %h
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-sampler.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"sampler", i32 1}
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define i64 @f() {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @t, ptr addrspace(1) @t)
  ret i64 %h
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-other-texture.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
@u = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7, !8}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
!8 = !{ptr addrspace(1) @u, !"texture", i32 1}
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define i64 @f() {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @t, ptr addrspace(1) @u)
  ret i64 %h
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
