; Loads and stores through a texture or surface variable. NVVM 20
; accepts them (measured, recipe R2 of docs/reference/toolchain.md), then its PTX declares
; `.global .texref t` and ptxas refuses `ld.global [t]` with "Illegal operand
; type to instruction 'ld'" ('st' for a store); also through a cast to the
; generic address space.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-load.ll %t/b-store.ll %t/c-generic.ll %t/d-cast-instruction.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-load.ll: error: texture/surface variable 't' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
; CHECK-NEXT: a-load.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-store.ll: error: texture/surface variable 't' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'st') [nvvm-texsurf-var-use]
; CHECK-NEXT: b-store.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-generic.ll: error: texture/surface variable 't' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
; CHECK-NEXT: c-generic.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-cast-instruction.ll: error: texture/surface variable 't' is accessed as memory; it is a handle (ptxas: Illegal operand type to instruction 'ld') [nvvm-texsurf-var-use]
; CHECK-NEXT: d-cast-instruction.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 4 errors in 4 files

;--- a-load.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
define i64 @f() {
  %v = load i64, ptr addrspace(1) @t
  ret i64 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-store.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
define void @f(i64 %v) {
  store i64 %v, ptr addrspace(1) @t
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-generic.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"surface", i32 1}
define i64 @f() {
  %v = load i64, ptr addrspacecast (ptr addrspace(1) @t to ptr)
  ret i64 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-cast-instruction.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) externally_initialized global i64 undef
!nvvm.annotations = !{!7}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
define i64 @f() {
  %g = addrspacecast ptr addrspace(1) @t to ptr
  %v = load i64, ptr %g
  ret i64 %v
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
