; x86_fp80, fp128 and ppc_fp128, with NVIDIA's texts (measured with CUDA
; 13.0's NVVM 20, cicc -libnvvm -arch=compute_100 -opt-passes=nvvm-verify,
; recipe R2 of docs/reference/toolchain.md, one module per case): in a global variable's type,
; nested in arrays, vectors and (named) structs, and in instructions:
; arithmetic, a conversion, a load, a store, a call argument, an alloca, a
; GEP's source type, a select, a return.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-global.ll %t/b-global-x86.ll %t/c-global-ppc.ll %t/d-array.ll %t/e-struct.ll %t/f-vector-alloca.ll %t/g-fadd.ll %t/h-fpext.ll %t/i-load.ll %t/j-store.ll %t/k-call.ll %t/l-struct-alloca.ll %t/m-gep.ll %t/n-select.ll %t/o-return.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-global.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: a-global.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-global-x86.ll: error: x86_fp80 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: b-global-x86.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-global-ppc.ll: error: ppc_fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: c-global-ppc.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-array.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: d-array.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-struct.ll: error: x86_fp80 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: e-struct.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-vector-alloca.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: f-vector-alloca.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-fadd.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: g-fadd.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: h-fpext.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: h-fpext.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: i-load.ll: error: ppc_fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: i-load.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: j-store.ll: error: x86_fp80 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: j-store.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: k-call.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: k-call.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: l-struct-alloca.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: l-struct-alloca.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: m-gep.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: m-gep.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: n-select.ll: error: x86_fp80 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: n-select.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: o-return.ll: error: fp128 type is not supported [nvvm-type-unsupported-fp]
; CHECK-NEXT: o-return.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 15 errors in 15 files

;--- a-global.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global fp128 undef
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-global-x86.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global x86_fp80 undef
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-global-ppc.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global ppc_fp128 undef
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-array.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global [2 x fp128] undef
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-struct.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { i32, { float, x86_fp80 } }
@g = addrspace(1) global %S undef
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-vector-alloca.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  %a = alloca <2 x fp128>
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-fadd.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(fp128 %x, ptr %p) {
  %y = fadd fp128 %x, %x
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- h-fpext.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(double %x) {
  %y = fpext double %x to fp128
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- i-load.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %y = load ppc_fp128, ptr %p
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- j-store.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(x86_fp80 %x, ptr %p) {
  store x86_fp80 %x, ptr %p
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- k-call.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @g(fp128)
define void @f(fp128 %x) {
  call void @g(fp128 %x)
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- l-struct-alloca.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  %a = alloca { i32, fp128 }
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- m-gep.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptr @f(ptr %p) {
  %r = getelementptr fp128, ptr %p, i64 1
  ret ptr %r
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- n-select.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i1 %c) {
  %y = select i1 %c, x86_fp80 0xK00000000000000000000, x86_fp80 0xK00000000000000000000
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- o-return.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define fp128 @f() {
  ret fp128 undef
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
